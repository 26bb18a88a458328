import { IMAGE_MAX_BYTES } from '@tavola/domain';
import { useImageSlot } from '../../api/images-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { ImageField } from './image-field';

/** Issue 20: the image of a product or a category in its editor; a new one gets its image once saved. */
export function MenuImageField({
  target,
  id,
  image,
}: {
  target: 'product' | 'category';
  /** undefined while the product or category is not saved yet */
  id: number | undefined;
  image: string | null;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const calls = useImageSlot(api, restaurant.id, target, id);
  const label = t(target === 'product' ? 'images.productImage' : 'images.categoryImage');
  if (id === undefined)
    return (
      <div>
        <p className="text-sm font-medium text-stone-800">{label}</p>
        <p className="text-xs text-stone-600">{t('images.saveFirst')}</p>
      </div>
    );
  return (
    <ImageField
      label={label}
      hint={t('images.menuHint', { megabytes: IMAGE_MAX_BYTES / (1024 * 1024) })}
      image={image}
      calls={calls}
    />
  );
}
