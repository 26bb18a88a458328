import type { ProductDto } from '@tavola/contracts';
import { productPriceLabel } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useRestaurant } from '../../restaurant';

/** Price, 'From' min_price, or the restaurant's zero-price format (SPEC §2, §3 zero_price_format). */
export function ProductPrice({ product, className }: { product: ProductDto; className?: string }) {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const locale = useLocale();
  const label = productPriceLabel(product.price, product.min_price, restaurant.settings.zero_price_format);
  if (label.kind === 'none') return null;
  if (label.kind === 'free') return <span className={className}>{t('product.free')}</span>;
  const amount = formatMoney(label.minor, restaurant.currency, locale);
  return <span className={className}>{label.from ? t('product.from', { price: amount }) : amount}</span>;
}
