import { useQuery } from '@tanstack/react-query';
import type { ManagerOptionGroup, MenuTexts } from '@tavola/contracts';
import { localeInfo, locales } from '@tavola/i18n/locales';
import { useId, useState } from 'react';
import { type FieldErrors, TextField } from '../../../../components/ui/form';
import { optionGroupsQuery } from '../../api/menu-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import {
  newOption,
  newOptionGroup,
  type OptionGroupDraft,
  optionGroupDraftOf,
  untranslatedLanguages,
} from './product-draft';

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
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          onClick={() => onChange([...groups, newOptionGroup()])}
          className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
        >
          + {t('menu.addGroup')}
        </button>
        <ReuseOptionGroup
          offered={groups}
          language={language}
          onReuse={(group) => onChange([...groups, optionGroupDraftOf(group)])}
        />
      </div>
    </div>
  );
}

/**
 * Issue 34: option groups are the restaurant's, shared between products (decision 037): one a
 * product does not offer yet can be offered again — its options and prices come along and can be
 * changed here (a changed name changes it on every product that offers it).
 */
function ReuseOptionGroup({
  offered,
  language,
  onReuse,
}: {
  offered: readonly OptionGroupDraft[];
  language: keyof MenuTexts;
  onReuse: (group: ManagerOptionGroup) => void;
}) {
  const t = useManagerT();
  const id = useId();
  const { api, restaurant } = useManager();
  // asked for when the manager wants one, not with every product opened
  const [looking, setLooking] = useState(false);
  const shared = useQuery({ ...optionGroupsQuery(api, restaurant.id), enabled: looking });
  const [chosen, setChosen] = useState('');
  const taken = new Set(offered.map((group) => group.id));
  const choices = (shared.data ?? []).filter((group) => !taken.has(group.id));
  if (!looking)
    return (
      <button
        type="button"
        onClick={() => setLooking(true)}
        className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100"
      >
        {t('menu.reuseGroup')}
      </button>
    );
  if (shared.isPending) return <p role="status">{t('area.loading')}</p>;
  if (choices.length === 0) return <p className="text-sm text-stone-600">{t('menu.reuseGroupNone')}</p>;
  const nameOf = (group: ManagerOptionGroup) =>
    group.name[language] || Object.values(group.name).find(Boolean) || `#${group.id}`;
  return (
    <div className="flex items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('menu.reuseGroup')}
        </label>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="h-11 max-w-64 rounded-xl border border-stone-300 bg-white px-3 text-sm"
        >
          <option value="">{t('menu.reuseGroupPick')}</option>
          {choices.map((group) => (
            <option key={group.id} value={group.id}>
              {t('menu.reuseGroupOption', { name: nameOf(group), count: group.products })}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        disabled={!chosen}
        onClick={() => {
          const group = choices.find((each) => String(each.id) === chosen);
          if (!group) return;
          onReuse(group);
          setChosen('');
        }}
        className="h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-100 disabled:opacity-40"
      >
        {t('menu.reuseGroupAdd')}
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
