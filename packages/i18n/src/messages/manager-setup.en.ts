/**
 * Issue 20: the first-run page of an installation without restaurants, English source.
 * Spread into each manager catalogue.
 */
export const managerSetupEn = {
  'setup.title': 'Create your restaurant',
  'setup.intro':
    'This installation has no restaurant yet. Create yours and your manager account; the menu, opening hours and payments come next.',
  'setup.restaurantTitle': 'Your restaurant',
  'setup.name': 'Restaurant name',
  'setup.slug': 'Web address',
  'setup.slugHint': 'Guests find your shop at {{address}}',
  'setup.timeZone': 'Time zone',
  'setup.timeZoneHint': 'Opening hours and order times follow it, for example Europe/Berlin.',
  'setup.currency': 'Currency',
  'setup.currencyHint': 'The ISO code of your prices, for example EUR or CHF.',
  'setup.language': 'Language guests see first',
  'setup.typesTitle': 'How guests order',
  'setup.typesIntro':
    'Switch on what you offer. Guests are offered a way of ordering once it has opening hours, which you set next under Hours & delivery.',
  'setup.typeNeeds.delivery': 'Needs opening hours and a delivery area (the postal codes you deliver to)',
  'setup.typeNeeds.pickup': 'Needs opening hours',
  'setup.typeNeeds.here': 'Needs opening hours',
  'setup.legalTitle': 'What your storefront must show',
  'setup.legalIntro':
    'Guests must be able to see who sells to them. These details make up your imprint page; you can edit it later under Look & pages.',
  'setup.legalName': 'Legal name',
  'setup.legalNameHint': 'The name of the business as registered, e.g. Trattoria Nova GmbH',
  'setup.street': 'Street and number',
  'setup.postalCode': 'Postal code',
  'setup.city': 'City',
  'setup.country': 'Country',
  'setup.telephone': 'Phone',
  'setup.contactEmail': 'E-mail for guests',
  'setup.contactEmailHint': 'Shown on your storefront; it may differ from your login.',
  'setup.vatId': 'VAT ID (optional)',
  'setup.vatIdHint': 'Printed on your receipts, e.g. DE123456789.',
  'setup.taxNumber': 'Tax number (optional)',
  'setup.taxNumberHint':
    'The number your tax office gave you, e.g. 21/815/08150. A receipt above €250 needs the VAT ID or this.',
  'setup.imprint': 'More for your imprint (optional)',
  'setup.imprintHint': 'For example the register entry, VAT number or the person responsible, one per line.',
  'setup.accountTitle': 'Your manager account',
  'setup.email': 'E-mail',
  'setup.password': 'Password',
  'setup.passwordHint': 'At least 8 characters.',
  'setup.token': 'Setup token',
  'setup.tokenHint':
    'The server printed it in its log at start, on the line “First run”. It keeps strangers from claiming a fresh server.',
  'setup.submit': 'Create restaurant',
  'setup.submitting': 'Creating…',
  'setup.toManager': 'Go to the manager area',
};

export type ManagerSetupKey = keyof typeof managerSetupEn;
