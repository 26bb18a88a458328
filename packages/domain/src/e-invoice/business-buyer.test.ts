import { describe, expect, it } from 'vitest';
import { buyerCountry, compactVatId, isVatId, missingBusinessBuyerFields } from './business-buyer';

describe('isVatId', () => {
  it('takes a country prefix and 2 to 13 letters or digits', () => {
    expect(isVatId('DE123456789')).toBe(true);
    expect(isVatId('ATU12345678')).toBe(true);
    expect(isVatId('FR12')).toBe(true);
    expect(isVatId('NL1234567890123')).toBe(true);
  });
  it('refuses a missing prefix, too few or too many characters, other signs', () => {
    expect(isVatId('123456789')).toBe(false);
    expect(isVatId('DE1')).toBe(false);
    expect(isVatId('NL12345678901234')).toBe(false);
    expect(isVatId('DE12345_789')).toBe(false);
  });
  it('leaves out spaces, dots and dashes and reads letters in any case', () => {
    expect(compactVatId(' de 123.456-789 ')).toBe('DE123456789');
    expect(isVatId('de 123 456 789')).toBe(true);
  });
});

describe('missingBusinessBuyerFields', () => {
  it('asks nothing of a guest without a VAT ID', () => {
    expect(missingBusinessBuyerFields({ name: 'Ada' })).toEqual([]);
  });
  it('a VAT ID needs the company, its e-mail address and its postal address', () => {
    expect(
      missingBusinessBuyerFields({ vat_id: 'DE123456789', company: 'ACME', email: 'a@b.de', city: ' ' }),
    ).toEqual(['address', 'postalCode', 'city']);
  });
});

describe('buyerCountry', () => {
  it("prefers the contact's code, then the VAT ID's prefix, then the restaurant's", () => {
    expect(buyerCountry({ country: 'at', vat_id: 'DE123456789' }, 'DE')).toBe('AT');
    expect(buyerCountry({ country: 'Österreich', vat_id: 'ATU12345678' }, 'DE')).toBe('AT');
    expect(buyerCountry({ vat_id: 'EL123456789' }, 'DE')).toBe('GR');
    expect(buyerCountry({}, 'CH')).toBe('CH');
  });
});
