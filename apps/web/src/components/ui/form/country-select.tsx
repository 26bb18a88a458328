import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { countryOptions } from './countries';
import { type ControlProps, controlClass } from './field';

/** A country as its ISO code, chosen from names in the guest's language (issue 15). */
export function CountrySelect({
  control,
  value,
  onChange,
}: {
  control: ControlProps;
  value: string;
  onChange: (code: string) => void;
}) {
  const { locale } = useTranslation();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const known = options.some((option) => option.code === value);
  return (
    <select
      {...control}
      autoComplete="country"
      className={controlClass}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {/* a value from before the list (free text) stays choosable rather than silently changing */}
      {!known && <option value={value}>{value}</option>}
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
