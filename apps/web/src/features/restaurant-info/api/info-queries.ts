import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';

export interface LegalContent {
  about_us: string;
  privacy_policy: string;
  imprint: string;
  terms_and_conditions: string;
}
export type LegalKind = keyof LegalContent;

export const legalContentQuery = (api: ApiClient, lang: string) =>
  queryOptions({
    queryKey: ['legal', lang],
    queryFn: ({ signal }) =>
      api.get<{ data: LegalContent }>('restaurant/imprint', {}, signal).then((b) => b.data),
    staleTime: 10 * 60_000,
  });

export const informationPagesQuery = (api: ApiClient, lang: string) =>
  queryOptions({
    queryKey: ['information-pages', lang],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { id: number; title: string; content: string }[] }>(
          'restaurant/informationPages',
          {},
          signal,
        )
        .then((b) => b.data),
    staleTime: 10 * 60_000,
  });

export interface ReservableTable {
  id: number;
  name: string;
  capacity: number;
}

/** SPEC §7 api/restaurant/tables: with a date and time, only the tables free then. */
export const reservableTablesQuery = (api: ApiClient, lang: string, date: string, time: string) =>
  queryOptions({
    queryKey: ['reservable-tables', lang, date, time],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ReservableTable[] }>('restaurant/tables', date && time ? { date, time } : {}, signal)
        .then((b) => b.data),
    staleTime: 30_000,
  });
