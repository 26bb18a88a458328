import { addDays } from '@tavola/domain';
import type { HappyHourSeed, OpeningHourSeed, RestaurantSeed, SeedText } from './seed-types';

/**
 * Kochschule Rosmarin, the third demo tenant: a cooking school in Berlin in event mode (issue
 * 18). Guests pick a date and a class's time slot before the menu appears, then buy a named
 * ticket per person (SPEC §2 event layout, §4 Ticketing). The next Saturday's knife-skills class
 * is sold out (seeded by event-bookings.ts).
 */

/**
 * The classes run for five years from the day the demo is seeded (a fixed range would leave a
 * demo seeded later without classes); their tickets are sold on the classes' weekdays only.
 */
const seededOn = new Date().toISOString().slice(0, 10);
const season = { startDate: seededOn, endDate: addDays(seededOn, 5 * 365) };
const onDays = (weekdays: HappyHourSeed['weekdays']): HappyHourSeed[] => [{ weekdays, ...season }];

/** The school's office (pickup = collecting tickets and boxes) is open every day. */
const openingHours: readonly OpeningHourSeed[] = ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => ({
  deliveryType: 'pickup',
  weekday,
  openAt: weekday === 0 ? '10:00' : '09:00',
  closeAt: '22:00',
}));

const text = (en: string, de: string, fr: string, ar: string): SeedText => ({ en, de, fr, ar });

