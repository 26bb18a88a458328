import type { MenuTexts } from '@tavola/contracts';
import { localeInfo, locales } from '@tavola/i18n/locales';
import { type FieldErrors, TextField } from '../../../../components/ui/form';
import { useManagerT } from '../../manager-i18n';
import { newOption, newOptionGroup, type OptionGroupDraft, untranslatedLanguages } from './product-draft';

/**
 * Issue 20: a product's option groups as a repeating fieldset (like the hours editor's
 * windows): each group has a name, a minimum and a maximum of choices, and its options with
 * what each adds to the price. Names are edited in the language of the chosen tab.
 */
export function OptionGroupsEditor({
  groups,
  onChange,
  language,
  errors,
  clear,
}: {
  groups: OptionGroupDraft[];
  onChange: (groups: OptionGroupDraft[]) => void;
  language: keyof MenuTexts;
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
}) {
  const t = useManagerT();
  const languageName = localeInfo[language].nativeName;
  const change = (key: string, next: (group: OptionGroupDraft) => OptionGroupDraft) =>
    onChange(groups.map((group) => (group.key === key ? next(group) : group)));

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t('menu.optionsIntro')}</p>
      {groups.map((group, groupIndex) => {
        const at = `option_groups.${groupIndex}`;
        const number = String(groupIndex + 1);
        const groupName = group.name[language] || t('menu.groupNumber', { number });
        return (
          <fieldset key={group.key} className="space-y-3 rounded-2xl p-4 ring-1 ring-stone-300">
            <legend className="px-1 text-sm font-semibold">{t('menu.groupNumber', { number })}</legend>
            <MissingTranslations group={group} />
            <TextField
              label={t('menu.groupName', { language: languageName })}
              lang={language}
              dir={localeInfo[language].dir}
              maxLength={100}
              autoComplete="off"
              value={group.name[language]}
              errors={errors[`${at}.name.${language}`]}
              onChange={(event) => {
                clear(`${at}.name.${language}`);
                change(group.key, (each) => ({
                  ...each,
                  name: { ...each.name, [language]: event.target.value },
                }));
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
                  change(group.key, (each) => ({ ...each, min: event.target.value }));
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
                  change(group.key, (each) => ({ ...each, max: event.target.value }));
                }}
              />
            </div>
            {errors[`${at}.options`] && (
              <p className="text-sm font-medium text-red-700">{errors[`${at}.options`]?.[0]}</p>
            )}
            <ul className="space-y-3">
              {group.options.map((option, optionIndex) => {
                const optionAt = `${at}.options.${optionIndex}`;
                const optionNumber = String(optionIndex + 1);
                return (
                  <li key={option.key} className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
                    <TextField
                      className="min-w-0 flex-1"
                      label={t('menu.optionName', { number: optionNumber, language: languageName })}
                      lang={language}
                      dir={localeInfo[language].dir}
                      maxLength={100}
                      autoComplete="off"
                      value={option.name[language]}
                      errors={errors[`${optionAt}.name.${language}`]}
                      onChange={(event) => {
                        clear(`${optionAt}.name.${language}`);
                        change(group.key, (each) => ({
                          ...each,
                          options: each.options.map((entry) =>
                            entry.key === option.key
                              ? { ...entry, name: { ...entry.name, [language]: event.target.value } }
                              : entry,
                          ),
                        }));
                      }}
                    />
                    <TextField
                      className="w-28"
                      label={t('menu.optionPrice', { number: optionNumber })}
                      inputMode="decimal"
                      dir="ltr"
                      autoComplete="off"
                      value={option.price}
                      errors={errors[`${optionAt}.price`]}
                      onChange={(event) => {
                        clear(`${optionAt}.price`);
                        change(group.key, (each) => ({
                          ...each,
                          options: each.options.map((entry) =>
                            entry.key === option.key ? { ...entry, price: event.target.value } : entry,
                          ),
                        }));
                      }}
                    />
                    <button
                      type="button"
                      aria-label={t('menu.removeOption', { number: optionNumber, group: groupName })}
                      onClick={() =>
                        change(group.key, (each) => ({
                          ...each,
                          options: each.options.filter((entry) => entry.key !== option.key),
                        }))
                      }
                      className="mt-6 h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
                    >
                      {t('menu.remove')}
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                aria-label={t('menu.addOptionTo', { group: groupName })}
                onClick={() =>
                  change(group.key, (each) => ({ ...each, options: [...each.options, newOption()] }))
                }
                className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
              >
                + {t('menu.addOption')}
              </button>
              <button
                type="button"
                aria-label={t('menu.removeGroupLabel', { group: groupName })}
                onClick={() => onChange(groups.filter((each) => each.key !== group.key))}
                className="h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50"
              >
                {t('menu.removeGroup')}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() => onChange([...groups, newOptionGroup()])}
        className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
      >
        + {t('menu.addGroup')}
      </button>
    </div>
  );
}

/**
 * Issue 34: a group named in German alone shows German to English guests; the editor says so
 * (a warning, not a refusal: the restaurant's language is the one the server requires).
 */
function MissingTranslations({ group }: { group: OptionGroupDraft }) {
  const t = useManagerT();
  const missing = untranslatedLanguages(group, locales);
  if (missing.length === 0) return null;
  return (
    <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300">
      {t('menu.untranslated', { languages: missing.map((code) => localeInfo[code].nativeName).join(', ') })}
    </p>
  );
}
