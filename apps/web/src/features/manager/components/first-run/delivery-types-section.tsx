import { type DeliveryType, deliveryTypes } from '@tavola/domain';
import { useId } from 'react';
import { CheckboxField, type FieldErrors } from '../../../../components/ui/form';
import { deliveryTypeLabel } from '../../labels';
import { useManagerT } from '../../manager-i18n';
import { sectionClass } from './section-class';

/**
 * Issue 33: the first-run page's ways of ordering: which are switched on, and what each still
 * needs before guests are offered it (the back office's Hours & delivery page says the same).
 */
export function DeliveryTypesSection({
  types,
  onTypes,
  errors,
  clear,
}: {
  types: readonly DeliveryType[];
  onTypes: (update: (old: readonly DeliveryType[]) => DeliveryType[]) => void;
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
}) {
  const t = useManagerT();
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-types-intro`} className={sectionClass}>
      <legend className="float-start mb-2 w-full text-lg font-semibold">{t('setup.typesTitle')}</legend>
      <p id={`${id}-types-intro`} className="clear-both text-sm text-stone-600">
        {t('setup.typesIntro')}
      </p>
      {deliveryTypes.map((type) => (
        <CheckboxField
          key={type}
          name="delivery_types"
          value={type}
          checked={types.includes(type)}
          errors={type === deliveryTypes[0] ? errors.delivery_types : undefined}
          onChange={(event) => {
            const on = event.target.checked;
            onTypes((old) => deliveryTypes.filter((each) => (each === type ? on : old.includes(each))));
            clear('delivery_types');
          }}
          label={
            <>
              <span className="font-medium">{deliveryTypeLabel(t, type)}</span>
              <span className="block text-sm text-stone-600">{t(`setup.typeNeeds.${type}`)}</span>
            </>
          }
        />
      ))}
    </fieldset>
  );
}
