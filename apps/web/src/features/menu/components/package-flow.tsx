import { useQuery } from '@tanstack/react-query';
import type { PackageStepDto, ProductDto } from '@tavola/contracts';
import {
  availableInPackageFlow,
  canIncrease,
  canLeaveStep,
  changeChoice,
  fitsStock,
  type PackageSelection,
  type PackageStepRule,
  packageFits,
  stepCount,
} from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { useMemo, useRef, useState } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useBasketActions, useCartQuantities } from '../../basket';
import { useRestaurant } from '../../restaurant';
import { packageStepsQuery } from '../api/menu-queries';
import { choicesLeft, packageItems, unitsPerPackage } from '../package-choices';
import { AddAlert, primaryButton, QuantityAndComment, secondaryButton, stickyActions } from './add-controls';

type StepProduct = PackageStepDto['products'][number];

const toRule = (step: PackageStepDto): PackageStepRule => ({
  id: step.id,
  min: step.min,
  max: step.max,
  choices: step.products.map((choice) => ({
    id: choice.productPackageId,
    isMultipleAllowed: choice.is_multiple_allowed,
  })),
});

/**
 * SPEC §4 Package flow: one step at a time, Further only when the step's minimum is met, Back,
 * and Add on the last step. Plus is disabled at the step's maximum, for a repeat outside
 * multiples mode, and when nothing of the product is left (stock − chosen here − in the cart).
 */
