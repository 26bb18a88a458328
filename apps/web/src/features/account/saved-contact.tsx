import { lazy, Suspense } from 'react';
import { useLoggedIn } from './session';

const SavedContactPanel = lazy(() => import('./components/saved-contact-panel'));

type ContactFields = Partial<
  Record<'name' | 'email' | 'mobile' | 'address' | 'house_number' | 'postalCode' | 'city' | 'country', string>
>;

export interface SavedContactProps {
  /** the order is a delivery: saved addresses are offered */
  delivery: boolean;
  /** the guest has typed (or kept from before a reload) an address: no saved one is chosen for them */
  hasAddress: boolean;
  /** once, with the customer's name, e-mail and phone */
  onPrefill: (fields: ContactFields) => void;
  /** a saved address was chosen */
  onPick: (fields: ContactFields) => void;
}

/** For the checkout: nothing for a guest; for a customer, their details (loaded on demand). */
export function SavedContact(props: SavedContactProps) {
  if (!useLoggedIn()) return null;
  return (
    <Suspense fallback={null}>
      <SavedContactPanel {...props} />
    </Suspense>
  );
}
