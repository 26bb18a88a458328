import type { WebMessageKey } from '@tavola/i18n/web';
import { choiceClass } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import type { ProductEditing } from '../../hooks/use-product-editor';
import { useManagerT } from '../../manager-i18n';

/** the 14 EU allergens by the letters the storefront's icons show (SPEC §3 allergy_info) */
const allergenCodes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;

/** The allergens the product contains, named as the storefront names them. */
export function AllergensFieldset({ editor }: { editor: ProductEditing }) {
  const t = useManagerT();
  const { t: webT } = useTranslation();
  const { draft, update } = editor;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t('menu.allergens')}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {allergenCodes.map((code) => (
          <label key={code} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className={choiceClass}
              checked={draft.allergens.includes(code)}
              onChange={(event) =>
                update(
                  {
                    allergens: event.target.checked
                      ? [...draft.allergens, code]
                      : draft.allergens.filter((each) => each !== code),
                  },
                  'allergens',
                )
              }
            />
            <span>
              <span className="font-semibold">{code}</span> {webT(`allergen.${code}` as WebMessageKey)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
