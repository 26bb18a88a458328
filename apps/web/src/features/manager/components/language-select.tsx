import { isLocale, localeInfo, locales } from '@tavola/i18n/locales';
import { useId } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { rememberLanguage, useTranslation } from '../../../lib/i18n';
import { useManagerT } from '../manager-i18n';

/** The manager's language (all four; Arabic right to left), remembered like the storefront's choice. */
export function LanguageSelect() {
  const t = useManagerT();
  const { locale, changeLocale } = useTranslation();
  const { api } = useAppContext();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('area.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const value = event.target.value;
          if (!isLocale(value)) return;
          rememberLanguage(value);
          api.setLanguage(value);
          void changeLocale(value);
        }}
        className="h-10 max-w-28 rounded-full max-sm:max-w-20 border border-stone-300 bg-white px-3 text-sm"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeInfo[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
