import type { ManagerMenu, ManagerProduct, MenuTexts } from '@tavola/contracts';
import { locales } from '@tavola/i18n/locales';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, formLevelError, useFormErrors } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import { useSavePackageSteps, useSaveProduct } from '../api/menu-api';
import type { ProductDraft } from '../components/menu/product-draft';
import { draftOf } from '../components/menu/product-draft-of';
import { languageOfFirstError } from '../components/menu/product-error-fields';
import { requestOf, stepsRequestOf } from '../components/menu/product-request';
import { useManager } from '../manager-context';
import { notify } from '../notices';

/**
 * Issue 20: a product being edited — its draft, the language its texts are shown in, the
 * fields' messages — and its saving: the product first, then a set menu's steps, which need
 * its id. A 422's messages stand beside their fields; one on a text in another language shows
 * that language's tab first, so the focus can reach the field.
 */
export function useProductEditor({
  menu,
  product,
  categoryId,
  onDone,
}: {
  menu: ManagerMenu;
  product?: ManagerProduct;
  categoryId: number;
  onDone: () => void;
}) {
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const save = useSaveProduct(api, restaurant.id);
  const saveSteps = useSavePackageSteps(api, restaurant.id);
  // a new product saved before its steps were refused: the next try changes it, not a second one
  const [savedId, setSavedId] = useState(product?.id);
  const failure = formLevelError(save.error) ?? formLevelError(saveSteps.error);
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product, categoryId));
  const languages = [menu.language, ...locales.filter((code) => code !== menu.language)];
  // issue 34: the editor opens on the manager's own language (the restaurant's stays first)
  const [language, setLanguage] = useState<keyof MenuTexts>(locale);
  const update = (changes: Partial<ProductDraft>, ...fields: string[]) => {
    clear(...fields);
    setDraft((current) => ({ ...current, ...changes }));
  };
  // the languages whose tab holds a field with a message
  const marked = new Set(
    Object.keys(errors).flatMap((field) => {
      const found = languageOfFirstError([field]);
      return found ? [found] : [];
    }),
  );

  function refused(error: unknown) {
    const fields = fieldErrorsOf(error);
    const other = languageOfFirstError(Object.keys(fields));
    if (other && !Object.keys(fields).some((field) => field.endsWith(`.${language}`))) setLanguage(other);
    show(fields);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(requestOf(draft, savedId), {
      onSuccess: (answer) => {
        setSavedId(answer.data.id);
        // a set menu's steps go on their own, once the product (and its id) exists
        if (draft.steps.length === 0 && !product?.is_package) {
          notify(answer.message.body, 'info', 3000);
          onDone();
          return;
        }
        saveSteps.mutate(
          { id: answer.data.id, steps: stepsRequestOf(draft) },
          {
            onSuccess: (steps) => {
              notify(steps.message.body, 'info', 3000);
              onDone();
            },
            onError: refused,
          },
        );
      },
      onError: refused,
    });
  }

  return {
    formRef,
    draft,
    update,
    errors,
    clear,
    language,
    setLanguage,
    languages,
    marked,
    savedId,
    submit,
    saving: save.isPending || saveSteps.isPending,
    failure,
  };
}

export type ProductEditing = ReturnType<typeof useProductEditor>;
