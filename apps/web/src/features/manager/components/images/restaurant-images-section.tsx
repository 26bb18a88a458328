import { useQuery } from '@tanstack/react-query';
import { restaurantImagesQuery, useImageSlot } from '../../api/images-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { ImageField } from './image-field';

/**
 * Issue 20: the restaurant's logo (the storefront's header) and cover (its landing page), a
 * section of the "Look & pages" page beside the colours and theme flags.
 */
export function RestaurantImagesSection() {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const images = useQuery(restaurantImagesQuery(api, restaurant.id));
  const logo = useImageSlot(api, restaurant.id, 'logo');
  const cover = useImageSlot(api, restaurant.id, 'cover');
  return (
    <section aria-labelledby="restaurant-images-heading" className="space-y-4">
      <div>
        <h2 id="restaurant-images-heading" className="text-xl font-bold">
          {t('images.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('images.intro')}</p>
      </div>
      {images.isPending && <p role="status">{t('area.loading')}</p>}
      {images.isError && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {images.data && (
        <div className="grid gap-6 rounded-2xl bg-white p-4 ring-1 ring-stone-200 md:grid-cols-2">
          <ImageField
            label={t('images.logo')}
            hint={t('images.logoHint')}
            image={images.data.logo}
            calls={logo}
            shape="round"
          />
          <ImageField
            label={t('images.cover')}
            hint={t('images.coverHint')}
            image={images.data.cover}
            calls={cover}
            shape="wide"
          />
        </div>
      )}
    </section>
  );
}
