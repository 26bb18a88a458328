import type { WebMessageKey } from '@tavola/i18n/web';
import { useTranslation } from '../../../lib/i18n';

/** The EU's fourteen allergens by the letter codes the menu uses. */
const codes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;

export function AllergiesLegend() {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-4 text-sm text-stone-600">{t('allergies.intro')}</p>
      <ul className="grid grid-cols-2 gap-2">
        {codes.map((code) => (
          <li key={code} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-full bg-amber-100 text-xs font-bold text-amber-900 ring-1 ring-amber-300"
            >
              {code}
            </span>
            <span>
              <span className="sr-only">{code}: </span>
              {t(`allergen.${code}` as WebMessageKey)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
