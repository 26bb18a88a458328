import type { OpeningHourSeed, OpeningWeekday, RestaurantSeed } from './seed-types';

/**
 * Sakura Ramen, a small second tenant in another zone, currency and language. It exists so
 * tests and demos can prove that nothing of one restaurant leaks into the other.
 */

const openDays: readonly OpeningWeekday[] = [2, 3, 4, 5, 6];

const allDays: readonly OpeningWeekday[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * Delivery and eat-in keep a ramen bar's hours; the pickup counter takes orders around the
 * clock, so the pay-at-the-counter demo can be tried at any hour.
 */
const openingHours: readonly OpeningHourSeed[] = [
  ...(['delivery', 'here'] as const).flatMap((deliveryType) =>
    openDays.flatMap((weekday) => [
      { deliveryType, weekday, openAt: '11:30', closeAt: '14:00' },
      { deliveryType, weekday, openAt: '18:00', closeAt: deliveryType === 'here' ? '23:00' : '21:30' },
    ]),
  ),
  ...allDays.map((weekday) => ({
    deliveryType: 'pickup' as const,
    weekday,
    openAt: '00:00',
    closeAt: '00:00',
  })),
];

export const sakuraRamen: RestaurantSeed = {
  slug: 'sakura-ramen',
  name: 'Sakura Ramen',
  street: 'Langstrasse 88',
  postalCode: '8004',
  city: 'Zürich',
  country: 'CH',
  telephone: '+41 44 123 45 67',
  email: 'bonjour@sakura.demo',
  legalName: 'Sakura Ramen GmbH',
  vatId: 'CHE-000.000.000 MWST',
  taxNumber: '',
  timeZone: 'Europe/Zurich',
  cuisine: { en: 'Japanese · Ramen', de: 'Japanisch · Ramen', fr: 'Japonais · Ramen', ar: 'ياباني · رامن' },
  currency: 'CHF',
  defaultLang: 'fr',
  socialLinks: { instagram: 'https://www.instagram.com/sakura.ramen.demo' },
  settings: {
    deliveryTypes: ['delivery', 'pickup', 'here'],
    // a counter-service bar: order on the phone, pay at the counter, no personal details asked
    paymentMethods: ['pwc'],
    personal_information_fields: {
      name: 'optional',
      email: 'optional',
      mobile: 'optional',
      birth_date: 'hidden',
      company: 'hidden',
      comment: 'optional',
      product_comment: true,
    },
    lead_minutes: { delivery: 40, pickup: 15, here: 0 },
    available_days: { delivery: 3, pickup: 3, here: 0 },
    delivery_average_time: 35,
    search_enabled: false,
    tip_request: false,
    available_voucher: false,
    has_announcement: false,
    allergies: true,
    reservation_table: false,
    has_blog: false,
    registration_enabled: true,
    slot_capacity: null,
    zero_price_format: 'zero',
    demo_mode: true,
  },
  theme: { primaryColor: '#b91c1c', logoShape: 'square', sideMenu: true, eventMode: false },
  logo: { initials: 'SR', colour: '#b91c1c' },
  categories: [
    {
      key: 'ramen',
      priority: 1,
      image: { kind: 'ramen', hue: 10 },
      name: { en: 'Ramen', de: 'Ramen', fr: 'Ramen', ar: 'رامن' },
      description: {
        en: 'Broth simmered for twelve hours, noodles made in house.',
        de: 'Zwölf Stunden gekochte Brühe, hausgemachte Nudeln.',
        fr: 'Bouillon mijoté douze heures, nouilles maison.',
        ar: 'مرق مطهو لمدة اثنتي عشرة ساعة ونودلز مصنوعة في المطعم.',
      },
    },
    {
      key: 'sides',
      priority: 2,
      image: { kind: 'dumplings', hue: 30 },
      name: { en: 'Sides', de: 'Beilagen', fr: 'Accompagnements', ar: 'أطباق جانبية' },
    },
  ],
  depots: [],
  attributeGroups: [
    {
      key: 'spice',
      priority: 1,
      minimumValue: 1,
      maximumValue: 1,
      isMultiSelect: false,
      name: { en: 'Spice level', de: 'Schärfegrad', fr: 'Niveau de piquant', ar: 'درجة الحرارة' },
      items: [
        { key: 'spice-mild', name: { en: 'Mild', de: 'Mild', fr: 'Doux', ar: 'خفيف' } },
        { key: 'spice-hot', name: { en: 'Hot', de: 'Scharf', fr: 'Piquant', ar: 'حار' } },
      ],
    },
  ],
  products: [
    {
      key: 'tonkotsu',
      category: 'ramen',
      price: 2200,
      allergyCodes: ['A', 'C', 'F', 'N'],
      options: [
        { item: 'spice-mild', price: 0 },
        { item: 'spice-hot', price: 0 },
      ],
      image: { kind: 'ramen', hue: 35 },
      name: { en: 'Tonkotsu ramen', de: 'Tonkotsu-Ramen', fr: 'Ramen tonkotsu', ar: 'رامن تونكوتسو' },
      description: {
        en: 'Creamy pork broth, chashu, soft egg and spring onion.',
        de: 'Cremige Schweinebrühe, Chashu, weiches Ei und Frühlingszwiebel.',
        fr: 'Bouillon de porc onctueux, chashu, œuf mollet et cébette.',
        ar: 'مرق لحم خنزير كريمي مع شاشو وبيض نصف مسلوق وبصل أخضر.',
      },
    },
    {
      key: 'shoyu',
      category: 'ramen',
      price: 2000,
      allergyCodes: ['A', 'C', 'F'],
      image: { kind: 'ramen', hue: 25 },
      name: { en: 'Shoyu ramen', de: 'Shoyu-Ramen', fr: 'Ramen shoyu', ar: 'رامن شويو' },
      description: {
        en: 'Clear chicken and soy broth with bamboo shoots.',
        de: 'Klare Hühner-Soja-Brühe mit Bambussprossen.',
        fr: 'Bouillon clair de poulet et soja, pousses de bambou.',
        ar: 'مرق دجاج وصويا صافٍ مع براعم الخيزران.',
      },
    },
    {
      key: 'miso-vegan',
      category: 'ramen',
      price: 1950,
      allergyCodes: ['A', 'F', 'N'],
      options: [
        { item: 'spice-mild', price: 0 },
        { item: 'spice-hot', price: 0 },
      ],
      image: { kind: 'ramen', hue: 45 },
      name: {
        en: 'Vegan miso ramen',
        de: 'Veganes Miso-Ramen',
        fr: 'Ramen miso végan',
        ar: 'رامن ميسو نباتي',
      },
      description: {
        en: '<p>Miso broth, tofu, corn and <strong>sesame</strong>.</p>',
        de: '<p>Misobrühe, Tofu, Mais und <strong>Sesam</strong>.</p>',
        fr: '<p>Bouillon miso, tofu, maïs et <strong>sésame</strong>.</p>',
        ar: '<p>مرق الميسو مع التوفو والذرة و<strong>السمسم</strong>.</p>',
      },
    },
    {
      key: 'gyoza',
      category: 'sides',
      price: 950,
      allergyCodes: ['A', 'F'],
      image: { kind: 'dumplings', hue: 30 },
      name: { en: 'Gyoza (6 pieces)', de: 'Gyoza (6 Stück)', fr: 'Gyoza (6 pièces)', ar: 'غيوزا (6 قطع)' },
    },
    {
      key: 'edamame',
      category: 'sides',
      price: 650,
      allergyCodes: ['F'],
      image: { kind: 'salad', hue: 110 },
      name: { en: 'Edamame', de: 'Edamame', fr: 'Edamame', ar: 'إدامامي' },
    },
    {
      key: 'matcha-lemonade',
      category: 'sides',
      taxCategory: 'soft_drink',
      price: 600,
      deliveryTypes: ['pickup', 'here'],
      image: { kind: 'drink', hue: 100 },
      name: {
        en: 'Matcha lemonade',
        de: 'Matcha-Limonade',
        fr: 'Limonade au matcha',
        ar: 'ليموناضة بالماتشا',
      },
    },
  ],
  openingHours,
  closeTimes: [],
  deliveryAreas: [{ postalCode: '8004', shippingPrice: 500, minimumOrderValue: 3000 }],
  vouchers: [],
  // issue 16: ordered at by their QR codes; Sakura takes no bookings
  tables: [
    { name: 'Counter 1', capacity: 2, reservable: false, area: 'Counter' },
    { name: 'Counter 2', capacity: 2, reservable: false, area: 'Counter' },
    { name: 'Booth 1', capacity: 4, reservable: false, area: 'Booths' },
  ],
  legal: {
    imprint: {
      en: '<h3>Imprint</h3><p>Sakura Ramen Sàrl, Langstrasse 88, 8004 Zürich, Switzerland</p>',
      de: '<h3>Impressum</h3><p>Sakura Ramen GmbH, Langstrasse 88, 8004 Zürich, Schweiz</p>',
      fr: '<h3>Mentions légales</h3><p>Sakura Ramen Sàrl, Langstrasse 88, 8004 Zurich, Suisse</p>',
      ar: '<h3>بيانات الناشر</h3><p>Sakura Ramen Sàrl، Langstrasse 88، 8004 زيورخ، سويسرا</p>',
    },
  },
  informationPages: [],
  announcements: [],
  blogTags: [],
  blogs: [],
  testimonials: [],
};
