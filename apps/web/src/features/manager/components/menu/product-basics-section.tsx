import type { ManagerMenu } from '@tavola/contracts';
import { controlClass, Field, TextField } from '../../../../components/ui/form';
import type { ProductEditing } from '../../hooks/use-product-editor';
import { useManagerT } from '../../manager-i18n';
import { TaxCategoryField } from './tax-category-field';

/** Where the product is listed, its price, stock, deposit and VAT category. */
export function ProductBasicsSection({ menu, editor }: { menu: ManagerMenu; editor: ProductEditing }) {
  const t = useManagerT();
  const { draft, update, errors } = editor;
  const sections = menu.categories.find((each) => each.id === draft.category_id)?.subcategories ?? [];
  return (
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
      <TaxCategoryField editor={editor} />
    </div>
  );
}
