import type { DeliveryType, TaxCategory } from '@tavola/domain';
import type { FoodKind } from './food-images';

/**
 * The shape of a demo restaurant as plain data. Rows refer to each other by `key`, never by
 * id: the seeder inserts them in dependency order and resolves keys to the ids it gets back.
 */

/**
 * Seed texts are complete in every storefront locale, unlike LocalizedText in general. A type
 * alias, not an interface, so it stays assignable to LocalizedText's index signature.
 */
export type SeedText = { en: string; de: string; fr: string; ar: string };

/** EU allergen letters as printed on German menus (A gluten, C eggs, G milk, H nuts, N sesame…). */
export type AllergenCode = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'L' | 'M' | 'N' | 'O' | 'P' | 'R';

/** SPEC §3 weekday list: 0 = Sunday .. 6 = Saturday (opening hours). */
export type OpeningWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** SPEC §3 happyHours: weekdays run 1..7 with Sunday = 7 (unlike opening hours). */
export type HappyHourWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface SeedImage {
  kind: FoodKind;
  /** tint of the background and of some of the food, 0..360 */
  hue: number;
}

export interface SubcategorySeed {
  key: string;
  name: SeedText;
  image: SeedImage;
  priority: number;
}

export interface CategorySeed {
  key: string;
  name: SeedText;
  description?: SeedText;
  footNote?: SeedText;
  image: SeedImage;
  priority: number;
  isExtra?: boolean;
  subcategories?: readonly SubcategorySeed[];
}

export interface DepotSeed {
  key: string;
  name: SeedText;
  price: number;
}

export interface AttributeItemSeed {
  /** unique within the restaurant, so products can name it alone */
  key: string;
  name: SeedText;
  image?: SeedImage;
}

export interface AttributeGroupSeed {
  key: string;
  name: SeedText;
  minimumValue: number;
  /** null = no maximum */
  maximumValue: number | null;
  isMultiSelect: boolean;
  priority: number;
  items: readonly AttributeItemSeed[];
}

/** An attribute item offered with one product, at that product's price for it. */
export interface ProductOptionSeed {
  item: string;
  price: number;
}

export interface HappyHourSeed {
  weekdays: readonly HappyHourWeekday[];
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
}

export interface ExtraTabSeed {
  title: SeedText;
  /** may hold simple rich text */
  content: SeedText;
}

export interface StepProductSeed {
  /** key of a product of the same restaurant */
  product: string;
  price?: number;
  isMultipleAllowed?: boolean;
}

export interface PackageStepSeed {
  name: SeedText;
  question?: SeedText;
  min: number;
  max: number;
  products: readonly StepProductSeed[];
}

export interface ProductSeed {
  key: string;
  category: string;
  subcategory?: string;
  name: SeedText;
  /** may hold simple rich text; sanitised before it is stored */
  description?: SeedText;
  image: SeedImage;
  /** minor units */
  price: number;
  /** minor units; shown as 'From' */
  minPrice?: number;
  /** undefined = unlimited */
  stock?: number;
  allergyCodes?: readonly AllergenCode[];
  extraTabs?: readonly ExtraTabSeed[];
  /** undefined = every type */
  deliveryTypes?: readonly DeliveryType[];
  pinned?: boolean;
  depot?: string;
  /** issue 36: what it is for VAT; undefined = food */
  taxCategory?: TaxCategory;
  options?: readonly ProductOptionSeed[];
  happyHours?: readonly HappyHourSeed[];
  /** a package (menu) when present */
  steps?: readonly PackageStepSeed[];
  /** SPEC §3 person: each unit names its guest (event mode: one ticket per person) */
  askName?: boolean;
  /** SPEC §3 date: each unit needs a date the product's happy hours allow */
  askDate?: boolean;
}

/** SPEC §3 ticket time: weekday 0 = Sunday .. 6 = Saturday; 'HH:MM' time and duration. */
export interface TicketTimeSeed {
  startDate: string;
  endDate: string;
  weekday: OpeningWeekday;
  time: string;
  duration: string;
  /** null = unlimited */
  capacity: number | null;
}

export interface OpeningHourSeed {
  deliveryType: DeliveryType;
  weekday: OpeningWeekday;
  /** 'HH:MM'; a close not after the open runs past midnight */
  openAt: string;
  closeAt: string;
}

export interface CloseTimeSeed {
  /** wall clock in the restaurant's zone, 'YYYY-MM-DDTHH:MM' */
  startsAt: string;
  endsAt: string;
  reason?: SeedText;
}

