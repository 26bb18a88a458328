import type { BasketProductDto } from '@tavola/contracts';
import { itemCommentMaxLength } from '@tavola/domain';
import { useId, useState } from 'react';
import { useDeferredTexts, useTranslation } from '../../../lib/i18n';
import { useShowError } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { useCartActions } from '../hooks/use-cart-actions';

/**
 * SPEC §5 item comment: at most 140 characters, saved on blur, 'itemCommentSaveFailed' with the
 * item's name when saving fails. Shown only when the restaurant takes product comments.
 */
export function ItemCommentField({ line }: { line: BasketProductDto }) {
  useDeferredTexts();
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const actions = useCartActions();
  const showError = useShowError();
  const id = useId();
  const saved = line.extra_info.comment ?? '';
  const [comment, setComment] = useState(saved);
  if (!restaurant.settings.personal_information_fields.product_comment) return null;

  function save() {
    if (comment.trim() === saved.trim()) return;
    actions.saveComment(line.basketProductId, comment).catch((error: unknown) => {
      showError(error, t('basket.commentSaveFailed', { name: line.name }));
    });
  }

  return (
    <div className="mt-2">
      <label htmlFor={id} className="text-xs font-medium text-stone-600">
        {t('basket.commentFor', { name: line.name })}
      </label>
      <textarea
        id={id}
        rows={1}
        value={comment}
        maxLength={itemCommentMaxLength}
        onChange={(event) => setComment(event.target.value)}
        onBlur={save}
        placeholder={t('product.commentPlaceholder')}
        className="mt-1 block w-full resize-y rounded-xl border border-stone-200 px-3 py-2 text-sm"
      />
    </div>
  );
}

export default ItemCommentField;
