import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useAccountT } from '../account-i18n';
import { userQuery } from '../api/account-api';
import type { SavedContactProps } from '../saved-contact';
import { addressLine } from './addresses-section';

/**
 * The checkout's part for a logged-in customer: their name, e-mail and phone fill the contact
 * form, and for a delivery their saved addresses are offered (SPEC §2 'saved addresses').
 */
export default function SavedContactPanel({ delivery, onPrefill, onPick }: SavedContactProps) {
  const t = useAccountT();
  const { locale } = useTranslation();
  const { api } = useAppContext();
  const user = useQuery(userQuery(api, locale));
  const prefilled = useRef(false);
  const [chosen, setChosen] = useState<number | undefined>();
  const id = useId();

  useEffect(() => {
    if (!user.data || prefilled.current) return;
    prefilled.current = true;
    onPrefill({
      name: user.data.name,
      email: user.data.email,
      ...(user.data.phone ? { mobile: user.data.phone } : {}),
    });
  }, [user.data, onPrefill]);

  const addresses = user.data?.addresses ?? [];
  if (!delivery || addresses.length === 0) return null;
  return (
    <fieldset className="rounded-2xl bg-stone-50 p-3">
      <legend className="px-1 text-sm font-semibold">{t('addresses.saved')}</legend>
      <div className="mt-1 space-y-2">
        {addresses.map((address) => (
          <label key={address.id} className="flex items-center gap-3">
            <input
              type="radio"
              name={`${id}-address`}
              checked={chosen === address.id}
              onChange={() => {
                setChosen(address.id);
                onPick({
                  address: address.street,
                  house_number: address.house_number,
                  postalCode: address.postal_code,
                  city: address.city,
                  country: address.country,
                });
              }}
            />
            <span>{addressLine(address)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
