import { describe, expect, it } from 'vitest';
import { readServerState } from './server-state';

/** A page whose `tavola-state` script holds `text`. */
const pageWith = (text: string) =>
  ({
    getElementById: (id: string) => (id === 'tavola-state' ? { textContent: text } : null),
  }) as unknown as Document;

const state = {
  locale: 'ar',
  deliveryType: 'pickup',
  url: '/menu',
  queries: { mutations: [], queries: [] },
  formatted: {
    money: { 'ar:EUR:1890': '‏18.90 €' },
    wallClock: { 'clock|ar|2026-11-29 11:30|2026-11-28|': 'غدًا، 11:30' },
    clock: { zone: 'Europe/Berlin', from: 29_931_706, until: 29_951_866, offset: 60 },
  },
};

describe('readServerState', () => {
  it('reads the state the server rendered the menu with', () => {
    expect(readServerState(pageWith(JSON.stringify(state)))).toEqual(state);
  });

  it('takes a state that is not whole as none: the browser then renders the page itself', () => {
    const { formatted: _, ...withoutFormatted } = state;
    for (const broken of [
      '{',
      JSON.stringify({ ...state, locale: 'xx' }),
      JSON.stringify({ ...state, queries: {} }),
      JSON.stringify(withoutFormatted),
      JSON.stringify({ ...state, formatted: { ...state.formatted, money: null } }),
      JSON.stringify({ ...state, formatted: { ...state.formatted, wallClock: undefined } }),
    ])
      expect(readServerState(pageWith(broken))).toBeUndefined();
    expect(readServerState(pageWith(''))).toBeUndefined();
  });
});
