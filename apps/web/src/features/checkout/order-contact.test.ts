import { describe, expect, it } from 'vitest';
import { deliveryAddressOf, placedByBusiness } from './order-contact';

describe('the contact an order was placed with', () => {
  it('reads the delivery address', () => {
    const details = JSON.stringify({
      address: 'Kastanienallee',
      house_number: '12',
      postalCode: '10435',
      city: 'Berlin',
    });
    expect(deliveryAddressOf(details)).toBe('Kastanienallee 12, 10435 Berlin');
    expect(deliveryAddressOf('{}')).toBeUndefined();
    expect(deliveryAddressOf('not json')).toBeUndefined();
  });
  it('knows a business by its VAT ID (issue 36)', () => {
    expect(placedByBusiness(JSON.stringify({ company: 'Muster GmbH', vat_id: 'DE123456789' }))).toBe(true);
    expect(placedByBusiness(JSON.stringify({ company: 'Muster GmbH' }))).toBe(false);
    expect(placedByBusiness(JSON.stringify({ vat_id: '  ' }))).toBe(false);
    expect(placedByBusiness('null')).toBe(false);
  });
});
