import { useQuery } from '@tanstack/react-query';
import type { OrderSummaryDto } from '@tavola/contracts';
import { listSeparator } from '@tavola/i18n/locales';
import { formatMoney } from '@tavola/i18n/money';
import { LoadError } from '../../../components/ui/load-error';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { Spinner } from './form-parts';

interface OrderDetails {
  products: {
    id: number;
    name: string;
    quantity: number;
    totalPrice: number;
    options: { name: string; quantity: number }[];
    comment: string | null;
  }[];
  order: { subtotal: number; shipping_price: number; tip: number; discount: number; total: number };
}

/** A past order's lines and totals, read when its details are opened. */
export function PastOrderLines({ order }: { order: OrderSummaryDto }) {
  const { t: tApp, locale } = useTranslation();
  const { api } = useAppContext();
  const details = useQuery({
    queryKey: ['account', 'order', order.id, locale],
    queryFn: ({ signal }) =>
      api
        .get<{ data: OrderDetails }>('order', { orderId: order.id, token: order.token }, signal)
        .then((answer) => answer.data),
    retry: false,
  });
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  if (details.isError)
    return <LoadError message={tApp('order.loadError')} onRetry={() => void details.refetch()} />;
  if (!details.data) return <Spinner label={tApp('app.loading')} />;
  const { products, order: totals } = details.data;
  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="space-y-3 border-t border-stone-200 pt-3">
      <ul className="divide-y divide-stone-100" aria-label={tApp('order.items')}>
        {products.map((line) => (
          <li key={line.id} className="py-2">
            <div className="flex justify-between gap-4">
              <span>
                {line.quantity} × {line.name}
              </span>
              <span>{money(line.totalPrice)}</span>
            </div>
            {line.options.length > 0 && (
              <p className="text-sm text-stone-600">
                {line.options.map((option) => option.name).join(listSeparator[locale])}
              </p>
            )}
            {line.comment && <p className="text-sm text-stone-600 italic">{line.comment}</p>}
          </li>
        ))}
      </ul>
      <dl className="space-y-1 text-sm">
        {row(tApp('checkout.subtotal'), money(totals.subtotal))}
        {totals.discount > 0 && row(tApp('checkout.discount'), `−${money(totals.discount)}`)}
        {totals.shipping_price > 0 && row(tApp('checkout.shipping'), money(totals.shipping_price))}
        {totals.tip > 0 && row(tApp('checkout.tip'), money(totals.tip))}
        {row(tApp('checkout.total'), money(totals.total))}
      </dl>
    </div>
  );
}