export function PackageFlow({ product, onAdded }: { product: ProductDto; onAdded: () => void }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const actions = useBasketActions();
  const messageOf = useErrorMessage();
  const cart = useCartQuantities();
  const steps = useQuery(packageStepsQuery(api, locale, product.id));
  const [index, setIndex] = useState(0);
  const [selection, setSelection] = useState<PackageSelection>({});
  const [quantity, setQuantity] = useState(1);
  const [comment, setComment] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const moved = useRef(false);

  const data = steps.data;
  const rules = useMemo(() => (data ?? []).map(toRule), [data]);
  const choices = useMemo(
    () =>
      new Map(
        (data ?? []).flatMap((step) => step.products.map((choice) => [choice.productPackageId, choice])),
      ),
    [data],
  );

  if (steps.isError) return <AddAlert>{messageOf(steps.error)}</AddAlert>;
  if (!data)
    return (
      <p className="mt-6 text-sm text-stone-500" role="status">
        {t('app.loading')}
      </p>
    );

  const productOf = (choiceId: number) => choices.get(choiceId)?.id;
  const perPackage = unitsPerPackage(selection, productOf);
  const stockOf = (productId: number) =>
    [...choices.values()].find((choice) => choice.id === productId)?.stock ?? null;
  const fitsQuantity = (packages: number) =>
    fitsStock(product.stock, cart.get(product.id) ?? 0, packages) &&
    packageFits(
      [...perPackage].map(([productId, count]) => ({
        stock: stockOf(productId),
        perPackage: count,
        inCart: cart.get(productId) ?? 0,
      })),
      packages,
    );

  const step = data[index];
  const rule = rules[index];
  const last = index >= data.length - 1;
  const stepDone = !rule || canLeaveStep(rule, selection);
  const allDone = rules.every((entry) => canLeaveStep(entry, selection));

  function move(to: number) {
    moved.current = true;
    setIndex(to);
  }

  async function submit() {
    setSubmitting(true);
    setFailure(null);
    try {
      const basket = await actions.addPackage({
        productId: product.id,
        quantity,
        productItems: packageItems(selection, productOf),
        comment,
      });
      actions.announceAdded(product, basket);
      onAdded();
    } catch (error) {
      setFailure(messageOf(error));
      setSubmitting(false);
    }
  }

  return (
    <form
      className="mt-6 space-y-5"
      aria-busy={submitting}
      onSubmit={(event) => {
        event.preventDefault();
        if (!last) {
          if (stepDone) move(index + 1);
        } else if (allDone) void submit();
      }}
    >
      {step && rule && (
        <section aria-labelledby={`step-${step.id}`} className="rounded-2xl p-4 ring-1 ring-stone-200">
          <p className="text-xs font-medium text-stone-500">
            {t('product.stepOf', { step: index + 1, total: data.length })}
          </p>
          <h3
            key={step.id}
            id={`step-${step.id}`}
            // after Further or Back the new step's heading takes the focus (not on opening)
            ref={(node) => {
              if (node && moved.current) node.focus();
            }}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {step.name}
          </h3>
          {step.question && <p className="text-sm text-stone-600">{step.question}</p>}
          <p className={`mt-1 text-xs ${stepDone ? 'text-stone-500' : 'text-amber-800'}`}>
            {!stepDone
              ? t('product.minimumProductSelection', { count: step.min })
              : step.min === 0
                ? `${t('product.optional')} ${t('product.maxItems', { count: step.max })}`
                : t('product.stepChoose', { count: step.max, min: step.min })}
          </p>
          <ul className="mt-3 space-y-2">
            {step.products.map((choice) => (
              <li key={choice.productPackageId}>
                <StepChoice
                  choice={choice}
                  count={selection[step.id]?.[choice.productPackageId] ?? 0}
                  canAdd={canIncrease(
                    rule,
                    selection,
                    choice.productPackageId,
                    choicesLeft(
                      availableInPackageFlow(
                        choice.stock,
                        (perPackage.get(choice.id) ?? 0) * quantity,
                        cart.get(choice.id) ?? 0,
                      ),
                      quantity,
                    ),
                  )}
                  disabled={submitting}
                  onChange={(delta) =>
                    setSelection((current) => changeChoice(current, step.id, choice.productPackageId, delta))
                  }
                />
              </li>
            ))}
          </ul>
          <p className="mt-2 text-end text-xs text-stone-500">
            {t('product.chosenOf', { count: stepCount(selection, step.id), max: step.max })}
          </p>
        </section>
      )}
      {last && (
        <QuantityAndComment
          name={product.name}
          quantity={quantity}
          onQuantity={setQuantity}
          canIncrease={fitsQuantity(quantity + 1)}
          comment={comment}
          onComment={setComment}
        />
      )}
      {last && !fitsQuantity(quantity) && <AddAlert>{t('basket.outOfStock')}</AddAlert>}
      {!product.available && <AddAlert>{t('product.notAvailableNow')}</AddAlert>}
      {failure && <AddAlert>{failure}</AddAlert>}
      <div className={`flex gap-3 ${stickyActions}`}>
        {index > 0 && (
          <button
            type="button"
            className={secondaryButton}
            disabled={submitting}
            onClick={() => move(index - 1)}
          >
            {t('product.back')}
          </button>
        )}
        <button
          type="submit"
          className={`${primaryButton} flex-1`}
          disabled={
            submitting || !stepDone || (last && (!allDone || !fitsQuantity(quantity) || !product.available))
          }
        >
          {last ? t('product.add') : t('product.further')}
        </button>
      </div>
    </form>
  );
}

function StepChoice({
  choice,
  count,
  canAdd,
  disabled,
  onChange,
}: {
  choice: StepProduct;
  count: number;
  canAdd: boolean;
  disabled: boolean;
  onChange: (delta: 1 | -1) => void;
}) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const soldOut = choice.stock === 0;
  return (
    <div className={`flex items-center gap-3 rounded-xl px-2 py-1.5 ${count > 0 ? 'bg-stone-50' : ''}`}>
      {restaurant.settings.product_image && choice.image && (
        <img
          src={choice.image}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-lg bg-stone-100 object-cover"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{choice.name}</p>
        <p className="text-xs text-stone-500">
          {choice.price > 0 && `+${formatMoney(choice.price, restaurant.currency, locale)} `}
          {soldOut && <span className="font-semibold text-red-700">{t('product.outOfStock')}</span>}
        </p>
      </div>
      <QuantityStepper
        value={count}
        label={t('basket.quantityOf', { name: choice.name })}
        decreaseLabel={t('basket.decrease', { name: choice.name })}
        increaseLabel={t('basket.increase', { name: choice.name })}
        decreaseDisabled={disabled || count === 0}
        increaseDisabled={disabled || !canAdd}
        onDecrease={() => onChange(-1)}
        onIncrease={() => onChange(1)}
      />
    </div>
  );
}
