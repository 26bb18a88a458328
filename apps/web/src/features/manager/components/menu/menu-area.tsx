import { useQuery } from '@tanstack/react-query';
import type { ManagerCategory, ManagerProductSummary } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { type ReactNode, useState } from 'react';
import { primaryButton } from '../../../../components/ui/form';
import { Sheet } from '../../../../components/ui/sheet';
import { useTranslation } from '../../../../lib/i18n';
import {
  managerMenuQuery,
  useDeleteProduct,
  useDuplicateProduct,
  useReorder,
  useSetVisibility,
} from '../../api/menu-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { usePageTitle } from '../tickets/use-page-title';
import { CategoryForm } from './category-form';
import { ProductForm } from './product-form';
import { ReorderList } from './reorder-list';

const rowButton = 'h-11 rounded-full px-4 text-sm font-medium ring-1 ring-stone-300 hover:bg-stone-100';

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
  const remove = useDeleteProduct(api, restaurant.id);
  const [chosenCategory, setChosenCategory] = useState<number>();
  const [editingCategory, setEditingCategory] = useState<ManagerCategory | 'new'>();
  const [editingProduct, setEditingProduct] = useState<number | 'new'>();
  const [deleting, setDeleting] = useState<ManagerProductSummary>();
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
              <button
                type="button"
                onClick={() => setEditingCategory('new')}
                className={`h-11 ${primaryButton}`}
              >
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
                    className={`min-h-11 min-w-0 flex-1 rounded-xl px-3 text-start font-semibold ${
                      item.id === category?.id ? 'bg-stone-900 text-white' : 'hover:bg-stone-100'
                    }`}
                  >
                    {item.label}
                    {item.hidden && <HiddenBadge label={t('menu.hiddenBadge')} />}
                  </button>
                  <button
                    type="button"
                    aria-label={t('menu.editNamed', { name: item.label })}
                    onClick={() => setEditingCategory(item)}
                    className={rowButton}
                  >
                    {t('menu.edit')}
                  </button>
                  <button
                    type="button"
                    aria-label={t(item.hidden ? 'menu.showNamed' : 'menu.hideNamed', { name: item.label })}
                    onClick={() =>
                      visibility.mutate(
                        { kind: 'categories', id: item.id, hidden: !item.hidden },
                        { onSuccess: done, onError: failed },
                      )
                    }
                    className={rowButton}
                  >
                    {item.hidden ? t('menu.show') : t('menu.hide')}
                  </button>
                </div>
              )}
            </ReorderList>
          </Column>

          {category && (
            <Column
              id="products"
              title={t('menu.productsIn', { category: category.label })}
              action={
                <button
                  type="button"
                  onClick={() => setEditingProduct('new')}
                  className={`h-11 ${primaryButton}`}
                >
                  + {t('menu.newProduct')}
                </button>
              }
            >
              {products.length === 0 ? (
                <p className="rounded-2xl bg-white p-4 text-stone-600 ring-1 ring-stone-200">
                  {t('menu.noProducts')}
                </p>
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
                        <button
                          type="button"
                          aria-label={t('menu.editNamed', { name: item.label })}
                          onClick={() => setEditingProduct(item.id)}
                          className={rowButton}
                        >
                          {t('menu.edit')}
                        </button>
                        <button
                          type="button"
                          aria-label={t('menu.duplicateNamed', { name: item.label })}
                          disabled={duplicate.isPending}
                          onClick={() => duplicate.mutate(item.id, { onSuccess: done, onError: failed })}
                          className={rowButton}
                        >
                          {t('menu.duplicate')}
                        </button>
                        <button
                          type="button"
                          aria-label={t(item.hidden ? 'menu.showNamed' : 'menu.hideNamed', {
                            name: item.label,
                          })}
                          onClick={() =>
                            visibility.mutate(
                              { kind: 'products', id: item.id, hidden: !item.hidden },
                              { onSuccess: done, onError: failed },
                            )
                          }
                          className={rowButton}
                        >
                          {item.hidden ? t('menu.show') : t('menu.hide')}
                        </button>
                        <span aria-hidden="true" className="w-6 shrink-0" />
                        {/* issue 34: Delete keeps its distance from Hide, at the row's far end (on a
                            390 px phone the two sat side by side, a slip apart) */}
                        <button
                          type="button"
                          aria-label={t('menu.deleteNamed', { name: item.label })}
                          onClick={() => setDeleting(item)}
                          className="ms-auto h-11 rounded-full px-4 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50 sm:ms-6"
                        >
                          {t('menu.delete')}
                        </button>
                      </div>
                    </div>
                  )}
                </ReorderList>
              )}
            </Column>
          )}
        </div>
      )}

      {data && editingCategory && (
        <CategoryForm
          category={editingCategory === 'new' ? undefined : editingCategory}
          language={data.language}
          onDone={(saved) => {
            setEditingCategory(undefined);
            if (saved) setChosenCategory(saved.id);
          }}
        />
      )}
      {data && category && editingProduct !== undefined && (
        <ProductForm
          menu={data}
          productId={editingProduct === 'new' ? undefined : editingProduct}
          categoryId={category.id}
          onDone={() => setEditingProduct(undefined)}
        />
      )}
      {deleting && (
        <Sheet title={t('menu.delete')} placement="center" onClose={() => setDeleting(undefined)}>
          <div className="space-y-4">
            <p>{t('menu.confirmDelete', { name: deleting.label })}</p>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: (answer) => {
                      setDeleting(undefined);
                      done(answer);
                    },
                    onError: failed,
                  })
                }
                className="h-12 flex-1 rounded-full bg-red-700 font-semibold text-white"
              >
                {t('menu.delete')}
              </button>
              <button
                type="button"
                onClick={() => setDeleting(undefined)}
                className="h-12 flex-1 rounded-full font-semibold ring-1 ring-stone-300"
              >
                {t('menu.cancel')}
              </button>
            </div>
          </div>
        </Sheet>
      )}
    </main>
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
