import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('formats minor units in the currency and language', () => {
    expect(formatMoney(1290, 'EUR', 'de')).toBe('12,90\u00a0€');
    expect(formatMoney(1290, 'EUR', 'en')).toBe('€12.90');
    expect(formatMoney(500, 'CHF', 'fr')).toMatch(/^5,00\s?CHF$/);
  });
  it('respects currencies without minor digits', () => {
    expect(formatMoney(1200, 'JPY', 'en')).toBe('JP¥1,200');
  });
});

describe('recordMoney and learnMoney', () => {
  const NumberFormat = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = NumberFormat;
    vi.resetModules();
  });

  /** The module as a page first loads it: no formatter built yet. */
  const freshModule = async () => {
    vi.resetModules();
    return import('./format-money');
  };

  it('records what was formatted until stopped', async () => {
    const { formatMoney, recordMoney } = await freshModule();
    const seen: Record<string, string> = {};
    const stop = recordMoney((key, text) => {
      seen[key] = text;
    });
    formatMoney(1290, 'EUR', 'en');
    formatMoney(450, 'EUR', 'ar');
    stop();
    formatMoney(99, 'EUR', 'en');
    expect(seen).toEqual({ 'en:EUR:1290': '€12.90', 'ar:EUR:450': formatMoney(450, 'EUR', 'ar') });
  });

  it('formats a learnt amount as recorded, without building a formatter', async () => {
    const server = await freshModule();
    const recorded: Record<string, string> = {};
    server.recordMoney((key, text) => {
      recorded[key] = text;
    });
    server.formatMoney(1290, 'EUR', 'de');

    const browser = await freshModule();
    let built = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct(target, args) {
        built++;
        return Reflect.construct(target, args);
      },
    });
    browser.learnMoney(recorded);
    expect(browser.formatMoney(1290, 'EUR', 'de')).toBe('12,90\u00a0€');
    expect(built).toBe(0);
    // an amount the server did not format, the usual way
    expect(browser.formatMoney(1300, 'EUR', 'de')).toBe('13,00\u00a0€');
    expect(built).toBe(1);
  });
});
