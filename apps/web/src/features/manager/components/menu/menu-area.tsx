import { useQuery } from '@tanstack/react-query';
import type { ManagerCategory, ManagerProductSummary } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { type ReactNode, useState } from 'react';
import { primaryButton } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import {
  managerMenuQuery,
  useDeleteProduct,
  useDuplicateProduct,
  useReorder,
  useSetVisibility,
} from '../../api/menu-api';
import { useListController } from '../../hooks/use-list-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { DeleteConfirmation, EmptyList, RowButton } from '../resource';
import { usePageTitle } from '../tickets/use-page-title';
import { CategoryForm } from './category-form';
import { ProductForm } from './product-form';
import { ReorderList } from './reorder-list';

/**
 * Issue 20 (back office), a chunk of its own: the menu — categories in order, the products of
 * the chosen one in order, each shown or hidden, edited in a side panel, duplicated or deleted.
 */
export default function MenuArea() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const menu = useQuery(managerMenuQuery(api, restaurant.id, locale));
  const reorder = useReorder(api, restaurant.id);
  const visibility = useSetVisibility(api, restaurant.id);
  const duplicate = useDuplicateProduct(api, restaurant.id);
  const [chosenCategory, setChosenCategory] = useState<number>();
  const categoryList = useListController<ManagerCategory>();
  const productList = useListController<ManagerProductSummary>({
    remove: useDeleteProduct(api, restaurant.id),
  });
  usePageTitle(t('menu.title'));

  const data = menu.data;
  const category = data?.categories.find((each) => each.id === chosenCategory) ?? data?.categories[0];
  // while a new order is being saved, the list shows it (the refetch follows)
  const pendingOrder = reorder.isPending ? reorder.variables : undefined;
  const inOrder = <T extends { id: number }>(items: T[], categoryId?: number) => {
    if (!pendingOrder || pendingOrder.category_id !== categoryId) return items;
    return pendingOrder.ids.flatMap((id) => items.filter((item) => item.id === id));
  };
  const categories = data ? inOrder(data.categories) : [];
  const products =
    data && category
      ? inOrder(
          data.products.filter((each) => each.category_id === category.id),
          category.id,
        )
      : [];
  const money = (minor: number) => (data ? formatMoney(minor, data.currency, locale) : '');
  const done = (answer: { message: { body: string } }) => notify(answer.message.body, 'info', 3000);
  const failed = (error: unknown) => notifyError(error, t('area.error'));
  const toggleHidden = (kind: 'categories' | 'products', item: { id: number; hidden: boolean }) =>
    visibility.mutate({ kind, id: item.id, hidden: !item.hidden }, { onSuccess: done, onError: failed });

  return (
    <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-5 px-4 py-4 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('menu.title')}</h1>
        <p className="text-sm text-stone-600">{t('menu.intro')}</p>
      </div>
      {menu.isPending && <p role="status">{t('area.loading')}</p>}
      {menu.isError && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {data && (
        <div className="space-y-6">
          <Column
            id="categories"
            title={t('menu.categories')}
            action={
              <button type="button" onClick={categoryList.create} className={`h-11 ${primaryButton}`}>
                + {t('menu.newCategory')}
              </button>
            }
          >
            <ReorderList
              items={categories}
              label={t('menu.categories')}
              announce={(text) => notify(text, 'info', 3000)}
              onReorder={(ids) => reorder.mutate({ ids }, { onError: failed })}
            >
              {(item) => (
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    aria-current={item.id === category?.id ? 'true' : undefined}
                    onClick={() => setChosenCategory(item.id)}
                    // issue 34: room for the name first; on a phone Edit and Hide go on the line below,
                    // where they squeezed it under its own letters
                    className={`min-h-11 min-w-0 grow basis-40 rounded-xl px-3 text-start font-semibold break-words ${
                      item.id === category?.id ? 'bg-stone-900 text-white' : 'hover:bg-stone-100'
                    }`}
                  >
                    {item.label}
                    {item.hidden && <HiddenBadge label={t('menu.hiddenBadge')} />}
                  </button>
                  <RowButton
                    text={t('menu.edit')}
                    label={t('menu.editNamed', { name: item.label })}
                    onClick={() => categoryList.edit(item)}
                    className="text-sm"
                  />
                  <ShowOrHide item={item} onToggle={() => toggleHidden('categories', item)} />
                </div>
              )}
            </ReorderList>
          </Column>

          {category && (
            <Column
              id="products"
              title={t('menu.productsIn', { category: category.label })}
              action={
                <button type="button" onClick={productList.create} className={`h-11 ${primaryButton}`}>
                  + {t('menu.newProduct')}
                </button>
              }
            >
              {products.length === 0 ? (
                <EmptyList text={t('menu.noProducts')} />
              ) : (
                <ReorderList
                  items={products}
                  label={t('menu.productsIn', { category: category.label })}
                  announce={(text) => notify(text, 'info', 3000)}
                  onReorder={(ids) => reorder.mutate({ ids, category_id: category.id }, { onError: failed })}
                >
                  {(item) => (
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold">
                          {item.label}
                          {item.hidden && <HiddenBadge label={t('menu.hiddenBadge')} />}
                          {item.pinned && (
                            <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                              {t('menu.pinnedBadge')}
                            </span>
                          )}
                        </p>
                        <p className="text-sm text-stone-600">
                          <span className="tabular-nums">{money(item.price)}</span>
                          {' · '}
                          {item.stock === null
                            ? t('menu.stockUnlimited')
                            : t('menu.stockLeft', { count: String(item.stock) })}
                          {item.option_groups > 0 &&
                            ` · ${t('menu.optionGroupsCount', { count: String(item.option_groups) })}`}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-x-1 gap-y-2">
                        <RowButton
                          text={t('menu.edit')}
                          label={t('menu.editNamed', { name: item.label })}
                          onClick={() => productList.edit(item)}
                          className="text-sm"
                        />
                        <RowButton
                          text={t('menu.duplicate')}
                          label={t('menu.duplicateNamed', { name: item.label })}
                          disabled={duplicate.isPending}
                          onClick={() => duplicate.mutate(item.id, { onSuccess: done, onError: failed })}
                          className="text-sm"
                        />
                        <ShowOrHide item={item} onToggle={() => toggleHidden('products', item)} />
                        <span aria-hidden="true" className="w-6 shrink-0" />
                        {/* issue 34: Delete keeps its distance from Hide, at the row's far end (on a
                            390 px phone the two sat side by side, a slip apart) */}
                        <RowButton
                          danger
                          text={t('menu.delete')}
                          label={t('menu.deleteNamed', { name: item.label })}
                          onClick={() => productList.askDelete(item)}
                          className="ms-auto text-sm sm:ms-6"
                        />
                      </div>
                    </div>
                  )}
                </ReorderList>
              )}
            </Column>
          )}
        </div>
      )}

      {data && categoryList.editing && (
        <CategoryForm
          category={categoryList.editing.row}
          language={data.language}
          onDone={(saved) => {
            categoryList.closeEditor();
            if (saved) setChosenCategory(saved.id);
          }}
        />
      )}
      {data && category && productList.editing && (
        <ProductForm
          menu={data}
          productId={productList.editing.row?.id}
          categoryId={category.id}
          onDone={productList.closeEditor}
        />
      )}
      <DeleteConfirmation
        list={productList}
        action={t('menu.delete')}
        question={(product) => t('menu.confirmDelete', { name: product.label })}
      />
    </main>
  );
}

/** Shows a hidden category or product to guests again, or hides a shown one. */
function ShowOrHide({ item, onToggle }: { item: { label: string; hidden: boolean }; onToggle: () => void }) {
  const t = useManagerT();
  return (
    <RowButton
      text={item.hidden ? t('menu.show') : t('menu.hide')}
      label={t(item.hidden ? 'menu.showNamed' : 'menu.hideNamed', { name: item.label })}
      onClick={onToggle}
      className="text-sm"
    />
  );
}

function HiddenBadge({ label }: { label: string }) {
  return (
    <span className="ms-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">
      {label}
    </span>
  );
}

function Column({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`menu-${id}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`menu-${id}`} className="text-xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
