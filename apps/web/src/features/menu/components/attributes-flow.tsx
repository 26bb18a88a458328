import { useQuery } from '@tanstack/react-query';
import type { AttributeGroupDto, ProductDto } from '@tavola/contracts';
import {
  type AttributeGroupRule,
  type AttributeSelection,
  canAddWithSelection,
  fitsStock,
  groupMaximum,
  toggleAttributeItem,
} from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { useId, useMemo, useState } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useBasketActions, useCartQuantities } from '../../basket';
import { useLocale, useRestaurant } from '../../restaurant';
import { attributeGroupsQuery } from '../api/menu-queries';
import { AddAlert, primaryButton, QuantityAndComment, stickyActions } from './add-controls';

const toRule = (group: AttributeGroupDto): AttributeGroupRule => ({
  id: group.id,
  minimumValue: group.minimum_value,
  maximumValue: group.maximum_value,
  isMultiSelect: group.is_multi_select,
  itemIds: group.items.map((item) => item.pivot.id),
});

/**
 * SPEC §4 Attribute selection and Add flow: per group the chosen items (single-select
 * replaces, multi-select appends up to the maximum, a chosen item clicked again is removed),
 * Add disabled while a group is below its minimum or the stock does not allow it.
 */
export function AttributesFlow({ product, onAdded }: { product: ProductDto; onAdded: () => void }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const actions = useBasketActions();
  const messageOf = useErrorMessage();
  const inCart = useCartQuantities().get(product.id) ?? 0;
  const groupsQuery = useQuery({
    ...attributeGroupsQuery(api, locale, product.category_id),
    enabled: product.extra,
  });
  const groups = useMemo(
    () => groupsQuery.data?.find((entry) => entry.productId === product.id)?.groups ?? [],
    [groupsQuery.data, product.id],
  );
  const rules = useMemo(() => groups.map(toRule), [groups]);
  const [selection, setSelection] = useState<AttributeSelection>({});
  const [quantity, setQuantity] = useState(1);
  const [comment, setComment] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (product.extra && !groupsQuery.data)
    return (
      <p className="mt-6 text-sm text-stone-500" role="status">
        {t('app.loading')}
      </p>
    );

  const complete = canAddWithSelection(rules, selection);
  const fits = fitsStock(product.stock, inCart, quantity);

  async function submit() {
    setSubmitting(true);
    setFailure(null);
    try {
      const basket = await actions.add({
        productId: product.id,
        quantity,
        attributeItems: Object.values(selection).flat(),
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
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {groups.map((group, index) => (
        <AttributeGroupField
          key={group.id}
          group={group}
          rule={rules[index]!}
          chosen={selection[group.id] ?? []}
          onToggle={(itemId) =>
            setSelection((current) => toggleAttributeItem(current, rules[index]!, itemId))
          }
        />
      ))}
      <QuantityAndComment
        name={product.name}
        quantity={quantity}
        onQuantity={setQuantity}
        canIncrease={fitsStock(product.stock, inCart, quantity + 1)}
        comment={comment}
        onComment={setComment}
      />
      {!fits && <AddAlert>{t('basket.outOfStock')}</AddAlert>}
      {!product.available && <AddAlert>{t('product.notAvailableNow')}</AddAlert>}
      {failure && <AddAlert>{failure}</AddAlert>}
      <div className={stickyActions}>
        <button
          type="submit"
          className={`${primaryButton} w-full`}
          disabled={!complete || !fits || !product.available || submitting}
        >
          {t('product.add')}
        </button>
      </div>
    </form>
  );
}

function AttributeGroupField({
  group,
  rule,
  chosen,
  onToggle,
}: {
  group: AttributeGroupDto;
  rule: AttributeGroupRule;
  chosen: readonly number[];
  onToggle: (itemId: number) => void;
}) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const locale = useLocale();
  const hintId = useId();
  const maximum = groupMaximum(rule);
  const full = maximum !== null && chosen.length >= maximum;
  const missing = chosen.length < group.minimum_value;
  return (
    <fieldset className="rounded-2xl p-4 ring-1 ring-stone-200" aria-describedby={hintId}>
      <legend className="float-start flex w-full flex-wrap items-baseline gap-x-2 font-semibold">
        {group.name}
        {group.is_multi_select && maximum !== null && (
          <span className="text-xs font-normal text-stone-500">
            {t('product.maxItems', { count: maximum })}
          </span>
        )}
      </legend>
      <p id={hintId} className={`clear-both pt-1 text-xs ${missing ? 'text-amber-800' : 'text-stone-500'}`}>
        {missing
          ? t('product.mustSelect', { count: group.minimum_value })
          : group.minimum_value > 0
            ? t('product.required')
            : t('product.optional')}
      </p>
      <ul className="mt-2 space-y-1">
        {group.items.map((item) => {
          const isChosen = chosen.includes(item.pivot.id);
          return (
            <li key={item.pivot.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 hover:bg-stone-50 has-disabled:cursor-not-allowed has-disabled:opacity-50">
                <input
                  type={group.is_multi_select ? 'checkbox' : 'radio'}
                  name={`group-${group.id}`}
                  className="size-5 accent-(--color-primary)"
                  checked={isChosen}
                  disabled={group.is_multi_select && !isChosen && full}
                  // radios: a click on the chosen item removes it (SPEC §4), which change events do not report
                  onChange={group.is_multi_select ? () => onToggle(item.pivot.id) : () => undefined}
                  onClick={group.is_multi_select ? undefined : () => onToggle(item.pivot.id)}
                />
                <span className="flex-1">{item.name}</span>
                {item.pivot.price > 0 && (
                  <span className="text-sm text-stone-600">
                    +{formatMoney(item.pivot.price, restaurant.currency, locale)}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
