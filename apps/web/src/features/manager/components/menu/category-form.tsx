import type { ManagerCategory, MenuTexts } from '@tavola/contracts';
import { localeInfo, locales } from '@tavola/i18n/locales';
import { type FormEvent, useState } from 'react';
import {
  CheckboxField,
  fieldErrorsOf,
  formLevelError,
  primaryButton,
  secondaryButton,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { Sheet } from '../../../../components/ui/sheet';
import { errorMessage } from '../../../../lib/api-client';
import { useSaveCategory } from '../../api/menu-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify } from '../../notices';
import { MenuImageField } from '../images/menu-image-field';
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
  const { formRef, errors, show, clear } = useFormErrors();
  const save = useSaveCategory(api, restaurant.id);
  const failure = formLevelError(save.error);
  const [name, setName] = useState<MenuTexts>(() => category?.name ?? emptyTexts());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate(
      {
        ...(category ? { id: category.id } : {}),
        name,
        description: category?.description ?? {},
        hidden: form.get('hidden') === 'on',
        is_extra: form.get('is_extra') === 'on',
      },
      {
        onSuccess: (answer) => {
          notify(answer.message.body, 'info', 3000);
          onDone(answer.data);
        },
        onError: (error) => show(fieldErrorsOf(error)),
      },
    );
  }

  return (
    <Sheet
      title={category ? t('menu.editCategoryTitle', { name: category.label }) : t('menu.newCategory')}
      placement="end"
      onClose={() => onDone()}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
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
              errors={errors[`name.${code}`]}
              onChange={(event) => {
                clear(`name.${code}`);
                setName({ ...name, [code]: event.target.value });
              }}
            />
          ))}
        </fieldset>
        <MenuImageField target="category" id={category?.id} image={category?.image ?? null} />
        <CheckboxField
          label={t('menu.hiddenLabel')}
          name="hidden"
          defaultChecked={category?.hidden ?? false}
        />
        <CheckboxField
          label={t('menu.extraLabel')}
          name="is_extra"
          defaultChecked={category?.is_extra ?? false}
        />
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(failure, t('area.error'))}
          </p>
        )}
        <div className="flex gap-2">
          <button type="submit" disabled={save.isPending} className={`h-12 flex-1 ${primaryButton}`}>
            {t('menu.save')}
          </button>
          <button type="button" onClick={() => onDone()} className={`h-12 flex-1 ${secondaryButton}`}>
            {t('menu.cancel')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
