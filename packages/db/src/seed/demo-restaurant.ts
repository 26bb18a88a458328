import {
  demoAnnouncements,
  demoBlogs,
  demoBlogTags,
  demoInformationPages,
  demoLegal,
  demoTestimonials,
} from './demo-content';
import { demoDishes } from './demo-dishes';
import { demoDrinks } from './demo-drinks';
import { demoAttributeGroups, demoCategories, demoDepots } from './demo-menu-structure';
import { demoSetMenus, demoSides } from './demo-set-menus';
import type { OpeningHourSeed, OpeningWeekday, RestaurantSeed } from './seed-types';

/**
 * Olive & Linde, the main demo restaurant: a German-Mediterranean place in Berlin with every
 * feature of the storefront switched on.
 */

/** Friday and Saturday have their own, longer evenings. */
const tuesdayToThursdayAndSunday: readonly OpeningWeekday[] = [2, 3, 4, 0];
const fridayAndSaturday: readonly OpeningWeekday[] = [5, 6];

function windows(
  deliveryType: OpeningHourSeed['deliveryType'],
  weekdays: readonly OpeningWeekday[],
  ...spans: [string, string][]
): OpeningHourSeed[] {
  return weekdays.flatMap((weekday) =>
    spans.map(([openAt, closeAt]) => ({ deliveryType, weekday, openAt, closeAt })),
  );
}

/** Split shifts; Monday closed for delivery; dine-in runs past midnight on Friday and Saturday. */
const openingHours: readonly OpeningHourSeed[] = [
  ...windows('delivery', tuesdayToThursdayAndSunday, ['11:30', '14:30'], ['17:00', '22:00']),
  ...windows('delivery', fridayAndSaturday, ['11:30', '14:30'], ['17:00', '23:30']),
  ...windows('pickup', [1], ['17:00', '21:30']),
  ...windows('pickup', tuesdayToThursdayAndSunday, ['11:30', '14:30'], ['17:00', '22:30']),
  ...windows('pickup', fridayAndSaturday, ['11:30', '14:30'], ['17:00', '23:30']),
  ...windows('here', [0, 1, 2, 3, 4], ['12:00', '23:00']),
  ...windows('here', fridayAndSaturday, ['12:00', '15:00'], ['17:00', '01:00']),
];

export const oliveLinde: RestaurantSeed = {
  slug: 'olive-linde',
  name: 'Olive & Linde',
  street: 'Kastanienallee 12',
  postalCode: '10435',
  city: 'Berlin',
  country: 'DE',
  telephone: '+49 30 1234 5678',
  email: 'hallo@olive-linde.demo',
  legalName: 'Olive & Linde GmbH',
  vatId: 'DE000000000',
  taxNumber: '',
  timeZone: 'Europe/Berlin',
  cuisine: {
    en: 'Mediterranean · Vegetarian friendly',
    de: 'Mediterran · Vegetarisch freundlich',
    fr: 'Méditerranéen · Options végétariennes',
    ar: 'متوسطي · خيارات نباتية',
  },
  currency: 'EUR',
  defaultLang: 'de',
  socialLinks: {
    instagram: 'https://www.instagram.com/olive.linde.demo',
    facebook: 'https://www.facebook.com/olive.linde.demo',
  },
  pinnedProductsLabel: {
    en: 'Chef’s recommendations',
    de: 'Empfehlungen des Hauses',
    fr: 'Suggestions du chef',
    ar: 'توصيات الشيف',
  },
  closeMessage: {
    en: 'We are closed right now. Pre-order for later today or another day.',
    de: 'Wir haben gerade geschlossen. Bestellen Sie gern für später oder einen anderen Tag vor.',
    fr: 'Nous sommes fermés pour le moment. Commandez à l’avance pour plus tard ou un autre jour.',
    ar: 'نحن مغلقون الآن. يمكنك الطلب مسبقًا لوقت لاحق اليوم أو ليوم آخر.',
  },
  settings: {
    deliveryTypes: ['delivery', 'pickup', 'here'],
    // online payments through the offline demo provider; a payFix card is seeded too
    paymentMethods: ['cash', 'payAtEnd', 'demo', 'payFix'],
    lead_minutes: { delivery: 45, pickup: 20, here: 0 },
    available_days: { delivery: 7, pickup: 7, here: 0 },
    delivery_average_time: 40,
    search_enabled: true,
    tip_request: true,
    available_voucher: true,
    has_announcement: false,
    allergies: true,
    reservation_table: true,
    has_blog: true,
    registration_enabled: true,
    slot_capacity: 6,
    zero_price_format: 'free',
    demo_mode: true,
    // issue 16: guests at a table say how many they are and may call a waiter (the demo has no robot)
    has_person_on_table: true,
    robot_request_available: true,
    meta: { show_open_hours: true, foot_note: 'bottom' },
  },
  theme: { primaryColor: '#2f6b4f', logoShape: 'round', sideMenu: false, eventMode: false },
  logo: { initials: 'O&L', colour: '#2f6b4f' },
  mainImage: { kind: 'mezze', hue: 140 },
  categories: demoCategories,
  depots: demoDepots,
  attributeGroups: demoAttributeGroups,
  products: [...demoDishes, ...demoDrinks, ...demoSides, ...demoSetMenus],
  openingHours,
  closeTimes: [
    {
      startsAt: '2026-12-24T18:00',
      endsAt: '2026-12-26T23:59',
      reason: { en: 'Christmas', de: 'Weihnachten', fr: 'Noël', ar: 'عيد الميلاد' },
    },
    {
      startsAt: '2026-12-31T16:00',
      endsAt: '2027-01-01T16:00',
      reason: { en: 'New Year', de: 'Neujahr', fr: 'Nouvel An', ar: 'رأس السنة' },
    },
  ],
  deliveryAreas: [
    { postalCode: '10435', shippingPrice: 150, minimumOrderValue: 1200, freeFrom: 3000 },
    { postalCode: '10437', shippingPrice: 250, minimumOrderValue: 1500 },
    { postalCode: '10119', shippingPrice: 250, minimumOrderValue: 1500 },
    { postalCode: '10405', shippingPrice: 300, minimumOrderValue: 2000 },
    { postalCode: '10115', shippingPrice: 350, minimumOrderValue: 2000 },
  ],
  vouchers: [
    { code: 'WELCOME10', kind: 'percent', value: 10, minimumOrderValue: 1500, usageLimit: 100 },
    {
      code: 'LINDE5',
      kind: 'fixed',
      value: 500,
      minimumOrderValue: 3000,
      startsAt: '2026-01-01T00:00:00+01:00',
      expiresAt: '2027-12-31T23:59:59+01:00',
    },
  ],
  // T1–T5 can be booked; all eight take orders by their QR codes (issue 16)
  tables: [
    { name: 'T1', capacity: 2, area: 'Dining room' },
    { name: 'T2', capacity: 2, area: 'Dining room' },
    { name: 'T3', capacity: 4, area: 'Dining room' },
    { name: 'T4', capacity: 4, area: 'Dining room' },
    { name: 'T5', capacity: 6, area: 'Courtyard' },
    { name: 'T6', capacity: 8, reservable: false, area: 'Courtyard' },
    { name: 'T7', capacity: 4, reservable: false, area: 'Courtyard' },
    { name: 'T8', capacity: 2, reservable: false, area: 'Courtyard' },
  ],
  legal: demoLegal,
  informationPages: demoInformationPages,
  announcements: demoAnnouncements,
  blogTags: demoBlogTags,
  blogs: demoBlogs,
  testimonials: demoTestimonials,
};
