import type { AttributeGroupSeed, CategorySeed, DepotSeed, ProductOptionSeed } from './seed-types';

/** Olive & Linde: categories, deposits and option groups that the products refer to by key. */

export const demoCategories: readonly CategorySeed[] = [
  {
    key: 'mezze',
    priority: 1,
    image: { kind: 'mezze', hue: 40 },
    name: { en: 'Mezze & starters', de: 'Mezze & Vorspeisen', fr: 'Mezzés & entrées', ar: 'مقبلات ومزة' },
    description: {
      en: 'Small plates to share, made fresh every morning.',
      de: 'Kleine Teller zum Teilen, jeden Morgen frisch zubereitet.',
      fr: 'Petites assiettes à partager, préparées chaque matin.',
      ar: 'أطباق صغيرة للمشاركة، تُحضَّر طازجة كل صباح.',
    },
    subcategories: [
      {
        key: 'mezze-cold',
        priority: 1,
        image: { kind: 'mezze', hue: 55 },
        name: { en: 'Cold mezze', de: 'Kalte Mezze', fr: 'Mezzés froids', ar: 'مقبلات باردة' },
      },
      {
        key: 'mezze-warm',
        priority: 2,
        image: { kind: 'falafel', hue: 25 },
        name: { en: 'Warm mezze', de: 'Warme Mezze', fr: 'Mezzés chauds', ar: 'مقبلات ساخنة' },
      },
    ],
  },
  {
    key: 'salads',
    priority: 2,
    image: { kind: 'salad', hue: 95 },
    name: { en: 'Salads', de: 'Salate', fr: 'Salades', ar: 'سلطات' },
    footNote: {
      en: 'All salads come with a slice of our sourdough flatbread.',
      de: 'Alle Salate werden mit einer Scheibe unseres Sauerteig-Fladenbrots serviert.',
      fr: 'Toutes les salades sont servies avec une tranche de notre pain plat au levain.',
      ar: 'تُقدَّم جميع السلطات مع شريحة من خبزنا المسطح بالعجين المخمّر.',
    },
  },
  {
    key: 'soups',
    priority: 3,
    image: { kind: 'soup', hue: 28 },
    name: { en: 'Soups', de: 'Suppen', fr: 'Soupes', ar: 'شوربات' },
  },
  {
    key: 'pizza',
    priority: 4,
    image: { kind: 'pizza', hue: 12 },
    name: {
      en: 'Stone-oven pizza',
      de: 'Pizza aus dem Steinofen',
      fr: 'Pizzas au feu de pierre',
      ar: 'بيتزا الفرن الحجري',
    },
    description: {
      en: 'Dough rested for 48 hours, baked at 400 °C.',
      de: 'Teig 48 Stunden gereift, bei 400 °C gebacken.',
      fr: 'Pâte reposée 48 heures, cuite à 400 °C.',
      ar: 'عجينة مخمّرة لمدة 48 ساعة، تُخبز على حرارة 400 درجة مئوية.',
    },
    footNote: {
      en: 'Every pizza is also available on a gluten-free base.',
      de: 'Jede Pizza gibt es auch mit glutenfreiem Boden.',
      fr: 'Chaque pizza existe aussi avec une pâte sans gluten.',
      ar: 'كل أنواع البيتزا متوفرة أيضًا بعجينة خالية من الغلوتين.',
    },
  },
  {
    key: 'pasta',
    priority: 5,
    image: { kind: 'pasta', hue: 8 },
    name: { en: 'Pasta & Spätzle', de: 'Pasta & Spätzle', fr: 'Pâtes & Spätzle', ar: 'معكرونة وشبيتسله' },
  },
  {
    key: 'mains',
    priority: 6,
    image: { kind: 'grill', hue: 20 },
    name: { en: 'Main courses', de: 'Hauptgerichte', fr: 'Plats principaux', ar: 'الأطباق الرئيسية' },
    description: {
      en: 'From our charcoal grill and the vegetable garden.',
      de: 'Vom Holzkohlegrill und aus dem Gemüsegarten.',
      fr: 'De notre grill au charbon de bois et du potager.',
      ar: 'من شوايتنا على الفحم ومن حديقة الخضار.',
    },
    subcategories: [
      {
        key: 'mains-grill',
        priority: 1,
        image: { kind: 'grill', hue: 15 },
        name: { en: 'Meat & fish', de: 'Fleisch & Fisch', fr: 'Viande & poisson', ar: 'لحوم وأسماك' },
      },
      {
        key: 'mains-veggie',
        priority: 2,
        image: { kind: 'salad', hue: 110 },
        name: { en: 'Vegetarian', de: 'Vegetarisch', fr: 'Végétarien', ar: 'نباتي' },
      },
    ],
  },
  {
    key: 'street-food',
    priority: 7,
    image: { kind: 'burger', hue: 35 },
    name: {
      en: 'Burgers & street food',
      de: 'Burger & Streetfood',
      fr: 'Burgers & street food',
      ar: 'برغر وأكل الشارع',
    },
  },
  {
    key: 'desserts',
    priority: 8,
    image: { kind: 'dessert', hue: 330 },
    name: { en: 'Desserts', de: 'Desserts', fr: 'Desserts', ar: 'حلويات' },
    footNote: {
      en: 'Coffee & cake every afternoon from 3 to 6 pm.',
      de: 'Kaffee & Kuchen jeden Nachmittag von 15 bis 18 Uhr.',
      fr: 'Café & gâteau chaque après-midi de 15 h à 18 h.',
      ar: 'قهوة وكعكة كل يوم بعد الظهر من الساعة 3 إلى 6 مساءً.',
    },
  },
  {
    key: 'drinks',
    priority: 9,
    image: { kind: 'drink', hue: 190 },
    name: { en: 'Drinks', de: 'Getränke', fr: 'Boissons', ar: 'مشروبات' },
    footNote: {
      en: 'Bottled drinks carry a €0.25 deposit.',
      de: 'Auf Flaschengetränke erheben wir 0,25 € Pfand.',
      fr: 'Les boissons en bouteille sont consignées 0,25 €.',
      ar: 'المشروبات المعبأة في زجاجات عليها تأمين قدره 0.25 يورو.',
    },
    subcategories: [
      {
        key: 'drinks-soft',
        priority: 1,
        image: { kind: 'drink', hue: 170 },
        name: {
          en: 'Soft drinks',
          de: 'Alkoholfreie Getränke',
          fr: 'Boissons sans alcool',
          ar: 'مشروبات غازية وعصائر',
        },
      },
      {
        key: 'drinks-beer-wine',
        priority: 2,
        image: { kind: 'wine', hue: 345 },
        name: { en: 'Beer & wine', de: 'Bier & Wein', fr: 'Bière & vin', ar: 'بيرة ونبيذ' },
      },
      {
        key: 'drinks-hot',
        priority: 3,
        image: { kind: 'coffee', hue: 30 },
        name: { en: 'Hot drinks', de: 'Heißgetränke', fr: 'Boissons chaudes', ar: 'مشروبات ساخنة' },
      },
    ],
  },
  {
    key: 'menus',
    priority: 10,
    image: { kind: 'menu', hue: 140 },
    name: { en: 'Set menus', de: 'Menüs', fr: 'Formules', ar: 'وجبات كاملة' },
    description: {
      en: 'Put together your own menu, step by step.',
      de: 'Stellen Sie Ihr Menü Schritt für Schritt zusammen.',
      fr: 'Composez votre formule, étape par étape.',
      ar: 'كوّن وجبتك بنفسك خطوة بخطوة.',
    },
  },
  {
    key: 'extras',
    priority: 11,
    isExtra: true,
    image: { kind: 'bread', hue: 45 },
    name: {
      en: 'Sides & extras',
      de: 'Beilagen & Extras',
      fr: 'Accompagnements & extras',
      ar: 'أطباق جانبية وإضافات',
    },
  },
];

