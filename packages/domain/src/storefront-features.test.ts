import { describe, expect, it } from 'vitest';
import { storefrontFeatures } from './storefront-features';

const everythingOn = {
  ticketingSystem: false,
  eventMode: false,
  reservation_table: true,
  registration_enabled: true,
  has_blog: true,
};

describe('storefront features (SPEC §2)', () => {
  it('offers what the settings switch on when no ticketing system runs', () => {
    expect(storefrontFeatures(everythingOn)).toEqual({
      tableReservation: true,
      openingTimes: true,
      accounts: true,
      registration: true,
      blog: true,
    });
  });
  it('suppresses table reservation, opening times, accounts and the blog with a ticketing system', () => {
    expect(storefrontFeatures({ ...everythingOn, ticketingSystem: true })).toEqual({
      tableReservation: false,
      openingTimes: false,
      accounts: false,
      registration: false,
      blog: false,
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
});
