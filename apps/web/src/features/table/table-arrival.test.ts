import { describe, expect, it } from 'vitest';
import { addressWithoutTable, tableArrivalOf } from './table-arrival';

describe('tableArrivalOf', () => {
  it('reads the table id and token of a QR code', () => {
    expect(tableArrivalOf('?restaurant=olive-linde&tableId=12&qrcode=Ab-_x9')).toEqual({
      tableId: 12,
      qrcode: 'Ab-_x9',
    });
  });
  it('reads the table by its name, as tableName or table', () => {
    expect(tableArrivalOf('?tableName=T4&qrcode=x')).toEqual({ tableName: 'T4', qrcode: 'x' });
    expect(tableArrivalOf('?table=Terrace%202&qrcode=x')).toEqual({ tableName: 'Terrace 2', qrcode: 'x' });
  });
  it('passes on what the server must refuse: no token, an id that is not a number', () => {
    expect(tableArrivalOf('?tableId=12')).toEqual({ tableId: 12, qrcode: '' });
    expect(tableArrivalOf('?tableId=12a&qrcode=x')).toEqual({ tableId: '12a', qrcode: 'x' });
    expect(tableArrivalOf('?qrcode=x')).toEqual({ qrcode: 'x' });
  });
  it('finds no table in an address without one', () => {
    expect(tableArrivalOf('')).toBeUndefined();
    expect(tableArrivalOf('?restaurant=olive-linde&lang=de')).toBeUndefined();
  });
});

describe('addressWithoutTable', () => {
  it('removes the table and its token and keeps the rest', () => {
    expect(
      addressWithoutTable('https://shop.test/menu?restaurant=olive-linde&tableId=12&qrcode=x&lang=ar#top'),
    ).toBe('/menu?restaurant=olive-linde&lang=ar#top');
    expect(addressWithoutTable('https://shop.test/?tableName=T4&table=T4&qrcode=x')).toBe('/');
  });
});
