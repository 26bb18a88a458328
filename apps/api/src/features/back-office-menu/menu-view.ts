import { type LocalizedText, resolveText } from '@tavola/domain';
import type { Locale } from '@tavola/i18n/locales';
import { type RestaurantRow, restaurantLocale } from '../restaurants';

/** the restaurant a manager acts on and the language they read */
export interface MenuView {
  restaurant: RestaurantRow;
  locale: Locale;
}

/** A menu text in the manager's language, else the restaurant's. */
export function menuLabel(view: MenuView, text: LocalizedText | null) {
  return resolveText(text, view.locale, restaurantLocale(view.restaurant));
}
