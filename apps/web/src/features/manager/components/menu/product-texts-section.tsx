import type { ManagerMenu } from '@tavola/contracts';
import { localeInfo } from '@tavola/i18n/locales';
import { TextAreaField, TextField } from '../../../../components/ui/form';
import type { ProductEditing } from '../../hooks/use-product-editor';
import { useManagerT } from '../../manager-i18n';
import { LanguageTabs } from './language-tabs';

/** The product's name and description, one language at a time (the restaurant's is required). */
export function ProductTextsSection({ menu, editor }: { menu: ManagerMenu; editor: ProductEditing }) {
  const t = useManagerT();
  const { draft, update, errors, language } = editor;
  const languageName = localeInfo[language].nativeName;
  return (
    <LanguageTabs
      label={t('menu.textsIn')}
      languages={editor.languages}
      value={language}
      onChange={editor.setLanguage}
      marked={editor.marked}
    >
      <TextField
        label={t('menu.productName', { language: languageName })}
        required={language === menu.language}
        lang={language}
        dir={localeInfo[language].dir}
        maxLength={150}
        autoComplete="off"
        value={draft.name[language]}
        errors={errors[`name.${language}`]}
        onChange={(event) =>
          update({ name: { ...draft.name, [language]: event.target.value } }, `name.${language}`)
        }
      />
      <TextAreaField
        label={t('menu.productDescription', { language: languageName })}
        hint={t('menu.descriptionHint')}
        lang={language}
        dir={localeInfo[language].dir}
        maxLength={5000}
        value={draft.description[language]}
        errors={errors[`description.${language}`]}
        onChange={(event) =>
          update(
            { description: { ...draft.description, [language]: event.target.value } },
            `description.${language}`,
          )
        }
      />
    </LanguageTabs>
  );
}
