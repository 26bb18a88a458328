import { type APIRequestContext, expect } from '@playwright/test';
import { apiGuest } from './api-orders';
import { testClock } from './test-clock';

interface Data<T> {
  data: T;
}

export interface NightOrder {
  orderId: number;
  /** wall-clock 'YYYY-MM-DD HH:MM' in Berlin, as the board shows it */
  due: string;
  name: string;
  mobile: string;
  comment?: string;
}

const berlinDay = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(instant);
const berlinMinutes = (instant: number) => {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .split(':')
    .map(Number) as [number, number];
  return hour * 60 + minute;
};
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The pickup times a busy night spreads over: today's from half an hour ahead (quarter hours),
 * then tomorrow's and the day after's, in a shuffled order so that the order numbers (the order
 * they came in) do not follow the times they are due.
 */
function pickupTimes(): string[] {
  const now = testClock.now();
  const today = berlinDay(now);
  const soonest = Math.ceil((berlinMinutes(now) + 30) / 15) * 15;
  const times: string[] = [];
  for (let minutes = soonest; minutes < 24 * 60; minutes += 15) times.push(`${today} ${clock(minutes)}`);
  for (const days of [1, 2])
    for (let minutes = 12 * 60; minutes < 22 * 60; minutes += 15)
      times.push(`${berlinDay(now + days * 86_400_000)} ${clock(minutes)}`);
  return times;
}

/**
 * Issue 34: thirty pickup orders placed through the API as guests place them, due tonight and
 * on the next days, in an order that is not the order they are due; one carries an allergy
 * comment. Names carry `tag`, so each run (and project) finds its own.
 */
export async function placeBusyNight(request: APIRequestContext, tag: string, count = 30) {
  const guest = await apiGuest(request);
  const found = await guest.get<Data<{ id: number; name: string }[]>>('restaurant/search-products', {
    name: 'Espresso',
  });
  const espresso = found.data.find((entry) => entry.name === 'Espresso');
  expect(espresso).toBeDefined();
  const times = pickupTimes();
  // today's and later times interleaved and shuffled by a fixed rule: every run alike
  const wanted = times
    .map((time, index) => ({ time, key: (index * 7919) % 101 }))
    .sort((a, b) => a.key - b.key);
  const placed: NightOrder[] = [];
  let next = 0;
  for (let i = 0; i < count; i++) {
    const basketId = (await guest.post<Data<{ id: string }>>('basket/create', { deliveryType: 'pickup' }))
      .data.id;
    await guest.post('basket/add', { basketId, productId: espresso!.id, quantity: 1 + (i % 3) });
    let due: string | undefined;
    while (!due && next < wanted.length) {
      const time = wanted[next++]!.time;
      const answer = await guest.postRaw('basket/add-delivery-time', {
        basketId,
        delivery_time: time,
        deliveryType: 'pickup',
      });
      if (answer.ok()) due = time;
    }
    expect(due, 'a free pickup time').toBeDefined();
    const name = `Night ${tag} ${String(i + 1).padStart(2, '0')}`;
    const mobile = `+49 151 ${String(4000_0000 + i * 37).padStart(8, '0')}`;
    const comment = i === 4 ? 'No onions please, allergic to sesame!' : undefined;
    await guest.post('basket/add-address', {
      basketId,
      userInfo: { name, email: 'night@example.test', mobile, ...(comment ? { comment } : {}) },
    });
    const orderId = (
      await guest.post<Data<{ orderId: number }>>('order/create-order', { basketId, paymentType: 'cash' })
    ).data.orderId;
    placed.push({ orderId, due: due!, name, mobile, comment });
  }
  return placed;
}

export const berlinToday = () => berlinDay(testClock.now());
