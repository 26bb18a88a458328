import { describe, expect, it } from 'vitest';
import { tableQrUrl } from './table-qr-url';

describe('tableQrUrl', () => {
  const table = { slug: 'olive-linde', tableId: 12, token: 'Ab-_x9' };
  it('names the restaurant, the table and its token on the storefront root', () => {
    expect(tableQrUrl('https://order.example.com', table)).toBe(
      'https://order.example.com/?restaurant=olive-linde&tableId=12&qrcode=Ab-_x9',
    );
  });
  it('does not double a trailing slash and keeps a path', () => {
    expect(tableQrUrl('https://example.com/', table)).toBe(
      'https://example.com/?restaurant=olive-linde&tableId=12&qrcode=Ab-_x9',
    );
    expect(tableQrUrl('https://example.com/shop', table)).toBe(
      'https://example.com/shop/?restaurant=olive-linde&tableId=12&qrcode=Ab-_x9',
    );
  });
  it('encodes what would break the address', () => {
    expect(tableQrUrl('http://localhost:3000', { ...table, slug: 'a&b', token: 'x=y' })).toBe(
      'http://localhost:3000/?restaurant=a%26b&tableId=12&qrcode=x%3Dy',
    );
  });
});
