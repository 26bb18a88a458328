import { useQuery } from '@tanstack/react-query';
import type { TaxOverview } from '@tavola/contracts';
import { type TaxCategory, taxCategories, waysOfOrdering } from '@tavola/domain';
import { type Locale, listSeparator, localeInfo } from '@tavola/i18n/locales';
import { controlClass, Field } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { taxesQuery } from '../../api/taxes-api';
import type { ProductEditing } from '../../hooks/use-product-editor';
import { useManager } from '../../manager-context';
import { type ManagerTranslate, useManagerT } from '../../manager-i18n';

/**
 * Issue 36 (decision 084): what the product is for VAT — a beer is an alcoholic drink — and,
 * under it, what that category's rates are today in the restaurant's country.
 */
export function TaxCategoryField({ editor }: { editor: ProductEditing }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  // only the hint needs the rates: without them the field works all the same
  const taxes = useQuery(taxesQuery(api, restaurant.id, locale));
  const { draft, update, errors } = editor;
  return (
    <Field
      label={t('menu.taxCategory')}
      errors={errors.tax_category}
      hint={taxes.data ? ratesHint(t, locale, taxes.data, draft.tax_category) : undefined}
    >
      {(control) => (
        <select
          {...control}
          className={controlClass}
          value={draft.tax_category}
          onChange={(event) =>
            update(
              { tax_category: taxCategories.find((each) => each === event.target.value) ?? 'food' },
              'tax_category',
            )
          }
        >
          {taxCategories.map((category) => (
            <option key={category} value={category}>
              {t(`menu.taxCategory.${category}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** "VAT today: Eat in 19 %, At the table 19 %, Pickup 7 %, Delivery 7 %", or that none is set. */
function ratesHint(
  t: ManagerTranslate,
  locale: Locale,
  overview: TaxOverview,
  category: TaxCategory,
): string {
  const number = new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 2 });
  const rates = waysOfOrdering.flatMap((way) => {
    const rule = overview.current.find((entry) => entry.category === category && entry.way === way);
    return rule
      ? [
          t('menu.taxRateOfWay', {
            way: t(`taxes.way.${way}`),
            rate: t('taxes.percent', { rate: number.format(rule.rate) }),
          }),
        ]
      : [];
  });
  return rates.length
    ? t('menu.taxRatesToday', { rates: rates.join(listSeparator[locale]) })
    : t('menu.taxRatesNone');
}
