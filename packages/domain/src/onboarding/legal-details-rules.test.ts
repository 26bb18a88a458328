import { describe, expect, it } from 'vitest';
import { imprintLines, legalDetailsProblems, sellerDetailsProblems } from './legal-details-rules';

const nova = {
  legal_name: 'Trattoria Nova GmbH',
  street: 'Invalidenstraße 3',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
  telephone: '+49 30 1234567',
  contact_email: 'hallo@nova.example',
};

describe('legalDetailsProblems (issue 33: what a storefront must show)', () => {
  it('finds nothing wrong with complete details', () => {
    expect(legalDetailsProblems(nova)).toEqual([]);
  });

  it('asks for each missing detail, and for an e-mail and a phone number in their forms', () => {
    expect(legalDetailsProblems({ ...nova, legal_name: ' ', city: '' }).map((p) => p.field)).toEqual([
      'legal_name',
      'city',
    ]);
    expect(legalDetailsProblems({ ...nova, contact_email: 'nova@', telephone: 'abc' })).toEqual([
      { field: 'contact_email', key: 'field_email' },
      { field: 'telephone', key: 'field_phone' },
    ]);
    expect(legalDetailsProblems({})).toHaveLength(7);
  });
});

describe('imprintLines', () => {
  it('names who sells, where, how to reach them, then what else the owner wrote', () => {
    expect(imprintLines({ ...nova, imprint: 'HRB 12345 B\n\nVAT DE123456789' })).toEqual([
      { kind: 'name', text: 'Trattoria Nova GmbH' },
      { kind: 'address', text: 'Invalidenstraße 3' },
      { kind: 'address', text: '10115 Berlin' },
      { kind: 'phone', text: '+49 30 1234567' },
      { kind: 'email', text: 'hallo@nova.example' },
      { kind: 'more', text: 'HRB 12345 B' },
      { kind: 'more', text: 'VAT DE123456789' },
    ]);
  });
});

describe('sellerDetailsProblems (issue 36: who a receipt names)', () => {
  const seller = {
    legal_name: 'Trattoria Nova GmbH',
    street: 'Invalidenstraße 3',
    postal_code: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  it('asks for name and address, and takes tax identifiers only in their forms', () => {
    expect(sellerDetailsProblems(seller)).toEqual([]);
    expect(sellerDetailsProblems({ ...seller, vat_id: 'DE123456789', tax_number: '21/815/08150' })).toEqual(
      [],
    );
    expect(sellerDetailsProblems({ ...seller, street: ' ', vat_id: '12' })).toEqual([
      { field: 'street', key: 'field_required' },
      { field: 'vat_id', key: 'field_vat_id' },
    ]);
  });
  it('the first-run page checks the tax identifiers too', () => {
    expect(legalDetailsProblems({ ...nova, tax_number: 'none' })).toEqual([
      { field: 'tax_number', key: 'field_tax_number' },
    ]);
  });
});