export const demoDepots: readonly DepotSeed[] = [
  {
    key: 'bottle',
    price: 25,
    name: { en: 'Bottle deposit', de: 'Flaschenpfand', fr: 'Consigne bouteille', ar: 'تأمين الزجاجة' },
  },
];

export const demoAttributeGroups: readonly AttributeGroupSeed[] = [
  {
    key: 'size',
    priority: 1,
    minimumValue: 1,
    maximumValue: 1,
    isMultiSelect: false,
    name: { en: 'Size', de: 'Größe', fr: 'Taille', ar: 'الحجم' },
    items: [
      { key: 'size-regular', name: { en: 'Regular', de: 'Normal', fr: 'Normale', ar: 'عادي' } },
      { key: 'size-large', name: { en: 'Large', de: 'Groß', fr: 'Grande', ar: 'كبير' } },
    ],
  },
  {
    key: 'pizza-base',
    priority: 2,
    minimumValue: 1,
    maximumValue: 1,
    isMultiSelect: false,
    name: { en: 'Pizza base', de: 'Pizzaboden', fr: 'Pâte à pizza', ar: 'عجينة البيتزا' },
    items: [
      { key: 'base-classic', name: { en: 'Classic', de: 'Klassisch', fr: 'Classique', ar: 'كلاسيكية' } },
      {
        key: 'base-wholegrain',
        name: { en: 'Wholegrain', de: 'Vollkorn', fr: 'Complète', ar: 'حبوب كاملة' },
      },
      {
        key: 'base-gluten-free',
        name: { en: 'Gluten-free', de: 'Glutenfrei', fr: 'Sans gluten', ar: 'خالية من الغلوتين' },
      },
    ],
  },
  {
    key: 'doneness',
    priority: 3,
    minimumValue: 1,
    maximumValue: 1,
    isMultiSelect: false,
    name: { en: 'Cooking', de: 'Garstufe', fr: 'Cuisson', ar: 'درجة الطهي' },
    items: [
      { key: 'doneness-pink', name: { en: 'Pink', de: 'Rosa', fr: 'Rosé', ar: 'وردي' } },
      { key: 'doneness-medium', name: { en: 'Medium', de: 'Medium', fr: 'À point', ar: 'متوسط' } },
      {
        key: 'doneness-well',
        name: { en: 'Well done', de: 'Durchgebraten', fr: 'Bien cuit', ar: 'مطهو جيدًا' },
      },
    ],
  },
  {
    key: 'toppings',
    priority: 4,
    minimumValue: 0,
    maximumValue: 3,
    isMultiSelect: true,
    name: { en: 'Extra toppings', de: 'Extra-Beläge', fr: 'Garnitures supplémentaires', ar: 'إضافات' },
    items: [
      {
        key: 'topping-mozzarella',
        image: { kind: 'sauce', hue: 50 },
        name: { en: 'Mozzarella', de: 'Mozzarella', fr: 'Mozzarella', ar: 'موزاريلا' },
      },
      {
        key: 'topping-olives',
        image: { kind: 'sauce', hue: 280 },
        name: {
          en: 'Kalamata olives',
          de: 'Kalamata-Oliven',
          fr: 'Olives de Kalamata',
          ar: 'زيتون كالاماتا',
        },
      },
      {
        key: 'topping-mushrooms',
        image: { kind: 'sauce', hue: 30 },
        name: { en: 'Mushrooms', de: 'Champignons', fr: 'Champignons', ar: 'فطر' },
      },
      {
        key: 'topping-rocket',
        image: { kind: 'sauce', hue: 100 },
        name: { en: 'Rocket', de: 'Rucola', fr: 'Roquette', ar: 'جرجير' },
      },
      {
        key: 'topping-jalapenos',
        image: { kind: 'sauce', hue: 80 },
        name: { en: 'Jalapeños', de: 'Jalapeños', fr: 'Jalapeños', ar: 'هالبينو' },
      },
      {
        key: 'topping-halloumi',
        image: { kind: 'sauce', hue: 45 },
        name: { en: 'Grilled halloumi', de: 'Gegrillter Halloumi', fr: 'Halloumi grillé', ar: 'حلوم مشوي' },
      },
    ],
  },
  {
    key: 'sauces',
    priority: 5,
    minimumValue: 0,
    maximumValue: 2,
    isMultiSelect: true,
    name: { en: 'Sauces', de: 'Soßen', fr: 'Sauces', ar: 'صلصات' },
    items: [
      {
        key: 'sauce-tzatziki',
        image: { kind: 'sauce', hue: 90 },
        name: { en: 'Tzatziki', de: 'Tzatziki', fr: 'Tzatziki', ar: 'تزاتزيكي' },
      },
      {
        key: 'sauce-tahini',
        image: { kind: 'sauce', hue: 38 },
        name: { en: 'Tahini', de: 'Tahini', fr: 'Tahini', ar: 'طحينة' },
      },
      {
        key: 'sauce-harissa',
        image: { kind: 'sauce', hue: 5 },
        name: { en: 'Harissa', de: 'Harissa', fr: 'Harissa', ar: 'هريسة' },
      },
      {
        key: 'sauce-aioli',
        image: { kind: 'sauce', hue: 55 },
        name: { en: 'Garlic aioli', de: 'Knoblauch-Aioli', fr: 'Aïoli à l’ail', ar: 'أيولي بالثوم' },
      },
    ],
  },
];

