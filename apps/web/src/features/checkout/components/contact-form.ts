import { businessBuyerFields, type ContactFieldRule } from '@tavola/domain';
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
 * personal field, and for a delivery the address, all of it required. Issue 36 (decision 088):
 * a guest who asks for an invoice to a company gives its VAT ID, and the company, e-mail and
 * address an e-invoice needs, whatever the restaurant's rules and the way of ordering.
 */
export function contactFormOf({
  rules,
  delivery,
  business,
  contact,
  restaurantCountry,
}: {
  rules: Readonly<Record<(typeof personalFields)[number], ContactFieldRule>>;
  delivery: boolean;
  /** the restaurant offers business invoices and the guest asked for one */
  business: boolean;
  contact: ContactInput;
  restaurantCountry: string;
}): ContactForm {
  const visiblePersonal = personalFields.filter(
    (field) => rules[field] !== 'hidden' || (business && isBusinessField(field)),
  );
  const shownRules = Object.fromEntries(visiblePersonal.map((field) => [field, rules[field]]));
  const withAddress = delivery || business;
  const { vat_id: _vatId, ...personal } = contact;
  const kept = business ? contact : personal;
  return {
    delivery,
    // the VAT ID beside the company it identifies
    fields: [
      ...visiblePersonal.flatMap((field) =>
        business && field === 'company' ? [field, 'vat_id' as const] : [field],
      ),
      ...(withAddress ? addressFields : []),
    ],
    rules: shownRules,
    isRequired: (field) => {
      if (business && (field === 'vat_id' || isBusinessField(field))) return true;
      return (addressFields as readonly string[]).includes(field)
        ? delivery
        : shownRules[field] === 'required';
    },
    // the country is asked with the address only; it starts as the restaurant's (issue 15)
    sent: withAddress
      ? { ...kept, country: contact.country ?? restaurantCountry }
      : { ...kept, country: undefined },
  };
}

const isBusinessField = (field: string) => (businessBuyerFields as readonly string[]).includes(field);
