import { useQuery } from '@tanstack/react-query';
import type { ManagerMenu, ManagerProduct, MenuTexts } from '@tavola/contracts';
import { deliveryTypes } from '@tavola/domain';
import { localeInfo, locales } from '@tavola/i18n/locales';
import type { WebMessageKey } from '@tavola/i18n/web';
import { type FormEvent, useState } from 'react';
import {
  CheckboxField,
  choiceClass,
  controlClass,
  Field,
  fieldErrorsOf,
  formLevelError,
  primaryButton,
  secondaryButton,
  TextAreaField,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { Sheet } from '../../../../components/ui/sheet';
import { errorMessage } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { managerProductQuery, useSavePackageSteps, useSaveProduct } from '../../api/menu-api';
import { deliveryTypeLabel } from '../../labels';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify } from '../../notices';
import { MenuImageField } from '../images/menu-image-field';
import { ExtraTabsEditor } from './extra-tabs-editor';
import { HappyHoursEditor } from './happy-hours-editor';
import { LanguageTabs } from './language-tabs';
import { OptionGroupsEditor } from './option-groups-editor';
import { PackageStepsEditor } from './package-steps-editor';
import {
  draftOf,
  languageOfFirstError,
  type ProductDraft,
  requestOf,
  stepsRequestOf,
  unplacedMessages,
} from './product-draft';

/** the 14 EU allergens by the letters the storefront's icons show (SPEC §3 allergy_info) */
const allergenCodes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;

