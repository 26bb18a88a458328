import { describe, expect, it } from 'vitest';
import { normalVatId, taxIdentifierProblems } from './tax-identifiers';

describe('taxIdentifierProblems (issue 36: what a receipt names as the seller’s tax identifiers)', () => {
  it('accepts none, a German or Austrian VAT ID, a Swiss UID, a German tax number', () => {
    expect(taxIdentifierProblems({})).toEqual([]);
    expect(taxIdentifierProblems({ vat_id: '', tax_number: ' ' })).toEqual([]);
    for (const vat_id of [
      'DE123456789',
      'de 123456789',
      'ATU12345678',
      'CHE-123.456.789 MWST',
      'CHE123456789',
    ])
      expect(taxIdentifierProblems({ vat_id }), vat_id).toEqual([]);
    for (const tax_number of ['21/815/08150', '2181508150', '37/000/00000'])
      expect(taxIdentifierProblems({ tax_number }), tax_number).toEqual([]);
  });

  it('refuses what cannot be one', () => {
    expect(taxIdentifierProblems({ vat_id: '123456789', tax_number: 'abc' })).toEqual([
      { field: 'vat_id', key: 'field_vat_id' },
      { field: 'tax_number', key: 'field_tax_number' },
    ]);
    expect(taxIdentifierProblems({ vat_id: 'D' })).toHaveLength(1);
    expect(taxIdentifierProblems({ tax_number: '12/' })).toHaveLength(1);
  });

  it('keeps a VAT ID in capitals with single spaces', () => {
    expect(normalVatId('  che-123.456.789   mwst ')).toBe('CHE-123.456.789 MWST');
  });
});
