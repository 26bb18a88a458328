import type { MenuTexts } from '@tavola/contracts';
import { localeInfo } from '@tavola/i18n/locales';
import { type FieldErrors, secondaryButton, TextAreaField, TextField } from '../../../../components/ui/form';
import { useManagerT } from '../../manager-i18n';
import { type ExtraTabDraft, newExtraTab } from './product-draft';

/**
 * Issue 20: a product's extra tabs (SPEC §3 extra_tabs: ingredients, origin …), listed behind
 * the card's info button. Titles and texts are edited in the language of the chosen tab.
 */
export function ExtraTabsEditor({
  tabs,
  onChange,
  language,
  errors,
  clear,
}: {
  tabs: ExtraTabDraft[];
  onChange: (tabs: ExtraTabDraft[]) => void;
  language: keyof MenuTexts;
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
}) {
  const t = useManagerT();
  const languageName = localeInfo[language].nativeName;
  const set = (index: number, field: 'title' | 'content', value: string) => {
    clear(`extra_tabs.${index}.${field}.${language}`);
    onChange(
      tabs.map((tab, at) => (at === index ? { ...tab, [field]: { ...tab[field], [language]: value } } : tab)),
    );
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t('menu.extraTabsIntro')}</p>
      {tabs.map((tab, index) => {
        const number = String(index + 1);
        return (
          <fieldset key={tab.key} className="space-y-3 rounded-2xl p-4 ring-1 ring-stone-300">
            <legend className="px-1 text-sm font-semibold">{t('menu.extraTabNumber', { number })}</legend>
            <TextField
              label={t('menu.extraTabTitle', { language: languageName })}
              lang={language}
              dir={localeInfo[language].dir}
              maxLength={100}
              autoComplete="off"
              value={tab.title[language]}
              errors={errors[`extra_tabs.${index}.title.${language}`]}
              onChange={(event) => set(index, 'title', event.target.value)}
            />
            <TextAreaField
              label={t('menu.extraTabContent', { language: languageName })}
              hint={t('menu.descriptionHint')}
              lang={language}
              dir={localeInfo[language].dir}
              maxLength={5000}
              value={tab.content[language]}
              errors={errors[`extra_tabs.${index}.content.${language}`]}
              onChange={(event) => set(index, 'content', event.target.value)}
            />
            <button
              type="button"
              className={`h-11 ${secondaryButton}`}
              aria-label={t('menu.removeExtraTabLabel', { number })}
              onClick={() => {
                clear(...Object.keys(errors).filter((field) => field.startsWith('extra_tabs.')));
                onChange(tabs.filter((_, at) => at !== index));
              }}
            >
              {t('menu.remove')}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={`h-11 ${secondaryButton}`}
        onClick={() => onChange([...tabs, newExtraTab()])}
      >
        + {t('menu.addExtraTab')}
      </button>
    </div>
  );
}
