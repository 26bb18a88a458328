import { Link } from 'wouter';
import { useRestaurant } from '../features/restaurant';
import { useTranslation } from '../lib/i18n';
import { usePageMeta } from './use-page-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  usePageMeta(restaurant.name, t('notFound.title'), t('notFound.text'));
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-stone-600">{t('notFound.text')}</p>
      <Link
        to="/menu"
        className="rounded-full bg-primary px-5 py-2.5 font-medium text-(--color-primary-contrast)"
      >
        {t('notFound.back')}
      </Link>
    </main>
  );
}
