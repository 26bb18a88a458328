import { useQuery } from '@tanstack/react-query';
import type { BasketProductDto, ProductDto } from '@tavola/contracts';
import { fitsStock } from '@tavola/domain';
import { formatMoney } from '@tavola/i18n/money';
import { useState } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useShowError } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { extraProductsQuery } from '../api/cart-api';
import { plainLine } from '../cart-lines';
import { useBasket, useCartQuantities, useDeliveryType } from '../hooks/use-basket';
import { useBasketActions } from '../hooks/use-basket-actions';
import { useCartActions } from '../hooks/use-cart-actions';

/** SPEC §2 Cart screen: an extras panel offers the products of the extra categories. */
export function ExtrasPanel() {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const { selected } = useDeliveryType();
  const extras = useQuery(extraProductsQuery(api, locale, selected));
  const basket = useBasket().data;
  const quantities = useCartQuantities();
  if (!extras.data?.length) return null;
  return (
    <section aria-labelledby="cart-extras" className="mt-4 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <h3 id="cart-extras" className="mb-3 font-semibold">
        {t('basket.extras')}
      </h3>
      <ul className="space-y-3">
        {extras.data.map((product) => (
          <li key={product.id}>
            <ExtraRow
              product={product}
              line={plainLine(basket, product.id)}
              inCart={quantities.get(product.id) ?? 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExtraRow({
  product,
  line,
  inCart,
}: {
  product: ProductDto;
  line: BasketProductDto | undefined;
  inCart: number;
}) {
  const { t, locale } = useTranslation();
  const restaurant = useRestaurant();
  const { add } = useBasketActions();
  const cart = useCartActions();
  const showError = useShowError();
  const [changing, setChanging] = useState(false);
  const run = (work: () => Promise<unknown>) => {
    setChanging(true);
    work()
      .catch((error: unknown) => showError(error))
      .finally(() => setChanging(false));
  };
  const canAdd = product.available && fitsStock(product.stock, inCart, 1);
  return (
    <div className="flex items-center gap-3">
      {restaurant.settings.product_image && product.image && (
        <img src={product.image} alt="" width={40} height={40} className="size-10 rounded-lg object-cover" />
      )}
      <div className="min-w-0 flex-1">
        {/* issue 33: a long name (Arabic ones are) wraps to a second line instead of being cut */}
        <p className="line-clamp-2 text-sm leading-snug font-medium">{product.name}</p>
        <p className="text-xs text-stone-500">{formatMoney(product.price, restaurant.currency, locale)}</p>
      </div>
      <QuantityStepper
        value={line?.quantity ?? 0}
        label={t('basket.quantityOf', { name: product.name })}
        decreaseLabel={t('basket.decrease', { name: product.name })}
        increaseLabel={t('basket.increase', { name: product.name })}
        decreaseDisabled={changing || !line}
        increaseDisabled={changing || !canAdd}
        onDecrease={() => line && run(() => cart.decrease(line.basketProductId))}
        onIncrease={() =>
          run(() => (line ? cart.increase(line) : add({ productId: product.id, quantity: 1 })))
        }
      />
    </div>
  );
}
