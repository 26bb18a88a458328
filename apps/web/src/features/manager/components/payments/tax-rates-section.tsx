import type { TaxOverview } from '@tavola/contracts';
import type { TaxCategory, WayOfOrdering } from '@tavola/domain';
import { useDeleteTaxRate } from '../../api/taxes-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { TaxRateForm } from './tax-rate-form';
import { TaxRatesTable } from './tax-rates-table';

/**
 * Issue 36 (decision 084): the VAT rates orders are taxed at — today's per category and way,
 * the changes to come, and the owner's own rates, which the owner adds and removes here.
 */
export function TaxRatesSection({ overview }: { overview: TaxOverview }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const owner = restaurant.role === 'owner';
  const remove = useDeleteTaxRate(api, restaurant.id);
  const name = (entry: { category: TaxCategory; way: WayOfOrdering; rate: number }) =>
    t('taxes.ruleName', {
      category: t(`taxes.category.${entry.category}`),
      way: t(`taxes.way.${entry.way}`),
      rate: t('taxes.percent', { rate: entry.rate.toLocaleString() }),
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        {overview.country_known
          ? t('taxes.countryKnown', { country: overview.country })
          : t('taxes.countryUnknown', { country: overview.country || '–' })}{' '}
        {t('taxes.storedNote')}
      </p>
      <TaxRatesTable overview={overview} />
      {overview.upcoming.length > 0 && (
        <section aria-labelledby="tax-upcoming">
          <h3 id="tax-upcoming" className="mb-1 font-medium">
            {t('taxes.upcoming')}
          </h3>
          <ul className="list-disc ps-5 text-sm">
            {overview.upcoming.map((rule) => (
              <li key={`${rule.category}-${rule.way}-${rule.from}-${rule.source}`}>
                {t('taxes.fromDate', { date: rule.from, rule: name(rule) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {overview.own.length > 0 && (
        <section aria-labelledby="tax-own">
          <h3 id="tax-own" className="mb-1 font-medium">
            {t('taxes.ownTitle')}
          </h3>
          <ul className="divide-y divide-stone-100 text-sm">
            {overview.own.map((rate) => (
              <li key={rate.id} className="flex items-center justify-between gap-3 py-2">
                <span>{t('taxes.fromDate', { date: rate.valid_from, rule: name(rate) })}</span>
                {owner && (
                  <button
                    type="button"
                    className="rounded-lg px-3 py-2 text-red-700 underline-offset-2 hover:underline"
                    aria-label={t('taxes.deleteNamed', { rule: name(rate) })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(rate.id, {
                        onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
                        onError: (error) => notifyError(error, t('area.error')),
                      })
                    }
                  >
                    {t('taxes.delete')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {owner && <TaxRateForm today={overview.today} />}
    </div>
  );
}
