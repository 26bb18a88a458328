import { Link } from 'wouter';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import type { CatalogueNavigation } from './category-strip';
import { DishIcon } from './dish-icon';
import { SocialLinks } from './social-links';

/** SPEC §2 side navigation layout (when sideMenu is on): 260 px, 300 px on 2xl screens. */
export function SideNavigation({
  categories,
  hasPinned,
  mode,
  busy,
  onPinned,
  onCategory,
}: CatalogueNavigation) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const item =
    'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-start text-sm font-medium hover:bg-stone-100 aria-[current=true]:bg-primary aria-[current=true]:text-(--color-primary-contrast)';
  return (
    <aside className="sticky top-0 hidden h-dvh w-[260px] shrink-0 flex-col border-e border-stone-200 bg-white lg:flex 2xl:w-[300px]">
      <Link to="/" className="flex items-center gap-3 p-5">
        {restaurant.theme.logo && (
          <ResponsiveImage
            src={restaurant.theme.logo}
            sizes="48px"
            width={48}
            height={48}
            loading="eager"
            className="size-12 rounded-full object-cover"
          />
        )}
        <span className="font-bold">{restaurant.name}</span>
      </Link>
      <nav aria-label={t('categories.label')} className="min-h-0 flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          {hasPinned && (
            <li>
              <button
                type="button"
                className={item}
                aria-current={mode?.kind === 'pinned'}
                disabled={busy}
                onClick={onPinned}
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 items-center justify-center rounded-full bg-amber-100 text-amber-700"
                >
                  ★
                </span>
                {restaurant.pinned_products_label || t('pinned.defaultLabel')}
              </button>
            </li>
          )}
          {categories.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={item}
                aria-current={mode?.kind === 'category' && mode.id === category.id}
                disabled={busy}
                onClick={() => onCategory(category.id)}
              >
                {category.image ? (
                  <ResponsiveImage
                    src={category.image}
                    sizes="32px"
                    width={32}
                    height={32}
                    className="size-8 rounded-full object-cover"
                  />
                ) : (
                  <DishIcon className="size-8 rounded-full bg-stone-100 p-1.5 text-stone-500" />
                )}
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-stone-100 p-4 text-xs text-stone-500">
        <SocialLinks className="mb-2 flex flex-wrap gap-2" linkClassName="capitalize hover:text-primary" />
        <p>{t('app.copyright', { year: new Date().getFullYear(), name: restaurant.name })}</p>
        {restaurant.settings.branding && <p>{t('app.createdBy', { name: 'Tavola' })}</p>}
      </div>
    </aside>
  );
}
