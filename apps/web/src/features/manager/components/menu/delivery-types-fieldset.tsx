import { deliveryTypes } from '@tavola/domain';
import { choiceClass } from '../../../../components/ui/form';
import type { ProductEditing } from '../../hooks/use-product-editor';
import { deliveryTypeLabel } from '../../labels';
import { useManagerT } from '../../manager-i18n';

/** How the product may be ordered: delivery, pickup, here (at least one). */
export function DeliveryTypesFieldset({ editor }: { editor: ProductEditing }) {
  const t = useManagerT();
  const { draft, update } = editor;
  const deliveryErrors = editor.errors.delivery_types;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800">
        {t('menu.deliveryTypes')}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {deliveryTypes.map((type) => (
          <label key={type} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className={choiceClass}
              checked={draft.delivery_types.includes(type)}
              {...(deliveryErrors
                ? { 'aria-invalid': true, 'aria-describedby': 'delivery-types-error' }
                : {})}
              onChange={(event) =>
                update(
                  {
                    delivery_types: event.target.checked
                      ? [...draft.delivery_types, type]
                      : draft.delivery_types.filter((each) => each !== type),
                  },
                  'delivery_types',
                )
              }
            />
            {deliveryTypeLabel(t, type)}
          </label>
        ))}
      </div>
      {deliveryErrors && (
        <p id="delivery-types-error" className="mt-1 text-sm font-medium text-red-700">
          {deliveryErrors[0]}
        </p>
      )}
    </fieldset>
  );
}
