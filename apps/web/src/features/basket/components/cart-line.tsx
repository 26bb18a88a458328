import type { BasketProductDto } from '@tavola/contracts';
import { isLineQuantityAllowed, quantityLimitsFrom } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { type Ref, useState } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useTranslation } from '../../../lib/i18n';
import { useShowError } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { useCartActions } from '../hooks/use-cart-actions';
import { ItemCommentField } from './item-comment-field';
import { ItemDetailLines } from './item-detail-lines';

/**
 * SPEC §2 Cart screen, one item: image, name, package contents or chosen options, deposit,
 * comment (saved on blur), quantity minus/plus (disabled while changing), unit and line total,
 * and the line's deposits as their own part of it (issue 33: '€7.50 · €3.50 each · + €0.50 deposit').
 */
export function CartLine({
  line,
  removeButtonRef,
}: {
  line: BasketProductDto;
  /** the list moves the focus here when the line before this one is removed */
  removeButtonRef?: Ref<HTMLButtonElement>;
}) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const actions = useCartActions();
  const showError = useShowError();
  const [changing, setChanging] = useState(false);
  const money = (minor: number) => formatMoney(minor, restaurant.currency, locale);

  function run(work: () => Promise<unknown>) {
    setChanging(true);
    work()
      .catch((error: unknown) => showError(error))
      .finally(() => setChanging(false));
  }

  const deposits = [line.depot, ...line.items.map((item) => item.depot)].filter(
    (depot): depot is NonNullable<typeof depot> => depot !== null,
  );
  const soldOut = line.stock !== null && line.stock <= 0;
  // issue 14: the line holds at most the restaurant's units of one item
  const atCap = !isLineQuantityAllowed(line.quantity + 1, quantityLimitsFrom(restaurant.settings));
  // SPEC §4 Add flow: each unit of an event card has its own name or date, so more come from the card
  const named = (line.extra_info.itemDetails?.length ?? 0) > 0;

  return (
    <article aria-label={line.name} className="flex gap-3">
      {restaurant.settings.product_image && line.image && (
        <img
          src={line.image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-xl bg-stone-100 object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold leading-snug">{line.name}</h3>
          <button
            ref={removeButtonRef}
            type="button"
            className="-me-1 -mt-1 flex size-8 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-red-700 disabled:opacity-40"
            aria-label={t('basket.remove', { name: line.name })}
            disabled={changing}
            onClick={() => run(() => actions.remove(line.basketProductId))}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
              <path
                fill="currentColor"
                d="M8 2h4l1 1h4v2H3V3h4zM4 6h12l-1 11a2 2 0 0 1-2 1H7a2 2 0 0 1-2-1zm4 2v8h1.5V8zm2.5 0v8H12V8z"
              />
            </svg>
          </button>
        </div>
        {line.items.length > 0 && (
          <ul className="mt-1 text-sm text-stone-600">
            {line.items.map((item) => (
              <li key={item.productPackageId}>
                {item.quantity > 1 ? `${item.quantity} × ` : ''}
                {item.name}
              </li>
            ))}
          </ul>
        )}
        {line.attributeItems.length > 0 && (
          <ul className="mt-1 text-sm text-stone-600">
            {line.attributeItems.map((option) => (
              <li key={option.id}>
                {option.group}: {option.quantity > 1 ? `${option.quantity} × ` : ''}
                {option.item}
              </li>
            ))}
          </ul>
        )}
        <ItemDetailLines line={line} />
        {deposits.map((depot, index) => (
          <p key={index} className="mt-0.5 text-xs text-stone-500">
            {t('product.deposit', { price: money(depot.price), name: depot.name })}
          </p>
        ))}
        <ItemCommentField line={line} />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            value={line.quantity}
            label={t('basket.quantityOf', { name: line.name })}
            decreaseLabel={t('basket.decrease', { name: line.name })}
            increaseLabel={t('basket.increase', { name: line.name })}
            decreaseDisabled={changing}
            increaseDisabled={changing || soldOut || atCap || named}
            onDecrease={() => run(() => actions.decrease(line.basketProductId))}
            onIncrease={() => run(() => actions.increase(line))}
          />
          <div className="text-end">
            <p className="font-semibold">{money(line.totalPrice)}</p>
            {line.quantity > 1 && (
              <p className="text-xs text-stone-600">{t('basket.each', { price: money(line.price) })}</p>
            )}
            {/* issue 33: the deposit as its own part of the line, so the parts add up to its total */}
            {line.deposit > 0 && (
              <p className="text-xs text-stone-600">
                {t('product.plusDeposit', { price: money(line.deposit) })}
              </p>
            )}
          </div>
        </div>
        {named && <p className="mt-1 text-xs text-stone-600">{t('event.addFromMenu')}</p>}
      </div>
    </article>
  );
}
