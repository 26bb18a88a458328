import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { restaurantThemeSchema } from '@tavola/contracts';
import { fallbackLocale, type Locale, localeInfo, pickLocale } from '@tavola/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { contentSecurityPolicy } from '../../plugins/security-headers';
import { findRestaurantBySlug, firstRestaurant, restaurantSettings } from '../restaurants';
import {
  catalogueChunks,
  loadMenuRenderer,
  type MenuRender,
  namesTable,
  pageStylesheet,
  phoneBrowser,
  readThroughApi,
} from './menu-render';
import { type PageConfig, type RenderedMenu, renderIndexHtml } from './page-config';
import { pagePolicy } from './page-policy';
import { appleTouchIcon, webManifest } from './web-manifest';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The built storefront: next to the bundled server in production, in apps/web/dist in development. */
export function findWebDist(configured?: string): string | undefined {
  const candidates = configured
    ? [resolve(configured)]
    : [resolve(here, '../../../../web/dist'), resolve(here, '../../web/dist'), resolve(here, '../web')];
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

const cookie = (request: FastifyRequest, name: string) =>
  request.headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** A percent-encoded value, or undefined when it is malformed (issue 14.5: never a URIError). */
function decoded(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Whether a value could be a restaurant's slug at all. Issue 32.2: a NUL reached PostgreSQL,
 * which cannot hold one in text and failed the page with a 500; such a value names no
 * restaurant, and the page shows the default one.
 */
const couldBeSlug = (value: string | undefined): value is string =>
  value !== undefined && value.length <= 100 && !value.includes('\u0000');

/** `?restaurant=` (decoded by the query parser already; a repeated key names none), else the cookie. */
function restaurantAsked(request: FastifyRequest): { slug?: string; fromQuery: boolean } {
  const { restaurant } = request.query as Record<string, unknown>;
  if (typeof restaurant === 'string')
    return { slug: couldBeSlug(restaurant) ? restaurant : undefined, fromQuery: true };
  const remembered = decoded(cookie(request, 'restaurant'));
  return { slug: couldBeSlug(remembered) ? remembered : undefined, fromQuery: false };
}

/**
 * Serves the storefront on the API's port. Which restaurant a page shows: `?restaurant=slug`
 * (remembered in a cookie), else the cookie, else DEFAULT_RESTAURANT, else the first one.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { db, config, tokens, menuCache, setupToken }: AppDeps,
): Promise<void> {
  const dist = findWebDist(config.WEB_DIST);
  if (!dist) {
    app.log.warn('No built storefront found (run `npm run build`); serving the API only.');
    return;
  }
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  // issue 7: the manager area is a page of its own (apps/web/vite.manager.config.ts)
  const managerHtml = join(dist, 'manager', 'manager.html');
  const managerTemplate = existsSync(managerHtml) ? readFileSync(managerHtml, 'utf8') : undefined;
  // issue 21: the menu's first paint rendered here (decision 035); without it, in the browser
  const menuRenderer = await loadMenuRenderer(dist, app.log);
  const catalogues = catalogueChunks(dist);
  const stylesheet = pageStylesheet(dist, template);

  await app.register(fastifyStatic, {
    root: join(dist, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
    decorateReply: true,
  });

  /** Issue 14.6: the page policy replaces, on this answer, the one every answer gets. */
  const applyPagePolicy = (reply: FastifyReply, options: Parameters<typeof pagePolicy>[0]) =>
    reply.header('content-security-policy', contentSecurityPolicy(pagePolicy(options)));

  /** `?restaurant=`, else the cookie, else DEFAULT_RESTAURANT, else the first restaurant. */
  async function restaurantFor(request: FastifyRequest) {
    const asked = restaurantAsked(request);
    const wanted = asked.slug || config.DEFAULT_RESTAURANT;
    const row = (wanted ? await findRestaurantBySlug(db, wanted) : undefined) ?? (await firstRestaurant(db));
    return { row, asked };
  }

  async function pageFor(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ config: PageConfig; recaptcha: boolean; appleTouchIcon?: string } | undefined> {
    const { row, asked } = await restaurantFor(request);
    if (!row) return undefined;
    if (asked.fromQuery && asked.slug === row.slug) {
      reply.header(
        'set-cookie',
        `restaurant=${encodeURIComponent(row.slug)}; Path=/; SameSite=Lax; Max-Age=31536000`,
      );
    }
    const theme = restaurantThemeSchema.parse(row.theme);
    const page: PageConfig = {
      restaurantId: row.id,
      restaurantSlug: row.slug,
      restaurantName: row.name,
      defaultLang: row.defaultLang,
      primaryColor: theme.primaryColor,
      apiBase: '/api',
      clientId: config.PUBLIC_CLIENT_ID,
      clientSecret: config.PUBLIC_CLIENT_SECRET,
      publicToken: (await tokens.issuePublic()).token,
      // a fresh one per answer: an injected <style> cannot guess it (decision 017)
      styleNonce: randomBytes(16).toString('base64'),
      hasLanding: config.HAS_LANDING,
    };
    return {
      config: page,
      recaptcha: Boolean(restaurantSettings(row).recaptcha_site_key),
      appleTouchIcon: appleTouchIcon(row),
    };
  }

  /**
   * The language the storefront will choose (apps/web lib/i18n.tsx): the address's `lang`, the
   * guest's choice kept in the `lang` cookie, the browser's languages, the restaurant's.
   */
  function pageLocale(request: FastifyRequest, page: PageConfig): Locale {
    const search = new URLSearchParams(request.url.split('?')[1] ?? '');
    return (
      pickLocale(
        search.get('lang'),
        decoded(cookie(request, 'lang')),
        request.headers['accept-language'],
        page.defaultLang,
      ) ?? fallbackLocale
    );
  }

  /**
   * The menu page as a first visit sees it, in the language the browser will choose (the
   * address's `lang`, the guest's choice kept in the `lang` cookie, the browser's languages, the
   * restaurant's). Kept with the menu's answers for their bound (decision 006) and forgotten with
   * them. A failed render is logged and the page goes out as the shell: never a 500.
   */
  async function renderMenu(request: FastifyRequest, page: PageConfig): Promise<RenderedMenu | undefined> {
    if (!menuRenderer || !phoneBrowser(request.headers['user-agent'])) return undefined;
    const search = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (namesTable(search)) return undefined;
    const locale = pageLocale(request, page);
    const url = `/menu${search.size ? `?${search}` : ''}`;
    try {
      const body = await menuCache.get(`${page.restaurantId}:page:${locale}:${url}`, async () =>
        JSON.stringify(
          (await menuRenderer.renderMenuPage({
            config: page,
            locale,
            url,
            get: readThroughApi(app, page.publicToken, locale),
          })) ?? null,
        ),
      );
      const rendered = JSON.parse(body.toString('utf8')) as MenuRender | null;
      if (!rendered) return undefined;
      return {
        html: rendered.html,
        state: rendered.state,
        lang: locale,
        dir: localeInfo[locale].dir,
        stylesheet,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'The menu’s server render failed; the page goes out as the shell.');
      return undefined;
    }
  }

  /**
   * Issue 20 (decision 049): an installation without restaurants shows its first-run page, a
   * part of the manager page, while this process holds a setup token.
   */
  async function firstRunPage(request: FastifyRequest): Promise<PageConfig> {
    const locale =
      pickLocale(null, decoded(cookie(request, 'lang')), request.headers['accept-language'], 'en') ??
      fallbackLocale;
    return {
      restaurantId: 0,
      restaurantSlug: '',
      restaurantName: 'Tavola',
      defaultLang: locale,
      primaryColor: restaurantThemeSchema.parse({}).primaryColor,
      apiBase: '/api',
      clientId: config.PUBLIC_CLIENT_ID,
      clientSecret: config.PUBLIC_CLIENT_SECRET,
      publicToken: (await tokens.issuePublic()).token,
      styleNonce: randomBytes(16).toString('base64'),
      hasLanding: config.HAS_LANDING,
      firstRun: true,
    };
  }

  /**
   * Issue 20: each restaurant's own web app manifest, for the restaurant the page shows. Pages
   * link it with their restaurant in the address, so that answer may be kept a while; one read
   * by the cookie must be asked again.
   */
  app.get(
    '/manifest.webmanifest',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const { row, asked } = await restaurantFor(request);
      if (!row) return reply.callNotFound();
      const body = JSON.stringify(webManifest(row));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply
        .header('etag', etag)
        .header('cache-control', asked.fromQuery ? 'public, max-age=3600' : 'no-cache')
        .header('vary', 'cookie');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/manifest+json; charset=utf-8').send(body);
    },
  );

  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    // the router refuses a malformed path already (400); a path that still does not decode is no file
    const path = normalize(decoded(request.url.split('?')[0]) ?? '/');
    if (path.startsWith('/api/')) return reply.callNotFound();
    applyPagePolicy(reply, { recaptcha: false });
    const file = join(dist, path);
    if (path !== '/' && file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      // the service worker is checked for updates every 70 s (SPEC §4 Update): never from a cache
      if (path === '/sw.js')
        return reply.header('cache-control', 'no-cache').sendFile('sw.js', dist, { cacheControl: false });
      const hashed = path.startsWith('/manager/assets/');
      return reply
        .header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        .sendFile(path.slice(1), dist);
    }
    const page = await pageFor(request, reply);
    if (!page && setupToken && managerTemplate) {
      const firstRun = await firstRunPage(request);
      applyPagePolicy(reply, { styleNonce: firstRun.styleNonce, recaptcha: false });
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderIndexHtml(managerTemplate, firstRun));
    }
    if (!page) return reply.status(503).type('text/plain').send('No restaurant is set up yet.');
    applyPagePolicy(reply, { styleNonce: page.config.styleNonce, recaptcha: page.recaptcha });
    const manager = managerTemplate && (path === '/manager' || path.startsWith('/manager/'));
    const rendered = !manager && path === '/menu' ? await renderMenu(request, page.config) : undefined;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        manager
          ? renderIndexHtml(managerTemplate, page.config, { appleTouchIcon: page.appleTouchIcon })
          : renderIndexHtml(template, page.config, {
              rendered,
              appleTouchIcon: page.appleTouchIcon,
              catalogue: catalogues.get(rendered?.lang ?? pageLocale(request, page.config)),
            }),
      );
  });
}
