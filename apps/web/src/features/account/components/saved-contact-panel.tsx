import { useQuery } from '@tanstack/react-query';
import type { AddressDto } from '@tavola/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { choiceClass } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useAccountT } from '../account-i18n';
import { userQuery } from '../api/account-api';
import { preferredAddress, rememberAddress } from '../preferred-address';
import type { SavedContactProps } from '../saved-contact';
import { addressLine } from './address-line';

/**
 * The checkout's part for a logged-in customer: their name, e-mail and phone fill the contact
 * form, and for a delivery their saved addresses are offered (SPEC §2 'saved addresses'), the
 * last used one chosen (issue 15) unless they already typed an address.
 */
export default function SavedContactPanel({ delivery, hasAddress, onPrefill, onPick }: SavedContactProps) {
  const t = useAccountT();
  const { locale } = useTranslation();
  const { api, config } = useAppContext();
  const user = useQuery(userQuery(api, locale));
  const prefilled = useRef(false);
  const [chosen, setChosen] = useState<number | undefined>();
  const id = useId();
  const addresses = user.data?.addresses ?? [];

  const pick = (address: AddressDto) => {
    setChosen(address.id);
    rememberAddress(localStorage, config.restaurantId, address.id);
    onPick({
      address: address.street,
      house_number: address.house_number,
      postalCode: address.postal_code,
      city: address.city,
      country: address.country,
    });
  };
  const preselect = useRef(pick);
  preselect.current = pick;

  useEffect(() => {
    if (!user.data || prefilled.current) return;
    prefilled.current = true;
    onPrefill({
      name: user.data.name,
      email: user.data.email,
      ...(user.data.phone ? { mobile: user.data.phone } : {}),
    });
  }, [user.data, onPrefill]);

  const preferred = delivery ? preferredAddress(localStorage, config.restaurantId, addresses) : undefined;
  const preselected = useRef(false);
  useEffect(() => {
    if (!preferred || preselected.current) return;
    preselected.current = true;
    if (!hasAddress) preselect.current(preferred);
  }, [preferred, hasAddress]);

  if (!delivery || addresses.length === 0) return null;
  return (
    <fieldset className="rounded-2xl bg-stone-50 p-3">
      <legend className="px-1 text-sm font-semibold">{t('addresses.saved')}</legend>
      <div className="mt-1 space-y-2">
        {addresses.map((address) => (
          <label key={address.id} className="flex cursor-pointer items-center gap-3">
            <input
              type="radio"
              name={`${id}-address`}
              className={choiceClass}
              checked={chosen === address.id}
              onChange={() => pick(address)}
            />
            <span>{addressLine(address)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
