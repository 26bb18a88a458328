import { Link } from 'wouter';
import { ResponsiveImage } from '../components/ui/responsive-image';
import { useRestaurant } from '../features/restaurant';
import { useTranslation } from '../lib/i18n';
import { usePageMeta } from './use-page-meta';

/** Where the guards send guests when the restaurant has a landing page or no shop (SPEC §2). */
export function LandingPage() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  usePageMeta(restaurant.name, t('nav.home'), restaurant.name);
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-6 py-20 text-center">
      {restaurant.theme.mainImage && (
        // the landing page's largest paint: fetched first, never lazily
        <ResponsiveImage
          src={restaurant.theme.mainImage}
          sizes="(min-width: 672px) 624px, calc(100vw - 3rem)"
          loading="eager"
          fetchPriority="high"
          className="aspect-video w-full rounded-3xl object-cover"
        />
      )}
      <h1 className="text-3xl font-bold">{restaurant.name}</h1>
      <p className="text-stone-600">
        {/* isolated: a Latin address keeps its order on an Arabic page */}
        <bdi>
          {restaurant.address.street}, {restaurant.address.postal_code} {restaurant.address.city}
        </bdi>
      </p>
      {restaurant.settings.has_shop && (
        <Link
          to="/menu"
          className="rounded-full bg-primary px-6 py-3 font-medium text-(--color-primary-contrast)"
        >
          {t('landing.viewMenu')}
        </Link>
      )}
    </main>
  );
}
