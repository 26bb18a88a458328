import type { WebMessageKey } from '@tavola/i18n/web';
import { useTranslation } from '../../../lib/i18n';

/** Allergens by their EU letter code; each names itself to screen readers and on hover. */
export function AllergyIcons({ codes, size = 'sm' }: { codes: readonly string[]; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  if (codes.length === 0) return null;
  const box = size === 'sm' ? 'size-5 text-[10px]' : 'size-7 text-xs';
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('product.allergens')}>
      {codes.map((code) => {
        const key = `allergen.${code}` as WebMessageKey;
        const translated = t(key);
        const name = translated === key ? code : translated;
        return (
          <li key={code} title={name} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className={`${box} flex items-center justify-center rounded-full bg-amber-100 font-bold text-amber-900 ring-1 ring-amber-300`}
            >
              {code}
            </span>
            <span className={size === 'md' ? 'text-sm text-stone-600' : 'sr-only'}>{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
