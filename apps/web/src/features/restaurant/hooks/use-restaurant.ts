import { useSuspenseQuery } from '@tanstack/react-query';
import type { Locale } from '@tavola/i18n/locales';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { restaurantInfoQuery } from '../api/restaurant-queries';

/** The restaurant's info in the current language (suspends until loaded). */
export function useRestaurant() {
  const { api } = useAppContext();
  const { locale } = useTranslation();
  return useSuspenseQuery(restaurantInfoQuery(api, locale)).data;
}

export function useLocale(): Locale {
  return useTranslation().locale;
}
