import {
  announcementBodySchema,
  announcementSavedSchema,
  backOfficeQuerySchema,
  informationPageBodySchema,
  informationPageDeletedSchema,
  informationPageRefSchema,
  informationPageSavedSchema,
  legalPageBodySchema,
  legalPageSavedSchema,
  storefrontLookBodySchema,
  storefrontLookResponseSchema,
  storefrontLookSavedSchema,
  storefrontPagesResponseSchema,
  updateInformationPageBodySchema,
} from '@tavola/contracts';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { kindOfPage, titled } from '../activity';
import { managedRestaurant, requireManagerId } from '../manager-access';
import { saveStorefrontLook, storefrontLook } from './look.service';
import {
  removeInformationPage,
  saveAnnouncement,
  saveInformationPage,
  saveLegalPage,
  storefrontPages,
} from './pages.service';

const tags = ['managers'];

/**
 * Issue 20 (back office): the storefront's look (colour, theme flags), its legal pages and its
 * announcements per language, each scoped to a restaurant the manager runs. Every write of
 * this area is in this file.
 */
export function backOfficeLookRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db, menuCache, requireRestaurant } = deps;
  /**
   * The storefront follows at once in this process: the restaurant row is read again (colour,
   * flags) and the cached menu answers and server-rendered pages, which carry them, are dropped.
   */
  const changed = (restaurantId: number) => {
    requireRestaurant.forget(restaurantId);
    menuCache.invalidate(`${restaurantId}:`);
  };
  const success = (request: FastifyRequest, key: ServerMessageKey) => ({
    type: 'success' as const,
    body: serverTranslator(requestLocale(request))(key),
    code: key,
  });
  const restaurantOf = async (request: FastifyRequest, restaurantId: number) =>
    (await managedRestaurant(deps, request.principal, restaurantId)).restaurant;

  return async (app) => {
    // a guest's or customer's token is refused before its input is even looked at
    app.addHook('preValidation', async (request) => {
      requireManagerId(request.principal);
    });

    app.get(
      '/managers/look',
      {
        schema: { tags, querystring: backOfficeQuerySchema, response: { 200: storefrontLookResponseSchema } },
      },
      async (request) => ({ data: storefrontLook(await restaurantOf(request, request.query.restaurantId)) }),
    );

    app.post(
      '/managers/look',
      {
        config: { activity: { kind: 'look.look.update', subject: () => null } },
        schema: {
          tags,
          description:
            'Saves the primary colour (refused below 4.5:1 for white text, WCAG AA) and the SPEC §9 theme flags.',
          body: storefrontLookBodySchema,
          response: { 200: storefrontLookSavedSchema },
        },
      },
      async (request) => {
        const restaurant = await restaurantOf(request, request.body.restaurantId);
        const data = await saveStorefrontLook(db, restaurant, request.body);
        changed(restaurant.id);
        return { data, message: success(request, 'look_saved') };
      },
    );

    app.get(
      '/managers/pages',
      {
        schema: {
          tags,
          querystring: backOfficeQuerySchema,
          response: { 200: storefrontPagesResponseSchema },
        },
      },
      async (request) => ({
        data: await storefrontPages(db, await restaurantOf(request, request.query.restaurantId)),
      }),
    );

    app.post(
      '/managers/pages',
      {
        config: { activity: { kind: 'look.page.update', subject: kindOfPage } },
        schema: {
          tags,
          description: 'Saves a legal page in every language; the markup is cleaned when written.',
          body: legalPageBodySchema,
          response: { 200: legalPageSavedSchema },
        },
      },
      async (request) => {
        const restaurant = await restaurantOf(request, request.body.restaurantId);
        const data = await saveLegalPage(db, restaurant, request.body);
        changed(restaurant.id);
        return { data, message: success(request, 'legal_page_saved') };
      },
    );

    app.post(
      '/managers/announcements',
      {
        config: { activity: { kind: 'look.announcement.update', subject: kindOfPage } },
        schema: {
          tags,
          description:
            'Saves an announcement in every language and whether guests see it (has_announcement / announcement_before_checkout).',
          body: announcementBodySchema,
          response: { 200: announcementSavedSchema },
        },
      },
      async (request) => {
        const restaurant = await restaurantOf(request, request.body.restaurantId);
        const data = await saveAnnouncement(db, restaurant, request.body);
        changed(restaurant.id);
        return { data, message: success(request, 'announcement_saved') };
      },
    );

    app.post(
      '/managers/information-pages/create',
      {
        config: { activity: { kind: 'look.information.create', subject: titled } },
        schema: {
          tags,
          description: 'Adds an information page (SPEC §3 informationPages), last in the storefront’s links.',
          body: informationPageBodySchema,
          response: { 200: informationPageSavedSchema },
        },
      },
      async (request) => {
        const restaurant = await restaurantOf(request, request.body.restaurantId);
        const data = await saveInformationPage(db, restaurant, request.body);
        changed(restaurant.id);
        return { data, message: success(request, 'information_page_created') };
      },
    );

    app.post(
      '/managers/information-pages/update',
      {
        config: { activity: { kind: 'look.information.update', subject: titled } },
        schema: {
          tags,
          body: updateInformationPageBodySchema,
          response: { 200: informationPageSavedSchema },
        },
      },
      async (request) => {
        const restaurant = await restaurantOf(request, request.body.restaurantId);
        const data = await saveInformationPage(db, restaurant, request.body, request.body.id);
        changed(restaurant.id);
        return { data, message: success(request, 'legal_page_saved') };
      },
    );

    app.post(
      '/managers/information-pages/delete',
      {
        config: { activity: { kind: 'look.information.delete' } },
        schema: { tags, body: informationPageRefSchema, response: { 200: informationPageDeletedSchema } },
      },
      async (request) => {
        const restaurant = await restaurantOf(request, request.body.restaurantId);
        const data = await removeInformationPage(db, restaurant, request.body.id);
        changed(restaurant.id);
        return { data, message: success(request, 'information_page_deleted') };
      },
    );
  };
}
