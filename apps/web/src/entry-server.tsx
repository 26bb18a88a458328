/**
 * Issue 21, decision 035: the server's render of the menu's first paint. The API loads this
 * module from the storefront's build (dist/server) and calls `renderMenuPage` for GET /menu:
 * the same tree as the browser's (StorefrontApp, the app's routes), its data read through the
 * API's own endpoints, rendered to HTML once every part of it is ready. The browser hydrates it
 * with the queries dehydrated here, so it neither fetches them again nor moves anything.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { offeredDeliveryTypes, offsetSpan, preferredDeliveryType } from '@tavola/domain';
import type { Locale } from '@tavola/i18n/locales';
import { recordMoney } from '@tavola/i18n/money';
import { recordWallClocks } from '@tavola/i18n/wall-clock';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { Router as AddressRouter } from 'wouter';
import { queryDefaults, StorefrontApp } from './app/storefront-app';
import { categoriesQuery, pinnedProductsQuery, productsQuery } from './features/menu/api/menu-queries';
import { restaurantInfoQuery } from './features/restaurant/api/restaurant-queries';
import { typesOpenNow } from './features/restaurant/opening-windows';
import type { ApiClient, Query } from './lib/api-client';
import { loadTranslator } from './lib/i18n';
import type { PageConfig } from './lib/page-config';
import type { ServerState } from './lib/server-state';

export interface MenuRender {
  html: string;
  state: ServerState;
}

export interface MenuRenderInput {
  config: PageConfig;
  locale: Locale;
  /** path and query, e.g. `/menu?category=3` */
  url: string;
  /** a GET of the storefront API (`restaurant/category`, …) with these query parameters; rejects unless 2xx */
  get: (path: string, query: Record<string, string>) => Promise<unknown>;
}

const notOnTheServer = () => Promise.reject(new Error('The server’s render of the menu only reads.'));

/** Reads only: the menu's first paint is built from GET answers; a write during it is a bug. */
function serverApi(config: PageConfig, locale: Locale, get: MenuRenderInput['get']): ApiClient {
  return {
    get<T>(path: string, query: Query = {}) {
      const params: Record<string, string> = { restaurantId: String(config.restaurantId), lang: locale };
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== null) params[key] = String(value);
      return get(path, params) as Promise<T>;
    },
    post: notOnTheServer,
    put: notOnTheServer,
    setLanguage() {},
    session: { isLoggedIn: () => false, start() {}, end() {}, subscribe: () => () => {} },
  };
}

/** The amounts and wall-clock moments each render formats (renders of several requests run interleaved). */
const renderedTexts = new AsyncLocalStorage<{
  money: Record<string, string>;
  wallClock: Record<string, string>;
}>();
recordMoney((key, text) => {
  const texts = renderedTexts.getStore();
  if (texts) texts.money[key] = text;
});
recordWallClocks((key, text) => {
  const texts = renderedTexts.getStore();
  if (texts) texts.wallClock[key] = text;
});

/**
 * Days of the restaurant's offset the page carries: its times today, the next opening while
 * closed (the menu's time button), the days a guest may order for (the demo's are within a
 * week), and the day either side a check for a change of offset probes. A day outside them, or
 * beyond a change of offset, only costs building a formatter.
 */
const clockDays = { before: 2, after: 14 };

async function renderToHtml(node: ReactNode): Promise<string> {
  let failed: unknown;
  const stream = await renderToReadableStream(node, {
    // never more than a moment: past it, the page goes out as the client-rendered shell
    signal: AbortSignal.timeout(5000),
    // one piece of markup, no boundary sent apart and revealed by an inline script (which the
    // page policy refuses): React outlines boundaries larger than this
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failed ??= error;
    },
  });
  // every part (lazy ones too) rendered, never a fallback the browser would have to replace
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failed) throw failed;
  return html;
}

/**
 * The menu page of a first visit in `locale`: the delivery type the guest would get (the first
 * offered one open now), the pinned products or else the first category, or what `?category=`
 * / `?q=` ask for. Undefined when the page is not the plain menu (no shop, event layout).
 */
export async function renderMenuPage(input: MenuRenderInput): Promise<MenuRender | undefined> {
  const { config, locale, url } = input;
  const api = serverApi(config, locale, input.get);
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  const info = await queryClient.fetchQuery(restaurantInfoQuery(api, locale));
  if (!info.settings.has_shop || info.theme.eventMode) return undefined;
  const offered = offeredDeliveryTypes(info.settings.deliveryTypes, info.closed);
  const deliveryType = preferredDeliveryType(offered, typesOpenNow(info, offered));
  const [categories, pinned] = await Promise.all([
    queryClient.fetchQuery(categoriesQuery(api, locale, deliveryType)),
    queryClient.fetchQuery(pinnedProductsQuery(api, locale, deliveryType)),
  ]);
  const params = new URL(url, 'http://menu').searchParams;
  const term = params.get('q')?.trim();
  const category = Number(params.get('category'));
  const firstCategory = categories[0]?.id;
  const mode = term
    ? ({ kind: 'search', term } as const)
    : Number.isInteger(category) && category > 0
      ? ({ kind: 'category', id: category } as const)
      : pinned.length === 0 && firstCategory !== undefined
        ? ({ kind: 'category', id: firstCategory } as const)
        : undefined;
  if (mode) await queryClient.fetchQuery(productsQuery(api, locale, deliveryType, mode));

  const t = await loadTranslator(locale);
  // the rendered address, as the browser's router reads it when it hydrates the page (decision 054)
  const Router = ({ children }: { children: ReactNode }) => (
    <AddressRouter ssrPath={url}>{children}</AddressRouter>
  );
  const app = (
    <StorefrontApp
      config={config}
      api={api}
      locale={locale}
      t={t}
      queryClient={queryClient}
      Router={Router}
    />
  );
  const texts = { money: {}, wallClock: {} };
  const html = await renderedTexts.run(texts, () => renderToHtml(app));
  const clock = offsetSpan(info.time_zone, Date.now(), clockDays);
  return {
    html,
    state: {
      locale,
      deliveryType: deliveryType ?? null,
      url,
      queries: dehydrate(queryClient),
      formatted: { ...texts, clock },
    },
  };
}
