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
    const form = contactFormOf({ rules, delivery: false, contact: {}, restaurantCountry: 'DE' });
    expect(form.fields).toEqual(['name', 'email', 'mobile', 'comment']);
    expect(form.rules).toEqual({
      name: 'required',
      email: 'required',
      mobile: 'optional',
      comment: 'optional',
    });
  });

  it('adds the address for a delivery, each of its fields required', () => {
    const form = contactFormOf({ rules, delivery: true, contact: {}, restaurantCountry: 'DE' });
    expect(form.fields.slice(-4)).toEqual(['address', 'house_number', 'postalCode', 'city']);
    expect(form.isRequired('postalCode')).toBe(true);
    expect(form.isRequired('name')).toBe(true);
    expect(form.isRequired('mobile')).toBe(false);
  });

  it('asks for no address part on a pickup', () => {
    const form = contactFormOf({ rules, delivery: false, contact: {}, restaurantCountry: 'DE' });
    expect(form.isRequired('postalCode')).toBe(false);
  });

  it("sends the restaurant's country for a delivery until the guest picks another", () => {
    const sent = (contact: { country?: string }) =>
      contactFormOf({ rules, delivery: true, contact, restaurantCountry: 'DE' }).sent.country;
    expect(sent({})).toBe('DE');
    expect(sent({ country: 'CH' })).toBe('CH');
  });

  it('sends no country for a pickup, even one the guest chose for an earlier delivery', () => {
    const form = contactFormOf({
      rules,
      delivery: false,
      contact: { name: 'Ada', country: 'CH' },
      restaurantCountry: 'DE',
    });
    expect(form.sent).toEqual({ name: 'Ada', country: undefined });
  });
});