export interface DeliveryAreaSeed {
  postalCode: string;
  shippingPrice: number;
  minimumOrderValue: number;
  freeFrom?: number;
}

export interface VoucherSeed {
  /** upper-case, as the vouchers table stores it */
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minimumOrderValue: number;
  usageLimit?: number;
  /** ISO instant */
  startsAt?: string;
  expiresAt?: string;
}

export interface TableSeed {
  name: string;
  capacity: number;
  reservable?: boolean;
  /** where it stands, e.g. 'Courtyard' (issue 16: groups the board's table view and the QR sheet) */
  area?: string;
}

export type LegalKind = 'about_us' | 'privacy_policy' | 'imprint' | 'terms_and_conditions';

export interface InformationPageSeed {
  title: SeedText;
  content: SeedText;
  priority: number;
}

export interface AnnouncementSeed {
  kind: 'general' | 'before_checkout';
  content: SeedText;
  active: boolean;
}

export interface BlogTagSeed {
  key: string;
  name: SeedText;
}

export interface BlogSeed {
  slug: string;
  title: SeedText;
  excerpt: SeedText;
  content: SeedText;
  image: SeedImage;
  /** ISO instant */
  publishedAt: string;
  tags: readonly string[];
}

export interface TestimonialSeed {
  authorName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
}

/** Keys of restaurants.settings, as contracts' restaurantSettingsSchema reads them; omitted keys take its defaults. */
export interface SeedSettings {
  deliveryTypes: readonly DeliveryType[];
  paymentMethods: readonly string[];
  lead_minutes: Record<DeliveryType, number>;
  available_days: Record<DeliveryType, number>;
  delivery_average_time: number;
  search_enabled: boolean;
  tip_request: boolean;
  available_voucher: boolean;
  has_announcement: boolean;
  allergies: boolean;
  reservation_table: boolean;
  has_blog: boolean;
  registration_enabled: boolean;
  slot_capacity: number | null;
  zero_price_format: 'zero' | 'free' | 'empty';
  demo_mode: boolean;
  /** issue 16: ask the guests at a table how many they are; let them call the robot or a waiter */
  has_person_on_table?: boolean;
  robot_request_available?: boolean;
  /** SPEC §3 ticketingSystem: event mode with date and time slots (issue 18) */
  ticketingSystem?: boolean;
  meta?: { show_open_hours: boolean; foot_note: 'bottom' | 'top' };
  categories_expanded?: boolean;
  personal_information_fields?: Record<
    'name' | 'email' | 'mobile' | 'birth_date' | 'company' | 'comment',
    'required' | 'optional' | 'hidden'
  > & { product_comment: boolean };
}

/** restaurants.theme without the image ids, which the seeder fills in. */
export interface SeedTheme {
  primaryColor: string;
  logoShape: 'square' | 'round' | 'wide';
  sideMenu: boolean;
  eventMode: boolean;
}

export interface RestaurantSeed {
  slug: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  telephone: string;
  email: string;
  /** issue 36: the seller its receipts name, and its tax identifiers (decision 086) */
  legalName: string;
  vatId: string;
  taxNumber: string;
  timeZone: string;
  currency: string;
  defaultLang: keyof SeedText;
  socialLinks: Record<string, string>;
  pinnedProductsLabel?: SeedText;
  closeMessage?: SeedText;
  /** the cuisine line of the restaurant search (issue 19) */
  cuisine?: SeedText;
  settings: SeedSettings;
  theme: SeedTheme;
  logo: { initials: string; colour: string };
  mainImage?: SeedImage;
  categories: readonly CategorySeed[];
  depots: readonly DepotSeed[];
  attributeGroups: readonly AttributeGroupSeed[];
  products: readonly ProductSeed[];
  openingHours: readonly OpeningHourSeed[];
  /** event mode: when classes start and how many they take */
  ticketTimes?: readonly TicketTimeSeed[];
  closeTimes: readonly CloseTimeSeed[];
  deliveryAreas: readonly DeliveryAreaSeed[];
  vouchers: readonly VoucherSeed[];
  tables: readonly TableSeed[];
  legal: Partial<Record<LegalKind, SeedText>>;
  informationPages: readonly InformationPageSeed[];
  announcements: readonly AnnouncementSeed[];
  blogTags: readonly BlogTagSeed[];
  blogs: readonly BlogSeed[];
  testimonials: readonly TestimonialSeed[];
}
