import type { ProductDto } from '@tavola/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbar';
import { productFromLink } from '../product-link';

/**
 * Opens the dish a link names (?product=ID) once the menu's list has loaded, or says 'Product
 * not found' (SPEC §8) when the list does not hold it. Each link is handled once, so closing
 * the panel does not open it again.
 */
export function useProductLink(
  products: readonly ProductDto[] | undefined,
  open: (product: ProductDto) => void,
) {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const value = params.get('product');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!products || value === null || handled.current === value) return;
    handled.current = value;
    const found = productFromLink(value, products);
    if (found === 'missing') snackbar.error(t('product.notFound'));
    else if (found) open(found);
  }, [products, value, open, t]);
}
