import type { BasketDto } from '@tavola/contracts';
import { type Dispatch, type SetStateAction, useCallback } from 'react';
import type { FieldErrors } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useErrorMessage } from '../../../lib/use-error-message';
import { type ContactInput, checkoutApi } from '../api/checkout-api';
import type { CheckoutDraft } from '../checkout-draft';
import type { ContactField } from '../components/contact-fields';
import { useStoreBasket } from './use-store-basket';

/** The form's field messages, as `useFormErrors` keeps them. */
interface FieldMarks {
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
  mark: (field: string, messages: readonly string[]) => void;
}

/**
 * What the guest types into the contact section, kept in the checkout's draft (issue 15): a
 * change clears its field's message, a logged-in customer's details fill what is still empty
 * (issue 6), and a postal code is checked against the delivery area once the guest leaves it.
 */
export function useCheckoutContact({
  basket,
  basketId,
  setDraft,
  marks: { errors, clear, mark },
}: {
  basket: BasketDto | undefined;
  basketId: string | null | undefined;
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>;
  marks: FieldMarks;
}) {
  const { api } = useAppContext();
  const store = useStoreBasket();
  const messageOf = useErrorMessage();
  const setContact = useCallback(
    (change: (old: ContactInput) => ContactInput) =>
      setDraft((old) => ({ ...old, contact: change(old.contact) })),
    [setDraft],
  );
  // a logged-in customer's details fill what the guest has not typed yet
  const prefill = useCallback(
    (fields: ContactInput) => setContact((old) => ({ ...fields, ...old })),
    [setContact],
  );

  const change = (field: ContactField, value: string) => {
    setContact((old) => ({ ...old, [field]: value }));
    clear(field);
  };

  const checkPostalCode = async (postalCode: string) => {
    if (!basket || !basketId) return;
    const code = postalCode.trim();
    // an out-of-area code is never saved: its message, while it stands, is the answer already
    if (!code || basket.deliveryType !== 'delivery' || basket.postalCode === code || errors.postalCode)
      return;
    try {
      await checkoutApi.checkAddress(api, basketId, code, 'delivery');
      // issue 15: a postal code in the area is saved on the basket at once, so its answer (and
      // the summary) includes the area's shipping and minimum before the order is placed
      store((await checkoutApi.addAddress(api, basketId, { postalCode: code })).data);
    } catch (error) {
      // 'not in the delivery area' belongs to the postal code and goes when it changes; the
      // guest has moved on to the next field, so neither the focus nor other messages move
      mark('postalCode', [messageOf(error)]);
    }
  };

  // a saved address was chosen: it replaces the address typed, and its postal code is checked
  const pick = (fields: ContactInput) => {
    setContact((old) => ({ ...old, ...fields }));
    clear('address', 'house_number', 'postalCode', 'city', 'country');
    void checkPostalCode(fields.postalCode ?? '');
  };

  return { prefill, change, checkPostalCode, pick };
}
