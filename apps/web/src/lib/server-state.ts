import type { DehydratedState } from '@tanstack/react-query';
import type { DeliveryType, OffsetSpan } from '@tavola/domain';
import { isLocale, type Locale } from '@tavola/i18n/locales';

/**
 * What the server's render of the menu puts beside its HTML (issue 21; entry-server.tsx), read
 * by the browser from `<script id="tavola-state" type="application/json">`.
 */
export interface ServerState {
  /** the language and delivery type the page was rendered for: the browser hydrates only when its own agree */
  locale: Locale;
  deliveryType: DeliveryType | null;
  /** path and query of the rendered address */
  url: string;
  queries: DehydratedState;
  /**
   * What the render formatted, for the browser to learn before it hydrates: hydration then
   * builds no Intl object, the first of which costs a phone a long task (decision 062).
   */
  formatted: {
    /** the amounts, by `locale:currency:minor` */
    money: Record<string, string>;
    /** the restaurant's dates, times and moments as spelt (format-wall-clock's keys) */
    wallClock: Record<string, string>;
    /** the restaurant's offset from the minute of the render on, until it changes */
    clock: OffsetSpan;
  };
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/** The server's render state, when the page came rendered (never executed: type application/json). */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById('tavola-state')?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as ServerState;
    const whole =
      isLocale(state.locale) &&
      Array.isArray(state.queries?.queries) &&
      isObject(state.formatted?.money) &&
      isObject(state.formatted.wallClock) &&
      isObject(state.formatted.clock);
    return whole ? state : undefined;
  } catch {
    return undefined;
  }
}
