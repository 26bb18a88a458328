import type { Translate } from '../../../lib/i18n';
import type { ContactInput } from '../api/checkout-api';

export type ContactField = keyof ContactInput;
export const personalFields = ['name', 'email', 'mobile', 'birth_date', 'company', 'comment'] as const;
/** SPEC §4: a delivery needs the address; the country is asked with it (issue 15). */
export const addressFields = ['address', 'house_number', 'postalCode', 'city'] as const;

export const fieldLabel = (t: Translate, field: ContactField) =>
  ({
    name: t('checkout.field.name'),
    email: t('checkout.field.email'),
    mobile: t('checkout.field.mobile'),
    birth_date: t('checkout.field.birthDate'),
    company: t('checkout.field.company'),
    vat_id: t('checkout.field.vatId'),
    comment: t('checkout.field.comment'),
    address: t('checkout.field.address'),
    house_number: t('checkout.field.houseNumber'),
    postalCode: t('checkout.field.postalCode'),
    city: t('checkout.field.city'),
    country: t('checkout.field.country'),
  })[field];

export const inputType: Partial<Record<ContactField, string>> = {
  email: 'email',
  mobile: 'tel',
  birth_date: 'date',
};

export const autoComplete: Partial<Record<ContactField, string>> = {
  name: 'name',
  email: 'email',
  mobile: 'tel',
  company: 'organization',
  address: 'address-line1',
  postalCode: 'postal-code',
  city: 'address-level2',
};
