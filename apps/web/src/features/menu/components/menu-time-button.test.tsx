// @vitest-environment jsdom
import type { RestaurantInfo } from '@tavola/contracts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, loadTranslator } from '../../../lib/i18n';
import { MenuTimeButton } from './menu-time-button';

/**
 * SPEC §5: the menu's time button names what the checkout's picker offers. 'As soon as possible'
 * only while the restaurant takes orders now; when closed, the next open time ('Today, 17:30').
 */

// pickup Tuesday 11:30-14:30 and 17:00-22:00 in Berlin, 20 minutes to prepare
const pickupHours = [
  { weekday: 2, open_at: '11:30', close_at: '14:30' },
  { weekday: 2, open_at: '17:00', close_at: '22:00' },
];
const restaurant = {
  time_zone: 'Europe/Berlin',
  restaurantAvailableTimes: [],
  restaurantTakeawayTimes: pickupHours,
  hereTimes: [],
  restaurant_close_times: [],
  settings: {
    catalogue_mode: false,
    ticketingSystem: false,
    shop_providing: true,
    closed: false,
    lead_minutes: { delivery: 45, pickup: 20, here: 0 },
    available_days: { delivery: 7, pickup: 7, here: 0 },
  },
} as unknown as RestaurantInfo;
const basket: { data: { deliveryType: 'pickup'; deliveryTime: string | null } | undefined } = {
  data: undefined,
};

vi.mock('../../restaurant', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../restaurant')>()),
  useRestaurant: () => restaurant,
}));
vi.mock('../../basket', () => ({
  isAtTable: () => false,
  useBasket: () => basket,
  useDeliveryType: () => ({ offered: ['pickup'], selected: 'pickup' }),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  basket.data = undefined;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderButton(now: string) {
  vi.setSystemTime(new Date(now));
  const t = await loadTranslator('en');
  await act(async () => {
    render(
      <I18nProvider initial={{ locale: 'en', t }}>
        <MenuTimeButton />
      </I18nProvider>,
    );
  });
  // while closed the next open time's rules load on demand: '…' until they are there
  await waitFor(() => expect(screen.getByRole('button').textContent).not.toBe('…'));
  return screen.getByRole('button');
}

describe('MenuTimeButton', () => {
  it("says 'As soon as possible' while open (Tuesday 12:30)", async () => {
    const button = await renderButton('2026-12-01T12:30:00+01:00');
    expect(button.textContent).toBe('As soon as possible');
    expect(button.getAttribute('aria-label')).toBe('Order time: As soon as possible. Change it');
  });

  it('names the next open time while closed between shifts (Tuesday 15:00 → Today, 17:00)', async () => {
    const button = await renderButton('2026-12-01T15:00:00+01:00');
    expect(button.textContent).toBe('Today, 17:00');
  });

  it('names the next open time after closing, even with a basket without a time (22:30 → Tue 8 Dec)', async () => {
    basket.data = { deliveryType: 'pickup', deliveryTime: null };
    const button = await renderButton('2026-12-01T22:30:00+01:00');
    expect(button.textContent).toBe('Tue 8 Dec, 11:30');
  });

  it('says there is no time when none lies within the days a guest may order', async () => {
    restaurant.settings.available_days.pickup = 0;
    try {
      const button = await renderButton('2026-12-01T22:30:00+01:00');
      expect(button.textContent).toBe('No time available');
    } finally {
      restaurant.settings.available_days.pickup = 7;
    }
  });

  it("shows the basket's chosen time", async () => {
    basket.data = { deliveryType: 'pickup', deliveryTime: '2026-12-02 11:45' };
    const button = await renderButton('2026-12-01T15:00:00+01:00');
    expect(button.textContent).toBe('Tomorrow, 11:45');
  });
});
