import type { ManagerCategory, MenuTexts } from '@tavola/contracts';
import { localeInfo, locales } from '@tavola/i18n/locales';
import { useState } from 'react';
import { CheckboxField, TextField } from '../../../../components/ui/form';
import { useSaveCategory } from '../../api/menu-api';
import { useEditController } from '../../hooks/use-edit-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { MenuImageField } from '../images/menu-image-field';
import { SheetForm } from '../resource';
import { emptyTexts } from './product-draft';

/** Issue 20: a new category or the changes to one — its name in each language, hidden, extras. */
export function CategoryForm({
  category,
  language,
  onDone,
}: {
  category?: ManagerCategory;
  /** the restaurant's language: the name is required in it */
  language: keyof MenuTexts;
  onDone: (saved?: ManagerCategory) => void;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const [name, setName] = useState<MenuTexts>(() => category?.name ?? emptyTexts());
  const form = useEditController({
    save: useSaveCategory(api, restaurant.id),
    read: (fields) => ({
      ...(category ? { id: category.id } : {}),
      name,
      description: category?.description ?? {},
      hidden: fields.get('hidden') === 'on',
      is_extra: fields.get('is_extra') === 'on',
    }),
    onSaved: (answer) => onDone(answer.data),
  });

  return (
    <SheetForm
      title={category ? t('menu.editCategoryTitle', { name: category.label }) : t('menu.newCategory')}
      saveLabel={t('menu.save')}
      controller={form}
      onClose={() => onDone()}
    >
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-stone-800">{t('menu.categoryName')}</legend>
        {/* the restaurant's language first: the name is required in it */}
        {[language, ...locales.filter((code) => code !== language)].map((code) => (
          <TextField
            key={code}
            label={t('menu.inLanguage', { language: localeInfo[code].nativeName })}
            required={code === language}
            lang={code}
            dir={localeInfo[code].dir}
            maxLength={100}
            autoComplete="off"
            value={name[code]}
            errors={form.errors[`name.${code}`]}
            onChange={(event) => {
              form.clear(`name.${code}`);
              setName({ ...name, [code]: event.target.value });
            }}
          />
        ))}
      </fieldset>
      <MenuImageField target="category" id={category?.id} image={category?.image ?? null} />
      <CheckboxField label={t('menu.hiddenLabel')} name="hidden" defaultChecked={category?.hidden ?? false} />
      <CheckboxField
        label={t('menu.extraLabel')}
        name="is_extra"
        defaultChecked={category?.is_extra ?? false}
      />
    </SheetForm>
  );
}
