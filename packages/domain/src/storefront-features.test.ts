import { describe, expect, it } from 'vitest';
import { storefrontFeatures } from './storefront-features';

const everythingOn = {
  ticketingSystem: false,
  eventMode: false,
  reservation_table: true,
  registration_enabled: true,
  has_blog: true,
  search_enabled: true,
  available_voucher: true,
};

describe('storefront features (SPEC §2)', () => {
  it('offers what the settings switch on when no ticketing system runs', () => {
    expect(storefrontFeatures(everythingOn)).toEqual({
      tableReservation: true,
      openingTimes: true,
      accounts: true,
      registration: true,
      blog: true,
      search: true,
      vouchers: true,
    });
  });
  it('suppresses table reservation, opening times, accounts and the blog with a ticketing system', () => {
    expect(storefrontFeatures({ ...everythingOn, ticketingSystem: true })).toEqual({
      tableReservation: false,
      openingTimes: false,
      accounts: false,
      registration: false,
      blog: false,
      search: true,
      vouchers: true,
    });
  });
  it('has blogs only while event mode is off', () => {
    expect(storefrontFeatures({ ...everythingOn, eventMode: true }).blog).toBe(false);
    expect(storefrontFeatures({ ...everythingOn, eventMode: true }).accounts).toBe(true);
  });
  it('keeps what a restaurant switched off, off', () => {
    const off = storefrontFeatures({
      ...everythingOn,
      reservation_table: false,
      registration_enabled: false,
    });
    expect(off.tableReservation).toBe(false);
    expect(off.registration).toBe(false);
    expect(off.accounts).toBe(true);
  });
  it('offers search and vouchers only while their settings are on (SPEC §6)', () => {
    expect(storefrontFeatures({ ...everythingOn, search_enabled: false }).search).toBe(false);
    expect(storefrontFeatures({ ...everythingOn, available_voucher: false }).vouchers).toBe(false);
    expect(storefrontFeatures({ ...everythingOn, search_enabled: false }).vouchers).toBe(true);
  });
});
