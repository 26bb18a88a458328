import { contactBodySchema, contactSchema } from '@tavola/contracts';
import { describe, expect, it } from 'vitest';
import { issuesOf } from './validate';

describe('issuesOf: the contracts validate in the browser', () => {
  it('finds nothing wrong with a valid contact', () => {
    expect(issuesOf(contactSchema, { name: 'Ada', email: 'ada@example.com', postalCode: '10115' })).toEqual(
      {},
    );
  });

  it('names each invalid field once, with the kind of problem', () => {
    expect(
      issuesOf(contactSchema, {
        email: 'ada@',
        postalCode: '1',
        birth_date: '2026-02-30',
        name: 'x'.repeat(121),
      }),
    ).toEqual({
      email: { kind: 'email' },
      postalCode: { kind: 'postalCode' },
      birth_date: { kind: 'date' },
      name: { kind: 'tooLong', max: 120 },
    });
  });

  it('names the format a postal code and a phone number must have (issue 33)', () => {
    expect(issuesOf(contactSchema, { postalCode: 'abc', mobile: 'abc' })).toEqual({
      postalCode: { kind: 'postalCode' },
      mobile: { kind: 'phone' },
    });
  });

  it('calls an empty required field required, not invalid', () => {
    const issues = issuesOf(contactBodySchema, { restaurantId: 1, name: '', email: '', message: '  ' });
    expect(issues.name).toEqual({ kind: 'required' });
    expect(issues.email).toEqual({ kind: 'required' });
    // only blanks: trimmed to nothing, so it is missing, not too short
    expect(issues.message).toEqual({ kind: 'required' });
  });
});
