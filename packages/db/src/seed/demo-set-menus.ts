import type { ProductSeed } from './seed-types';

/** Olive & Linde: the sides offered as cart extras, and the set menus built from the menu's products. */

export const demoSides: readonly ProductSeed[] = [
  {
    key: 'flatbread',
    category: 'extras',
    price: 250,
    allergyCodes: ['A', 'N'],
    image: { kind: 'bread', hue: 40 },
    name: { en: 'Warm flatbread', de: 'Warmes Fladenbrot', fr: 'Pain plat chaud', ar: 'خبز مسطح دافئ' },
  },
  {
    key: 'extra-tzatziki',
    category: 'extras',
    price: 180,
    allergyCodes: ['G'],
    image: { kind: 'sauce', hue: 90 },
    name: { en: 'Extra tzatziki', de: 'Extra Tzatziki', fr: 'Tzatziki supplémentaire', ar: 'تزاتزيكي إضافي' },
  },
  {
    key: 'fries',
    category: 'extras',
    price: 390,
    options: [
      { item: 'sauce-aioli', price: 50 },
      { item: 'sauce-harissa', price: 50 },
    ],
    image: { kind: 'fries', hue: 45 },
    name: { en: 'Fries', de: 'Pommes frites', fr: 'Frites', ar: 'بطاطس مقلية' },
  },
];

const drinksStepName = { en: 'Drinks', de: 'Getränke', fr: 'Boissons', ar: 'المشروبات' };

