import { useManagerT } from '../manager-i18n';

/** While a page or panel of the area loads on demand (its own chunk, issue 21). */
export function PageLoading() {
  const t = useManagerT();
  return (
    <p role="status" className="mx-auto w-full max-w-7xl px-4 py-6 text-stone-600 sm:px-6">
      {t('area.loading')}
    </p>
  );
}
