import type { Locale } from '@tavola/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { restaurantInfoQuery } from '../api/restaurant-queries';

/** The restaurant's info in the current language (suspends until loaded). */
export function useRestaurant() {
  const { api } = useAppContext();
  const { i18n } = useTranslation();
  return useSuspenseQuery(restaurantInfoQuery(api, i18n.language)).data;
}

export function useLocale(): Locale {
  return useTranslation().i18n.language as Locale;
}
