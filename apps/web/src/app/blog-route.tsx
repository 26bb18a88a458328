import { useParams } from 'react-router';
import { useRestaurant } from '../features/restaurant';
import { BlogListPage, BlogPostPage, BlogTagPage } from '../features/restaurant-info';
import { useTranslation } from '../lib/i18n';
import { NotFoundPage } from './not-found-page';
import { usePageMeta } from './use-page-meta';

const pages = { list: BlogListPage, post: BlogPostPage, tag: BlogTagPage };

/** SPEC §2 /blogs, /blogs/{slug}, /tags/{id} (numeric): only with a blog and outside event mode. */
export function BlogRoute({ page }: { page: keyof typeof pages }) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const { id } = useParams();
  usePageMeta(restaurant.name, t('header.blog'), `${restaurant.name} – ${t('header.blog')}`);
  if (
    !restaurant.settings.has_blog ||
    restaurant.theme.eventMode ||
    (page === 'tag' && !/^\d+$/.test(id ?? ''))
  )
    return <NotFoundPage />;
  const Page = pages[page];
  return <Page />;
}
