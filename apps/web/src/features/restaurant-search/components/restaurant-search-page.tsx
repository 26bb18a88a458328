import { useQuery } from '@tanstack/react-query';
import { parseDeliveryType } from '@tavola/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { errorMessage } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { type RestaurantSearch, restaurantSearchQuery } from '../api/restaurant-search-query';
import { RestaurantResultCard } from './restaurant-result-card';
import { RestaurantSearchForm } from './restaurant-search-form';
import { SearchPageHeader } from './search-page-header';

/**
 * SPEC §2 root guard with "has landing" on (issue 19, decision 031): the installation's landing
 * page, where a guest finds the restaurants serving a postal code. The search lives in the
 * address (?postalCode=&deliveryType=, and a `lang` the guest came with), so Back and a shared
 * link show the same list. Issue 33: once a search is made the heading shrinks, so the results
 * are on a phone's screen, and the found count takes the focus.
 */
export function RestaurantSearchPage() {
  useDeferredTexts();
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const [params, setParams] = useSearchParams();
  const search: RestaurantSearch = {
    postalCode: params.get('postalCode') ?? '',
    deliveryType: parseDeliveryType(params.get('deliveryType')) ?? 'delivery',
  };
  const lang = params.get('lang');
  const searched = search.postalCode !== '';
  const results = useQuery({
    ...restaurantSearchQuery(api, locale, search),
    enabled: searched,
  });
  // the guest asked: the answer takes the focus (and the screen) once it is there
  const answer = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  const answered = results.isSuccess || results.isError;
  useEffect(() => {
    if (!asked.current || results.isFetching || !answered) return;
    asked.current = false;
    // at the top of a phone's screen, the cards below it
    answer.current?.focus({ preventScroll: true });
    answer.current?.scrollIntoView({ block: 'start' });
  }, [results.isFetching, answered]);

  return (
    <>
      <SearchPageHeader home={lang ? `/?lang=${lang}` : '/'} />
      <main id="main" className="min-h-dvh bg-stone-50">
        <div
          className={`bg-primary text-(--color-primary-contrast) ${searched ? 'pt-5 pb-20 sm:pt-8' : 'pt-10 pb-24 sm:pt-16'}`}
        >
          <div className="mx-auto max-w-2xl px-4">
            <h1 className={`font-bold ${searched ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl'}`}>
              {t('search.title')}
            </h1>
            {!searched && <p className="mt-2 text-base opacity-90">{t('search.intro')}</p>}
          </div>
        </div>
        <div className="mx-auto -mt-16 flex max-w-2xl flex-col gap-6 px-4 pb-16">
          <RestaurantSearchForm
            key={`${search.postalCode}-${search.deliveryType}`}
            initial={search}
            onSearch={(next) => {
              asked.current = true;
              setParams({
                postalCode: next.postalCode,
                deliveryType: next.deliveryType,
                ...(lang ? { lang } : {}),
              });
            }}
          />
          <section
            aria-labelledby="search-results"
            aria-busy={results.isFetching}
            className="flex flex-col gap-3"
          >
            <h2 id="search-results" className="sr-only">
              {t('search.results')}
            </h2>
            {results.isFetching && (
              <p role="status" className="text-center text-stone-600">
                {t('search.searching')}
              </p>
            )}
            {results.isError && (
              <p
                ref={answer}
                tabIndex={-1}
                role="alert"
                className="rounded-2xl bg-white p-4 text-center text-stone-800 ring-1 ring-stone-200"
              >
                {errorMessage(results.error, t('app.somethingWentWrong'))}
              </p>
            )}
            {results.data && !results.isFetching && (
              <>
                <p ref={answer} tabIndex={-1} role="status" className="text-sm text-stone-600">
                  {t('search.found', { count: results.data.length, postalCode: search.postalCode })}
                </p>
                <ul className="flex flex-col gap-3">
                  {results.data.map((result) => (
                    <RestaurantResultCard key={result.id} result={result} asked={search} />
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      </main>
    </>
  );
}