export const kochschuleRosmarin: RestaurantSeed = {
  slug: 'kochschule-rosmarin',
  name: 'Kochschule Rosmarin',
  street: 'Oderberger Straße 21',
  postalCode: '10435',
  city: 'Berlin',
  country: 'DE',
  telephone: '+49 30 9876 5432',
  email: 'kurse@rosmarin.demo',
  legalName: 'Kochschule Rosmarin UG (haftungsbeschränkt)',
  vatId: '',
  taxNumber: '37/000/00000',
  timeZone: 'Europe/Berlin',
  cuisine: {
    en: 'Cooking classes',
    de: 'Kochkurse',
    fr: 'Cours de cuisine',
    ar: 'دورات الطبخ',
  },
  currency: 'EUR',
  defaultLang: 'de',
  socialLinks: { instagram: 'https://www.instagram.com/kochschule.rosmarin.demo' },
  settings: {
    // tickets are collected at the school: the chosen slot is a pickup time
    deliveryTypes: ['pickup'],
    paymentMethods: ['demo', 'cash'],
    lead_minutes: { delivery: 0, pickup: 0, here: 0 },
    // classes can be booked two months ahead
    available_days: { delivery: 0, pickup: 60, here: 0 },
    delivery_average_time: 0,
    search_enabled: true,
    tip_request: false,
    available_voucher: false,
    has_announcement: false,
    allergies: true,
    reservation_table: false,
    has_blog: false,
    registration_enabled: false,
    slot_capacity: null,
    zero_price_format: 'zero',
    demo_mode: true,
    ticketingSystem: true,
    personal_information_fields: {
      name: 'required',
      email: 'required',
      mobile: 'optional',
      birth_date: 'hidden',
      company: 'optional',
      comment: 'optional',
      product_comment: false,
    },
  },
  theme: { primaryColor: '#6d28d9', logoShape: 'round', sideMenu: false, eventMode: true },
  logo: { initials: 'KR', colour: '#6d28d9' },
  mainImage: { kind: 'pasta', hue: 270 },
  categories: [
    {
      key: 'classes',
      priority: 1,
      image: { kind: 'pasta', hue: 40 },
      name: text('Cooking classes', 'Kochkurse', 'Cours de cuisine', 'دورات الطبخ'),
      description: text(
        'One ticket per person; please name each guest.',
        'Ein Ticket pro Person; bitte nennen Sie jeden Gast.',
        'Un billet par personne ; merci d’indiquer le nom de chaque invité.',
        'تذكرة واحدة لكل شخص؛ يرجى ذكر اسم كل ضيف.',
      ),
    },
    {
      key: 'extras',
      priority: 2,
      image: { kind: 'wine', hue: 330 },
      name: text('Extras', 'Extras', 'Extras', 'إضافات'),
    },
  ],
  depots: [],
  attributeGroups: [],
  products: [
    {
      key: 'pasta-class',
      category: 'classes',
      // a class is a service of its own, taxed at the normal rate (decision 084)
      taxCategory: 'other',
      price: 8900,
      askName: true,
      allergyCodes: ['A', 'C'],
      happyHours: onDays([2, 4]),
      image: { kind: 'pasta', hue: 45 },
      name: text(
        'Pasta from scratch (2½ h)',
        'Pasta von Grund auf (2½ Std.)',
        'Pâtes maison (2 h 30)',
        'المعكرونة من الصفر (ساعتان ونصف)',
      ),
      description: text(
        'Tagliatelle, ravioli and two sauces; dinner together afterwards. Tuesdays and Thursdays at 18:00.',
        'Tagliatelle, Ravioli und zwei Saucen; danach gemeinsames Abendessen. Dienstags und donnerstags um 18:00.',
        'Tagliatelles, raviolis et deux sauces ; dîner ensemble ensuite. Mardi et jeudi à 18 h.',
        'تالياتيلي ورافيولي وصلصتان، ثم عشاء مشترك. أيام الثلاثاء والخميس الساعة 18:00.',
      ),
    },
    {
      key: 'knife-skills',
      category: 'classes',
      taxCategory: 'other',
      price: 6500,
      askName: true,
      happyHours: onDays([6]),
      image: { kind: 'salad', hue: 100 },
      name: text(
        'Knife skills (3 h)',
        'Messerkunde (3 Std.)',
        'Techniques de couteau (3 h)',
        'مهارات السكين (3 ساعات)',
      ),
      description: text(
        'Sharpening, cutting and vegetable work, with a seasonal lunch. Saturdays at 10:00, 8 places.',
        'Schleifen, Schneiden und Gemüsearbeit, mit saisonalem Mittagessen. Samstags um 10:00, 8 Plätze.',
        'Affûtage, découpe et légumes, avec un déjeuner de saison. Le samedi à 10 h, 8 places.',
        'الشحذ والتقطيع وتحضير الخضار مع غداء موسمي. أيام السبت الساعة 10:00، 8 أماكن.',
      ),
    },
    {
      key: 'wine-tasting',
      category: 'classes',
      taxCategory: 'other',
      price: 3900,
      askName: true,
      allergyCodes: ['G', 'O'],
      happyHours: onDays([5]),
      image: { kind: 'wine', hue: 350 },
      name: text(
        'Wine and cheese tasting (2 h)',
        'Wein- und Käseverkostung (2 Std.)',
        'Dégustation vins et fromages (2 h)',
        'تذوق النبيذ والجبن (ساعتان)',
      ),
      description: text(
        'Six wines, six cheeses, no limit on places. Fridays at 19:00.',
        'Sechs Weine, sechs Käse, ohne Platzbegrenzung. Freitags um 19:00.',
        'Six vins, six fromages, sans limite de places. Le vendredi à 19 h.',
        'ستة أنواع من النبيذ وستة أنواع من الجبن، دون حد للأماكن. أيام الجمعة الساعة 19:00.',
      ),
    },
    {
      key: 'spice-box',
      category: 'extras',
      price: 2400,
      askDate: true,
      happyHours: onDays([2, 4, 5, 6]),
      image: { kind: 'sauce', hue: 20 },
      name: text(
        'Spice box to collect (choose a day)',
        'Gewürzbox zum Abholen (Tag wählen)',
        'Boîte d’épices à retirer (choisir un jour)',
        'علبة توابل للاستلام (اختر يومًا)',
      ),
    },
    {
      key: 'apron',
      category: 'extras',
      price: 1900,
      image: { kind: 'menu', hue: 270 },
      name: text('Rosmarin apron', 'Rosmarin-Schürze', 'Tablier Rosmarin', 'مريلة روزمارين'),
    },
    {
      key: 'glass-of-wine',
      category: 'extras',
      price: 600,
      allergyCodes: ['O'],
      image: { kind: 'wine', hue: 0 },
      name: text('Glass of wine', 'Glas Wein', 'Verre de vin', 'كأس نبيذ'),
    },
    {
      key: 'recipe-booklet',
      category: 'extras',
      price: 900,
      image: { kind: 'bread', hue: 35 },
      name: text('Recipe booklet', 'Rezeptheft', 'Livret de recettes', 'كتيب وصفات'),
    },
  ],
  ticketTimes: [
    // SPEC §3 ticket times: weekday 0 = Sunday .. 6 = Saturday; capacity null = unlimited
    { ...season, weekday: 2, time: '18:00', duration: '02:30', capacity: 12 },
    { ...season, weekday: 4, time: '18:00', duration: '02:30', capacity: 12 },
    { ...season, weekday: 6, time: '10:00', duration: '03:00', capacity: 8 },
    { ...season, weekday: 5, time: '19:00', duration: '02:00', capacity: null },
  ],
  openingHours,
  closeTimes: [
    {
      startsAt: '2026-12-24T00:00',
      endsAt: '2026-12-27T00:00',
      reason: text('Christmas', 'Weihnachten', 'Noël', 'عيد الميلاد'),
    },
  ],
  deliveryAreas: [],
  vouchers: [],
  tables: [],
  legal: {
    about_us: text(
      '<h3>About us</h3><p>Kochschule Rosmarin teaches home cooks in a bright kitchen in Prenzlauer Berg: small groups, seasonal produce, dinner together at the end.</p>',
      '<h3>Über uns</h3><p>Die Kochschule Rosmarin unterrichtet Hobbyköche in einer hellen Küche im Prenzlauer Berg: kleine Gruppen, saisonale Zutaten, am Ende gemeinsames Essen.</p>',
      '<h3>À propos</h3><p>La Kochschule Rosmarin accueille les cuisiniers amateurs dans une cuisine lumineuse de Prenzlauer Berg : petits groupes, produits de saison, repas partagé à la fin.</p>',
      '<h3>من نحن</h3><p>تعلّم مدرسة الطبخ روزمارين هواة الطبخ في مطبخ مشرق في حي برينتسلاور بيرغ: مجموعات صغيرة ومكونات موسمية ووجبة مشتركة في النهاية.</p>',
    ),
    privacy_policy: text(
      '<h3>Privacy policy</h3><p>We process the names on your tickets and your contact details only to run the class you booked (Art. 6(1)(b) GDPR).</p>',
      '<h3>Datenschutzerklärung</h3><p>Wir verarbeiten die Namen auf Ihren Tickets und Ihre Kontaktdaten nur, um den gebuchten Kurs durchzuführen (Art. 6 Abs. 1 lit. b DSGVO).</p>',
      '<h3>Politique de confidentialité</h3><p>Nous traitons les noms figurant sur vos billets et vos coordonnées uniquement pour organiser le cours réservé (art. 6, par. 1, point b du RGPD).</p>',
      '<h3>سياسة الخصوصية</h3><p>نعالج الأسماء الموجودة على تذاكرك وبيانات الاتصال الخاصة بك فقط لتنظيم الدورة التي حجزتها (المادة 6 (1) (ب) من اللائحة العامة لحماية البيانات).</p>',
    ),
    imprint: text(
      '<h3>Imprint</h3><p>Kochschule Rosmarin GmbH, Oderberger Straße 21, 10435 Berlin</p>',
      '<h3>Impressum</h3><p>Kochschule Rosmarin GmbH, Oderberger Straße 21, 10435 Berlin</p>',
      '<h3>Mentions légales</h3><p>Kochschule Rosmarin GmbH, Oderberger Straße 21, 10435 Berlin</p>',
      '<h3>بيانات الناشر</h3><p>Kochschule Rosmarin GmbH، Oderberger Straße 21، 10435 برلين</p>',
    ),
    terms_and_conditions: text(
      '<h3>Terms</h3><p>A ticket admits the person named on it to one class. Cancel up to 48 hours before the class for a full refund.</p>',
      '<h3>AGB</h3><p>Ein Ticket gilt für die darauf genannte Person und einen Kurs. Bis 48 Stunden vor Kursbeginn kostenlos stornierbar.</p>',
      '<h3>Conditions générales</h3><p>Un billet donne accès à un cours à la personne qui y est nommée. Annulation gratuite jusqu’à 48 heures avant le cours.</p>',
      '<h3>الشروط والأحكام</h3><p>تسمح التذكرة للشخص المذكور عليها بحضور دورة واحدة. يمكن الإلغاء مجانًا حتى 48 ساعة قبل الدورة.</p>',
    ),
  },
  informationPages: [],
  announcements: [],
  blogTags: [],
  blogs: [],
  testimonials: [],
};
