import { useQuery } from '@tanstack/react-query';
import { isUsefulOrderSearch, parseOrderSearch } from '@tavola/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { orderSearchQuery } from '../../api/manager-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { OrderCard } from '../order-card';

/** SPEC §9: a search runs after a 400 ms pause in typing. */
const pauseMs = 400;

/** Issue 34: the board's search box; the text it holds is the search the board shows. */
export function OrderSearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const t = useManagerT();
  const id = useId();
  return (
    <search className="relative order-last min-w-0 basis-full sm:order-none sm:max-w-xs sm:flex-1 sm:basis-auto">
      <label htmlFor={id} className="sr-only">
        {t('board.search')}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onChange('')}
        placeholder={t('board.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-stone-300 bg-white ps-4 pe-10 text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('board.clearSearch')}
          className="absolute end-1 top-1 flex size-8 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path
              fill="currentColor"
              d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3z"
            />
          </svg>
        </button>
      )}
    </search>
  );
}

/**
 * The orders the server finds for the text (by number, phone, name or e-mail, any day), in
 * place of the columns. A text that can find nothing says what to type, as the API would.
 */
export function OrderSearchResults({ text, onOpen }: { text: string; onOpen: (orderId: number) => void }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const id = useId();
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), pauseMs);
    return () => clearTimeout(timer);
  }, [text]);
  const useful = isUsefulOrderSearch(parseOrderSearch(settled));
  const found = useQuery({
    ...orderSearchQuery(api, restaurant.id, settled, locale),
    enabled: useful,
  });
  const orders = found.data ?? [];
  return (
    <section aria-labelledby={id} className="flex min-h-0 flex-1 flex-col rounded-2xl bg-stone-200 p-2">
      <h2 id={id} className="px-1 pb-1 text-base font-bold">
        {t('board.searchResults')}
      </h2>
      <p role="status" className="px-1 pb-2 text-sm text-stone-700">
        {!useful
          ? t('board.searchHint')
          : found.isError
            ? t('area.error')
            : found.isSuccess && !found.isPlaceholderData
              ? orders.length > 0
                ? t('board.searchCount', { count: orders.length })
                : t('board.searchNone')
              : t('area.loading')}
      </p>
      {useful && orders.length > 0 && (
        <ul className="min-h-0 flex-1 space-y-1.5 overflow-y-auto overscroll-contain">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} onOpen={() => onOpen(order.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