export const demoSetMenus: readonly ProductSeed[] = [
  {
    key: 'lunch-menu',
    category: 'menus',
    price: 1490,
    pinned: true,
    image: { kind: 'menu', hue: 140 },
    name: { en: 'Lunch menu', de: 'Mittagsmenü', fr: 'Formule déjeuner', ar: 'قائمة الغداء' },
    description: {
      en: '<p>Starter, main course and up to two drinks. <strong>Save up to €5.</strong></p>',
      de: '<p>Vorspeise, Hauptgericht und bis zu zwei Getränke. <strong>Bis zu 5 € sparen.</strong></p>',
      fr: '<p>Entrée, plat et jusqu’à deux boissons. <strong>Jusqu’à 5 € d’économie.</strong></p>',
      ar: '<p>مقبلات وطبق رئيسي وحتى مشروبين. <strong>وفّر حتى 5 يورو.</strong></p>',
    },
    steps: [
      {
        name: { en: 'Starter', de: 'Vorspeise', fr: 'Entrée', ar: 'المقبلات' },
        question: {
          en: 'Which starter would you like?',
          de: 'Welche Vorspeise möchten Sie?',
          fr: 'Quelle entrée souhaitez-vous ?',
          ar: 'ما المقبلات التي تفضلها؟',
        },
        min: 1,
        max: 1,
        products: [
          { product: 'lentil-soup' },
          { product: 'hummus' },
          { product: 'fattoush' },
          { product: 'tabbouleh' },
        ],
      },
      {
        name: { en: 'Main course', de: 'Hauptgericht', fr: 'Plat principal', ar: 'الطبق الرئيسي' },
        question: {
          en: 'Choose your main course.',
          de: 'Wählen Sie Ihr Hauptgericht.',
          fr: 'Choisissez votre plat principal.',
          ar: 'اختر طبقك الرئيسي.',
        },
        min: 1,
        max: 1,
        products: [
          { product: 'falafel-wrap' },
          { product: 'spaghetti-aglio' },
          { product: 'kaesespaetzle' },
          { product: 'shakshuka' },
          { product: 'chicken-souvlaki', price: 200 },
        ],
      },
      {
        name: drinksStepName,
        question: {
          en: 'Up to two drinks, if you like.',
          de: 'Auf Wunsch bis zu zwei Getränke.',
          fr: 'Jusqu’à deux boissons, si vous le souhaitez.',
          ar: 'حتى مشروبين إذا رغبت.',
        },
        min: 0,
        max: 2,
        products: [
          { product: 'still-water', isMultipleAllowed: true },
          { product: 'sparkling-water', isMultipleAllowed: true },
          { product: 'rhubarb-spritzer', isMultipleAllowed: true },
          { product: 'cola', isMultipleAllowed: true },
        ],
      },
    ],
  },
  {
    key: 'mezze-menu',
    category: 'menus',
    price: 3990,
    image: { kind: 'mezze', hue: 20 },
    name: {
      en: 'Mezze menu for two',
      de: 'Mezze-Menü für zwei',
      fr: 'Formule mezzés pour deux',
      ar: 'قائمة المقبلات لشخصين',
    },
    description: {
      en: 'Two cold and two warm mezze, bread and dessert to share.',
      de: 'Zwei kalte und zwei warme Mezze, Brot und Dessert zum Teilen.',
      fr: 'Deux mezzés froids, deux chauds, du pain et un dessert à partager.',
      ar: 'طبقان من المقبلات الباردة وطبقان من الساخنة مع الخبز والحلوى للمشاركة.',
    },
    steps: [
      {
        name: { en: 'Cold mezze', de: 'Kalte Mezze', fr: 'Mezzés froids', ar: 'مقبلات باردة' },
        question: {
          en: 'Pick two cold mezze.',
          de: 'Wählen Sie zwei kalte Mezze.',
          fr: 'Choisissez deux mezzés froids.',
          ar: 'اختر طبقين من المقبلات الباردة.',
        },
        min: 2,
        max: 2,
        products: [
          { product: 'hummus', isMultipleAllowed: true },
          { product: 'baba-ghanoush', isMultipleAllowed: true },
          { product: 'muhammara', isMultipleAllowed: true },
          { product: 'tabbouleh', isMultipleAllowed: true },
        ],
      },
      {
        name: { en: 'Warm mezze', de: 'Warme Mezze', fr: 'Mezzés chauds', ar: 'مقبلات ساخنة' },
        question: {
          en: 'Pick two warm mezze.',
          de: 'Wählen Sie zwei warme Mezze.',
          fr: 'Choisissez deux mezzés chauds.',
          ar: 'اختر طبقين من المقبلات الساخنة.',
        },
        min: 2,
        max: 2,
        products: [
          { product: 'falafel' },
          { product: 'grilled-halloumi' },
          { product: 'baked-feta' },
          { product: 'calamari', price: 300 },
        ],
      },
      {
        name: { en: 'Bread', de: 'Brot', fr: 'Pain', ar: 'الخبز' },
        min: 1,
        max: 1,
        products: [{ product: 'flatbread' }],
      },
      {
        name: { en: 'Dessert', de: 'Dessert', fr: 'Dessert', ar: 'الحلوى' },
        question: {
          en: 'Something sweet to finish?',
          de: 'Etwas Süßes zum Abschluss?',
          fr: 'Une douceur pour finir ?',
          ar: 'هل ترغب في شيء حلو في الختام؟',
        },
        min: 0,
        max: 2,
        products: [
          { product: 'baklava', isMultipleAllowed: true },
          { product: 'panna-cotta', isMultipleAllowed: true },
          { product: 'tiramisu', isMultipleAllowed: true },
        ],
      },
    ],
  },
  {
    key: 'pizza-menu',
    category: 'menus',
    price: 1390,
    image: { kind: 'pizza', hue: 140 },
    name: { en: 'Pizza menu', de: 'Pizza-Menü', fr: 'Formule pizza', ar: 'وجبة البيتزا' },
    description: {
      en: 'A pizza, a drink and a dessert if you fancy one.',
      de: 'Eine Pizza, ein Getränk und auf Wunsch ein Dessert.',
      fr: 'Une pizza, une boisson et un dessert si le cœur vous en dit.',
      ar: 'بيتزا ومشروب وحلوى إن رغبت.',
    },
    steps: [
      {
        name: { en: 'Pizza', de: 'Pizza', fr: 'Pizza', ar: 'البيتزا' },
        min: 1,
        max: 1,
        products: [{ product: 'margherita' }, { product: 'funghi' }, { product: 'diavola', price: 100 }],
      },
      {
        name: drinksStepName,
        min: 1,
        max: 1,
        products: [{ product: 'cola' }, { product: 'still-water' }, { product: 'rhubarb-spritzer' }],
      },
      {
        name: { en: 'Dessert', de: 'Dessert', fr: 'Dessert', ar: 'الحلوى' },
        min: 0,
        max: 1,
        products: [{ product: 'tiramisu' }, { product: 'panna-cotta' }],
      },
    ],
  },
];
