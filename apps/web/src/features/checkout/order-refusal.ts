import { type FieldErrors, fieldErrorsOf } from '../../components/ui/form';

/** Fields of the checkout form that create-order itself may name (payFix's card, the terms). */
const orderFormFields = ['terms', 'qrCode', 'pin'];

/**
 * What the checkout shows for a refused order (SPEC §8): the messages about fields the form
 * shows beside them — the contact, which basket/add-address names `userInfo.name`, and the
 * payment's own fields — or else one message for the order as a whole, with the time the server
 * proposes when the chosen slot is full (SPEC §4 order_limit_reached's validTime). create-order's
 * own `name`, `inStock`, `delivery_time` or `table_id` are about dishes, the time or the table,
 * not the form: beside no field they would show nowhere.
 */
export function orderRefusalOf(
  error: unknown,
  formFields: readonly string[],
): { fields: FieldErrors } | { proposedTime: string | undefined } {
  const all = fieldErrorsOf(error);
  const fields = Object.fromEntries(
    Object.entries(all).flatMap(([field, messages]) => {
      const name = field.replace(/^userInfo\./, '');
      const aboutTheForm = field.startsWith('userInfo.') || orderFormFields.includes(field);
      return aboutTheForm && formFields.includes(name) ? [[name, messages]] : [];
    }),
  );
  if (Object.keys(fields).length > 0) return { fields };
  return { proposedTime: all.validTime?.[0] };
}