/** Issue 20: the product editor in a side panel — a new product (in a category) or an existing one. */
export function ProductForm({
  menu,
  productId,
  categoryId,
  onDone,
}: {
  menu: ManagerMenu;
  productId?: number;
  categoryId: number;
  onDone: () => void;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const product = useQuery({
    ...managerProductQuery(api, restaurant.id, productId ?? 0),
    enabled: productId !== undefined,
  });
  const title =
    productId === undefined
      ? t('menu.newProduct')
      : t('menu.editProductTitle', {
          name: menu.products.find((each) => each.id === productId)?.label ?? '',
        });
  return (
    <Sheet title={title} placement="end" onClose={onDone} style={{ maxWidth: '46rem' }}>
      {productId !== undefined && product.isPending && <p role="status">{t('area.loading')}</p>}
      {product.isError && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {(productId === undefined || product.data) && (
        <ProductEditor menu={menu} product={product.data} categoryId={categoryId} onDone={onDone} />
      )}
    </Sheet>
  );
}

function ProductEditor({
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
  const t = useManagerT();
  const { t: webT, locale } = useTranslation();
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
  const marked = new Set(
    Object.keys(errors).flatMap((field) => {
      const found = languageOfFirstError([field]);
      return found ? [found] : [];
    }),
  );

  function refused(error: unknown) {
    const fields = fieldErrorsOf(error);
    // a message on a text of another language: show its tab, so the focus can reach the field
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

  const languageName = localeInfo[language].nativeName;
  const sections = menu.categories.find((each) => each.id === draft.category_id)?.subcategories ?? [];
  const deliveryErrors = errors.delivery_types;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <LanguageTabs
        label={t('menu.textsIn')}
        languages={languages}
        value={language}
        onChange={setLanguage}
        marked={marked}
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

      <MenuImageField target="product" id={product?.id} image={product?.image ?? null} />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('menu.category')} required errors={errors.category_id}>
          {(control) => (
            <select
              {...control}
              className={controlClass}
              value={draft.category_id}
              // a section belongs to its category: another category starts without one
              onChange={(event) =>
                update({ category_id: Number(event.target.value), subcategory_id: '' }, 'category_id')
              }
            >
              {menu.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {sections.length > 0 && (
          <Field label={t('menu.subcategory')} errors={errors.subcategory_id}>
            {(control) => (
              <select
                {...control}
                className={controlClass}
                value={draft.subcategory_id}
                onChange={(event) => update({ subcategory_id: event.target.value }, 'subcategory_id')}
              >
                <option value="">{t('menu.noSubcategory')}</option>
                {sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <TextField
          label={t('menu.price', { currency: menu.currency })}
          required
          hint={t('menu.priceHint')}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={draft.price}
          errors={errors.price}
          onChange={(event) => update({ price: event.target.value }, 'price')}
        />
        <TextField
          label={t('menu.stock')}
          hint={t('menu.stockHint')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          value={draft.stock}
          errors={errors.stock}
          onChange={(event) => update({ stock: event.target.value }, 'stock')}
        />
        <Field label={t('menu.deposit')} errors={errors.depot_id}>
          {(control) => (
            <select
              {...control}
              className={controlClass}
              value={draft.depot_id}
              onChange={(event) => update({ depot_id: event.target.value }, 'depot_id')}
            >
              <option value="">{t('menu.noDeposit')}</option>
              {menu.depots.map((depot) => (
                <option key={depot.id} value={depot.id}>
                  {depot.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">
          {t('menu.deliveryTypes')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {deliveryTypes.map((type) => (
            <label key={type} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className={choiceClass}
                checked={draft.delivery_types.includes(type)}
                {...(deliveryErrors
                  ? { 'aria-invalid': true, 'aria-describedby': 'delivery-types-error' }
                  : {})}
                onChange={(event) =>
                  update(
                    {
                      delivery_types: event.target.checked
                        ? [...draft.delivery_types, type]
                        : draft.delivery_types.filter((each) => each !== type),
                    },
                    'delivery_types',
                  )
                }
              />
              {deliveryTypeLabel(t, type)}
            </label>
          ))}
        </div>
        {deliveryErrors && (
          <p id="delivery-types-error" className="mt-1 text-sm font-medium text-red-700">
            {deliveryErrors[0]}
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t('menu.allergens')}</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {allergenCodes.map((code) => (
            <label key={code} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className={choiceClass}
                checked={draft.allergens.includes(code)}
                onChange={(event) =>
                  update(
                    {
                      allergens: event.target.checked
                        ? [...draft.allergens, code]
                        : draft.allergens.filter((each) => each !== code),
                    },
                    'allergens',
                  )
                }
              />
              <span>
                <span className="font-semibold">{code}</span> {webT(`allergen.${code}` as WebMessageKey)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-2">
        <CheckboxField
          label={t('menu.pinnedLabel')}
          checked={draft.pinned}
          onChange={(event) => update({ pinned: event.target.checked })}
        />
        <CheckboxField
          label={t('menu.hiddenLabel')}
          checked={draft.hidden}
          onChange={(event) => update({ hidden: event.target.checked })}
        />
      </div>

      <section aria-labelledby="option-groups-title" className="space-y-3">
        <h3 id="option-groups-title" className="text-lg font-bold">
          {t('menu.optionsTitle')}
        </h3>
        <OptionGroupsEditor
          groups={draft.option_groups}
          onChange={(groups) => update({ option_groups: groups })}
          language={language}
          errors={errors}
          clear={clear}
        />
      </section>

      <section aria-labelledby="extra-tabs-title" className="space-y-3">
        <h3 id="extra-tabs-title" className="text-lg font-bold">
          {t('menu.extraTabsTitle')}
        </h3>
        <ExtraTabsEditor
          tabs={draft.extra_tabs}
          onChange={(tabs) => update({ extra_tabs: tabs })}
          language={language}
          errors={errors}
          clear={clear}
        />
      </section>

      <section aria-labelledby="happy-hours-title" className="space-y-3">
        <h3 id="happy-hours-title" className="text-lg font-bold">
          {t('menu.happyHoursTitle')}
        </h3>
        <HappyHoursEditor
          hours={draft.happy_hours}
          onChange={(hours) => update({ happy_hours: hours })}
          errors={errors}
          clear={clear}
        />
      </section>

      <section aria-labelledby="package-steps-title" className="space-y-3">
        <h3 id="package-steps-title" className="text-lg font-bold">
          {t('menu.stepsTitle')}
        </h3>
        <PackageStepsEditor
          steps={draft.steps}
          onChange={(steps) => update({ steps })}
          menu={menu}
          productId={savedId}
          language={language}
          errors={errors}
          clear={clear}
        />
      </section>

      <div className="sticky bottom-0 space-y-2 border-t border-stone-200 bg-white py-3">
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(failure, t('area.error'))}
          </p>
        )}
        {unplacedMessages(errors).map((message) => (
          <p key={message} role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        ))}
        <div className="flex gap-2">
          <button
            type="submit"
            disabled={save.isPending || saveSteps.isPending}
            className={`h-12 flex-1 ${primaryButton}`}
          >
            {t('menu.save')}
          </button>
          <button type="button" onClick={onDone} className={`h-12 flex-1 ${secondaryButton}`}>
            {t('menu.cancel')}
          </button>
        </div>
      </div>
    </form>
  );
}
