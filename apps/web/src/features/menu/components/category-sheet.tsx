import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n';
import type { CatalogueNavigation } from './category-strip';
import { DishIcon } from './dish-icon';

/** SPEC §2: all categories as a grid; 68% high with more than 6 categories, else 55%. */
export default function CategorySheet({
  categories,
  hasPinned,
  mode,
  pinnedLabel,
  onPinned,
  onCategory,
  onClose,
}: CatalogueNavigation & { pinnedLabel: string; onClose: () => void }) {
  const { t } = useTranslation();
  const height = categories.length > 6 ? '68dvh' : '55dvh';
  const tile =
    'flex w-full flex-col items-center gap-2 rounded-2xl p-3 text-center text-sm font-medium ring-1 ring-stone-200 aria-[current=true]:ring-2 aria-[current=true]:ring-primary';
  return (
    <Sheet title={t('categories.all')} placement="bottom" onClose={onClose} style={{ height }}>
      <ul className="grid grid-cols-3 gap-3">
        {hasPinned && (
          <li>
            <button
              type="button"
              className={tile}
              aria-current={mode?.kind === 'pinned'}
              onClick={() => {
                onPinned();
                onClose();
              }}
            >
              <span
                className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-2xl text-amber-700"
                aria-hidden="true"
              >
                ★
              </span>
              {pinnedLabel}
            </button>
          </li>
        )}
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={tile}
              aria-current={mode?.kind === 'category' && mode.id === category.id}
              onClick={() => {
                onCategory(category.id);
                onClose();
              }}
            >
              {category.image ? (
                <ResponsiveImage
                  src={category.image}
                  sizes="56px"
                  width={56}
                  height={56}
                  className="size-14 rounded-full object-cover"
                />
              ) : (
                <DishIcon className="size-14 rounded-full bg-stone-100 p-3 text-stone-500" />
              )}
              {category.name}
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
