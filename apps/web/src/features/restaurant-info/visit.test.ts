import { describe, expect, it } from 'vitest';
import { visitToRecord } from './visit';

describe('visitToRecord', () => {
  it('records the first visit of a browser as new', () => {
    expect(visitToRecord('2026-05-08', null, '')).toEqual({ qrCode: false, unique: true, new: true });
  });
  it('records once per calendar day', () => {
    expect(visitToRecord('2026-05-08', '2026-05-08', '')).toBeUndefined();
    expect(visitToRecord('2026-05-09', '2026-05-08', '')).toEqual({
      qrCode: false,
      unique: true,
      new: false,
    });
  });
  it('flags a visit by a table’s QR code', () => {
    for (const search of ['?tableId=4', '?tableName=T4&lang=de', '?qrcode=abc'])
      expect(visitToRecord('2026-05-08', null, search)?.qrCode, search).toBe(true);
    expect(visitToRecord('2026-05-08', null, '?lang=de')?.qrCode).toBe(false);
  });
});
