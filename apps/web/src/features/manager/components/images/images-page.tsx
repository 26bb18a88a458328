import { useManagerT } from '../../manager-i18n';
import { usePageTitle } from '../tickets/use-page-title';
import { RestaurantImagesSection } from './restaurant-images-section';

/** Issue 20, a chunk of its own: the logo and cover until the "Look" page takes their section. */
export default function ImagesPage() {
  const t = useManagerT();
  usePageTitle(t('images.title'));
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-4 sm:px-6">
      <RestaurantImagesSection headingLevel={1} />
    </main>
  );
}