/** Regular size at the base price, large at a surcharge. */
export const sizeOptions = (largeSurcharge: number): ProductOptionSeed[] => [
  { item: 'size-regular', price: 0 },
  { item: 'size-large', price: largeSurcharge },
];

export const pizzaOptions: readonly ProductOptionSeed[] = [
  { item: 'base-classic', price: 0 },
  { item: 'base-wholegrain', price: 100 },
  { item: 'base-gluten-free', price: 250 },
  { item: 'topping-mozzarella', price: 150 },
  { item: 'topping-olives', price: 100 },
  { item: 'topping-mushrooms', price: 100 },
  { item: 'topping-rocket', price: 100 },
  { item: 'topping-jalapenos', price: 80 },
  { item: 'topping-halloumi', price: 250 },
];

export const burgerOptions: readonly ProductOptionSeed[] = [
  { item: 'topping-halloumi', price: 200 },
  { item: 'topping-jalapenos', price: 60 },
  { item: 'topping-rocket', price: 80 },
];

export const sauceOptions = (price: number): ProductOptionSeed[] => [
  { item: 'sauce-tzatziki', price },
  { item: 'sauce-tahini', price },
  { item: 'sauce-harissa', price },
  { item: 'sauce-aioli', price },
];

export const donenessOptions: readonly ProductOptionSeed[] = [
  { item: 'doneness-pink', price: 0 },
  { item: 'doneness-medium', price: 0 },
  { item: 'doneness-well', price: 0 },
];
