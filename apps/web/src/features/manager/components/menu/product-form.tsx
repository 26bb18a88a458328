import { useQuery } from '@tanstack/react-query';
import type { ManagerMenu } from '@tavola/contracts';
import { Sheet } from '../../../../components/ui/sheet';
import { managerProductQuery } from '../../api/menu-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { ProductEditor } from './product-editor';

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
