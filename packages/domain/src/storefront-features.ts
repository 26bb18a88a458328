/** The settings (SPEC §3, §9) that decide which parts of the storefront a restaurant offers. */
export interface StorefrontFeatureSettings {
  ticketingSystem: boolean;
  /** SPEC §3 theme eventMode */
  eventMode: boolean;
  reservation_table: boolean;
  registration_enabled: boolean;
  has_blog: boolean;
  search_enabled: boolean;
  available_voucher: boolean;
}

export interface StorefrontFeatures {
  tableReservation: boolean;
  openingTimes: boolean;
  /** customers' login, password reset and the auth panel */
  accounts: boolean;
  registration: boolean;
  blog: boolean;
  /** SPEC §6 settings gating: product search (the search box and both search calls) */
  search: boolean;
  /** SPEC §6 settings gating: vouchers at checkout */
  vouchers: boolean;
}

/**
 * SPEC §2: with a ticketing system the storefront has no table reservation, opening-times
 * panel, auth panel (login, register) or blog (blogs exist only when event mode is off). The
 * storefront hides them and the server refuses them, from this one rule.
 */
export function storefrontFeatures(settings: StorefrontFeatureSettings): StorefrontFeatures {
  const ticketing = settings.ticketingSystem;
  return {
    tableReservation: settings.reservation_table && !ticketing,
    openingTimes: !ticketing,
    accounts: !ticketing,
    registration: settings.registration_enabled && !ticketing,
    blog: settings.has_blog && !ticketing && !settings.eventMode,
    search: settings.search_enabled,
    vouchers: settings.available_voucher,
  };
}
