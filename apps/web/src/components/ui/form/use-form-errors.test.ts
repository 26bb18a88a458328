import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorsOf, formLevelError } from './use-form-errors';

describe('fieldErrorsOf', () => {
  it('takes the field messages of a 422, by field', () => {
    const error = new ApiError(422, 'The name field is required.', {
      name: ['The name field is required.', 'second'],
      email: ['The email must be a valid email address.'],
    });
    expect(fieldErrorsOf(error)).toEqual({
      name: ['The name field is required.', 'second'],
      email: ['The email must be a valid email address.'],
    });
  });
  it('has nothing for other failures', () => {
    expect(fieldErrorsOf(new ApiError(404, 'The table does not exist.'))).toEqual({});
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});

describe('formLevelError', () => {
  it('is the error when no field owns it, and nothing when the 422 names fields', () => {
    const network = new Error('offline');
    expect(formLevelError(network)).toBe(network);
    expect(formLevelError({ status: 422, errors: { name: ['Name is required.'] } })).toBeNull();
    expect(formLevelError(null)).toBeNull();
  });
});
