import type { MenuTexts } from '@tavola/contracts';
import { localeInfo } from '@tavola/i18n/locales';
import { type FieldErrors, TextField } from '../../../../components/ui/form';
import { useManagerT } from '../../manager-i18n';
import { MissingTranslations } from './missing-translations';
import { OptionRow } from './option-row';
import { newOption, type OptionGroupDraft } from './product-draft';

/** One option group: its name, how many options a guest picks, and its options. */
export function OptionGroupFieldset({
  group,
  index,
  language,
  errors,
  clear,
  onChange,
  onRemove,
}: {
  group: OptionGroupDraft;
  index: number;
  language: keyof MenuTexts;
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
  onChange: (next: (group: OptionGroupDraft) => OptionGroupDraft) => void;
  onRemove: () => void;
}) {
  const t = useManagerT();
  const at = `option_groups.${index}`;
  const number = String(index + 1);
  const groupName = group.name[language] || t('menu.groupNumber', { number });
  return (
    <fieldset className="space-y-3 rounded-2xl p-4 ring-1 ring-stone-300">
      <legend className="px-1 text-sm font-semibold">{t('menu.groupNumber', { number })}</legend>
      <MissingTranslations group={group} />
      <TextField
        label={t('menu.groupName', { language: localeInfo[language].nativeName })}
        lang={language}
        dir={localeInfo[language].dir}
        maxLength={100}
        autoComplete="off"
        value={group.name[language]}
        errors={errors[`${at}.name.${language}`]}
        onChange={(event) => {
          clear(`${at}.name.${language}`);
          onChange((each) => ({ ...each, name: { ...each.name, [language]: event.target.value } }));
        }}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('menu.groupMin')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={group.min}
          errors={errors[`${at}.min`]}
          onChange={(event) => {
            clear(`${at}.min`);
            onChange((each) => ({ ...each, min: event.target.value }));
          }}
        />
        <TextField
          label={t('menu.groupMax')}
          hint={t('menu.groupMaxHint')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={group.max}
          errors={errors[`${at}.max`]}
          onChange={(event) => {
            clear(`${at}.max`);
            onChange((each) => ({ ...each, max: event.target.value }));
          }}
        />
      </div>
      {errors[`${at}.options`] && (
        <p className="text-sm font-medium text-red-700">{errors[`${at}.options`]?.[0]}</p>
      )}
      <ul className="space-y-3">
        {group.options.map((option, optionIndex) => (
          <OptionRow
            key={option.key}
            option={option}
            at={`${at}.options.${optionIndex}`}
            number={String(optionIndex + 1)}
            groupName={groupName}
            language={language}
            errors={errors}
            clear={clear}
            onChange={(changes) =>
              onChange((each) => ({
                ...each,
                options: each.options.map((entry) =>
                  entry.key === option.key ? { ...entry, ...changes } : entry,
                ),
              }))
            }
            onRemove={() =>
              onChange((each) => ({
                ...each,
                options: each.options.filter((entry) => entry.key !== option.key),
              }))
            }
          />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-label={t('menu.addOptionTo', { group: groupName })}
          onClick={() => onChange((each) => ({ ...each, options: [...each.options, newOption()] }))}
          className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
        >
          + {t('menu.addOption')}
        </button>
        <button
          type="button"
          aria-label={t('menu.removeGroupLabel', { group: groupName })}
          onClick={onRemove}
          className="h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
        >
          {t('menu.removeGroup')}
        </button>
      </div>
    </fieldset>
  );
}
