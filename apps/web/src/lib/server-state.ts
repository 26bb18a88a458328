import type { DehydratedState } from '@tanstack/react-query';
import type { DeliveryType, MomentRun } from '@tavola/domain';
import { isLocale, type Locale } from '@tavola/i18n/locales';

/** What the server's render of the menu put beside its HTML (issue 21; entry-server.tsx). */
export interface ServerState {
  locale: Locale;
  deliveryType: DeliveryType | null;
  url: string;
  queries: DehydratedState;
  /** what the render formatted (entry-server.tsx): learnt before hydrating, so hydration builds no Intl object */
  formatted?: { money: Record<string, string>; clock: MomentRun };
}

/** The server's render state, when the page came rendered (never executed: type application/json). */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById('tavola-state')?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as ServerState;
    return isLocale(state.locale) && Array.isArray(state.queries?.queries) ? state : undefined;
  } catch {
    return undefined;
  }
}
