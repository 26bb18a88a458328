import type { TaxOverview } from '@tavola/contracts';
import { taxCategories, waysOfOrdering } from '@tavola/domain';
import { ScrollRegion } from '../../../../components/ui/scroll-region';
import { useManagerT } from '../../manager-i18n';

/** Today's rate of each category (rows) and way of ordering (columns); the owner's own are marked. */
export function TaxRatesTable({ overview }: { overview: TaxOverview }) {
  const t = useManagerT();
  const rule = (category: string, way: string) =>
    overview.current.find((entry) => entry.category === category && entry.way === way);
  const percent = (rate: number) => t('taxes.percent', { rate: rate.toLocaleString() });
  const caption = t('taxes.tableCaption', { date: overview.today });
  // issue 34: a phone scrolls the four ways of ordering sideways, by finger or by keyboard
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-lg text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-start">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t('taxes.category')}
            </th>
            {waysOfOrdering.map((way) => (
              <th key={way} scope="col" className="px-3 py-2 text-end font-medium">
                {t(`taxes.way.${way}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {taxCategories.map((category) => (
            <tr key={category} className="border-b border-stone-100">
              <th scope="row" className="py-2 pe-3 text-start font-medium">
                {t(`taxes.category.${category}`)}
              </th>
              {waysOfOrdering.map((way) => {
                const found = rule(category, way);
                return (
                  <td key={way} className="px-3 py-2 text-end tabular-nums">
                    {found ? percent(found.rate) : '–'}
                    {found?.source === 'owner' && (
                      <span className="ms-1 text-xs text-stone-600">{t('taxes.own')}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
