import type { MenuTexts } from '@tavola/contracts';
import { localeInfo } from '@tavola/i18n/locales';
import { type FieldErrors, TextField } from '../../../../components/ui/form';
import { useManagerT } from '../../manager-i18n';
import type { OptionDraft } from './product-draft';

/** One option of a group: its name in the tab's language, what it adds to the price, and Remove. */
export function OptionRow({
  option,
  at,
  number,
  groupName,
  language,
  errors,
  clear,
  onChange,
  onRemove,
}: {
  option: OptionDraft;
  /** the option's place in a 422's field names (`option_groups.0.options.1`) */
  at: string;
  number: string;
  groupName: string;
  language: keyof MenuTexts;
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
  onChange: (changes: Partial<OptionDraft>) => void;
  onRemove: () => void;
}) {
  const t = useManagerT();
  return (
    <li className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
      <TextField
        className="min-w-0 flex-1"
        label={t('menu.optionName', { number, language: localeInfo[language].nativeName })}
        lang={language}
        dir={localeInfo[language].dir}
        maxLength={100}
        autoComplete="off"
        value={option.name[language]}
        errors={errors[`${at}.name.${language}`]}
        onChange={(event) => {
          clear(`${at}.name.${language}`);
          onChange({ name: { ...option.name, [language]: event.target.value } });
        }}
      />
      <TextField
        className="w-28"
        label={t('menu.optionPrice', { number })}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        value={option.price}
        errors={errors[`${at}.price`]}
        onChange={(event) => {
          clear(`${at}.price`);
          onChange({ price: event.target.value });
        }}
      />
      <button
        type="button"
        aria-label={t('menu.removeOption', { number, group: groupName })}
        onClick={onRemove}
        className="mt-6 h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
      >
        {t('menu.remove')}
      </button>
    </li>
  );
}
