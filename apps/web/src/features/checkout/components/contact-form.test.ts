import { describe, expect, it } from 'vitest';
import { contactFormOf } from './contact-form';

const rules = {
  name: 'required',
  email: 'required',
  mobile: 'optional',
  birth_date: 'hidden',
  company: 'hidden',
  comment: 'optional',
} as const;

describe('contactFormOf', () => {
  it('shows the personal fields the restaurant does not hide, and no address for a pickup', () => {
    const form = contactFormOf({
      rules,
      delivery: false,
      business: false,
      contact: {},
      restaurantCountry: 'DE',
    });
    expect(form.fields).toEqual(['name', 'email', 'mobile', 'comment']);
    expect(form.rules).toEqual({
      name: 'required',
      email: 'required',
      mobile: 'optional',
      comment: 'optional',
    });
  });

  it('adds the address for a delivery, each of its fields required', () => {
    const form = contactFormOf({
      rules,
      delivery: true,
      business: false,
      contact: {},
      restaurantCountry: 'DE',
    });
    expect(form.fields.slice(-4)).toEqual(['address', 'house_number', 'postalCode', 'city']);
    expect(form.isRequired('postalCode')).toBe(true);
    expect(form.isRequired('name')).toBe(true);
    expect(form.isRequired('mobile')).toBe(false);
  });

  it('asks for no address part on a pickup', () => {
    const form = contactFormOf({
      rules,
      delivery: false,
      business: false,
      contact: {},
      restaurantCountry: 'DE',
    });
    expect(form.isRequired('postalCode')).toBe(false);
  });

  it("sends the restaurant's country for a delivery until the guest picks another", () => {
    const sent = (contact: { country?: string }) =>
      contactFormOf({ rules, delivery: true, business: false, contact, restaurantCountry: 'DE' }).sent
        .country;
    expect(sent({})).toBe('DE');
    expect(sent({ country: 'CH' })).toBe('CH');
  });

  it('sends no country for a pickup, even one the guest chose for an earlier delivery', () => {
    const form = contactFormOf({
      rules,
      delivery: false,
      business: false,
      contact: { name: 'Ada', country: 'CH' },
      restaurantCountry: 'DE',
    });
    expect(form.sent).toEqual({ name: 'Ada', country: undefined });
  });

  it('asks a business guest for the VAT ID, company, e-mail and address, even for a pickup (issue 36)', () => {
    const form = contactFormOf({
      rules,
      delivery: false,
      business: true,
      contact: {},
      restaurantCountry: 'DE',
    });
    // the company shows although the restaurant hides it for other guests
    expect(form.fields).toEqual([
      'name',
      'email',
      'mobile',
      'company',
      'vat_id',
      'comment',
      'address',
      'house_number',
      'postalCode',
      'city',
    ]);
    for (const field of ['vat_id', 'company', 'email', 'address', 'postalCode', 'city'] as const)
      expect(form.isRequired(field), field).toBe(true);
    expect(form.isRequired('mobile')).toBe(false);
  });

  it('sends the VAT ID only while the guest asks for a business invoice', () => {
    const contact = { name: 'Ada', company: 'Muster GmbH', vat_id: 'DE123456789' };
    const business = contactFormOf({
      rules,
      delivery: false,
      business: true,
      contact,
      restaurantCountry: 'DE',
    });
    expect(business.sent).toEqual({ ...contact, country: 'DE' });
    const changedMind = contactFormOf({
      rules,
      delivery: false,
      business: false,
      contact,
      restaurantCountry: 'DE',
    });
    expect(changedMind.sent).toEqual({ name: 'Ada', company: 'Muster GmbH', country: undefined });
  });
});
