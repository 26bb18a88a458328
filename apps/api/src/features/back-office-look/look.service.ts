import { restaurantThemeSchema, type StorefrontLook, type storefrontLookBodySchema } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { primaryColourProblems } from '@tavola/domain';
import type { z } from 'zod';
import { fieldProblemsError } from '../../lib/http-error';
import { type RestaurantRow, restaurantSettings } from '../restaurants';
import { patchTheme } from './look.repository';

/** What the storefront's look is made of today: theme.primaryColor and sideMenu, SPEC §9 flags. */
export function storefrontLook(restaurant: RestaurantRow): StorefrontLook {
  const settings = restaurantSettings(restaurant);
  const theme = restaurantThemeSchema.parse(restaurant.theme);
  return {
    primaryColor: theme.primaryColor,
    sideMenu: theme.sideMenu,
    catalogue_mode: settings.catalogue_mode,
    product_image: settings.product_image,
    newsletter: settings.newsletter,
    categories_expanded: settings.categories_expanded,
    pre_order_for_happy_hour: settings.pre_order_for_happy_hour,
  };
}

/** Refuses a colour white text cannot be read on (WCAG AA), then writes theme and flags at once. */
export async function saveStorefrontLook(
  db: Database,
  restaurant: RestaurantRow,
  body: z.output<typeof storefrontLookBodySchema>,
): Promise<StorefrontLook> {
  const problems = primaryColourProblems(body.primaryColor);
  if (problems.length) throw fieldProblemsError(problems);
  const { primaryColor, sideMenu, catalogue_mode, product_image, newsletter } = body;
  const { categories_expanded, pre_order_for_happy_hour } = body;
  const flags = { catalogue_mode, product_image, newsletter, categories_expanded, pre_order_for_happy_hour };
  await patchTheme(db, restaurant.id, { primaryColor, sideMenu }, flags);
  return { primaryColor, sideMenu, ...flags };
}
