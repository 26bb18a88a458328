import type { ContactFieldRule } from '@tavola/domain';
import type { ContactInput } from '../api/checkout-api';
import { addressFields, type ContactField, personalFields } from './contact-fields';

/** The contact part of the checkout form for one basket: what is shown, asked for and sent. */
export interface ContactForm {
  delivery: boolean;
  /** the fields on screen: the personal ones the restaurant does not hide, the address for a delivery */
  fields: ContactField[];
  /** the rule of each personal field shown */
  rules: Record<string, ContactFieldRule>;
  isRequired: (field: ContactField) => boolean;
  /** what the order sends as the guest's contact */
  sent: ContactInput;
}

/**
 * SPEC §3 personal_information_fields, §4 Cart and checkout: the restaurant's rule for each
 * personal field, and for a delivery the address, all of it required.
 */
export function contactFormOf({
  rules,
  delivery,
  contact,
  restaurantCountry,
}: {
  rules: Readonly<Record<(typeof personalFields)[number], ContactFieldRule>>;
  delivery: boolean;
  contact: ContactInput;
  restaurantCountry: string;
}): ContactForm {
  const visiblePersonal = personalFields.filter((field) => rules[field] !== 'hidden');
  const shownRules = Object.fromEntries(visiblePersonal.map((field) => [field, rules[field]]));
  return {
    delivery,
    fields: [...visiblePersonal, ...(delivery ? addressFields : [])],
    rules: shownRules,
    isRequired: (field) =>
      (addressFields as readonly string[]).includes(field) ? delivery : shownRules[field] === 'required',
    // the country is asked for a delivery only; it starts as the restaurant's (issue 15)
    sent: delivery
      ? { ...contact, country: contact.country ?? restaurantCountry }
      : { ...contact, country: undefined },
  };
}
