import { isLineQuantityAllowed, itemCommentMaxLength, quantityLimitsFrom } from '@tavola/domain';
import { type ReactNode, useId } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';

export const primaryButton =
  'rounded-full bg-primary px-6 py-3 font-semibold text-(--color-primary-contrast) transition-shadow hover:shadow-md disabled:cursor-not-allowed disabled:opacity-50';
/** The panel's action row stays in view at the bottom of the scrolling panel. */
export const stickyActions = 'sticky -bottom-6 z-10 -mx-5 -mb-6 border-t border-stone-200 bg-white px-5 py-3';
export const secondaryButton =
  'rounded-full px-5 py-3 font-medium text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-50';

/** Quantity and the optional item comment (SPEC §9: at most 140 characters; when the restaurant allows it). */
export function QuantityAndComment({
  name,
  quantity,
  onQuantity,
  canIncrease,
  comment,
  onComment,
}: {
  name: string;
  quantity: number;
  onQuantity: (next: number) => void;
  canIncrease: boolean;
  comment: string;
  onComment: (next: string) => void;
}) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const commentId = useId();
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium">{t('product.quantity')}</span>
        <QuantityStepper
          value={quantity}
          label={t('product.quantity')}
          decreaseLabel={t('basket.decrease', { name })}
          increaseLabel={t('basket.increase', { name })}
          decreaseDisabled={quantity <= 1}
          // issue 14: no more than the restaurant's units of one item (the server refuses them too)
          increaseDisabled={
            !canIncrease || !isLineQuantityAllowed(quantity + 1, quantityLimitsFrom(restaurant.settings))
          }
          onDecrease={() => onQuantity(Math.max(1, quantity - 1))}
          onIncrease={() => onQuantity(quantity + 1)}
        />
      </div>
      {restaurant.settings.personal_information_fields.product_comment && (
        <div>
          <label htmlFor={commentId} className="text-sm font-medium">
            {t('product.comment')}
          </label>
          <textarea
            id={commentId}
            value={comment}
            maxLength={itemCommentMaxLength}
            rows={2}
            onChange={(event) => onComment(event.target.value)}
            placeholder={t('product.commentPlaceholder')}
            className="mt-1 block w-full resize-y rounded-xl border border-stone-200 px-3 py-2 text-sm"
          />
          <p className="mt-1 text-end text-xs text-stone-500" aria-hidden="true">
            {comment.length}/{itemCommentMaxLength}
          </p>
        </div>
      )}
    </div>
  );
}

/** SPEC §4: a failed add shows its message in an alert inside the panel. */
export function AddAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
      {children}
    </p>
  );
}
