import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagerOrder } from '@tavola/contracts';
import { managerKeys } from '../api/manager-api';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';

/**
 * Issue 34: a demo or online payment the guest finished without coming back to the order page
 * stays open until the reconciliation job asks the provider (a minute or more). "Check now" asks
 * at once; the answer says whether the provider confirmed it.
 */
export function CheckPaymentButton({ order, className }: { order: ManagerOrder; className: string }) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => api.checkPayment(restaurant.id, order.id),
    onSuccess: (answer) => notify(answer.message.body, 'info', 4000),
    onError: (error) => notifyError(error, t('area.error')),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: managerKeys.orders(restaurant.id) });
      void queryClient.invalidateQueries({ queryKey: managerKeys.order(restaurant.id, order.id) });
    },
  });
  return (
    <button type="button" disabled={check.isPending} onClick={() => check.mutate()} className={className}>
      {t('hold.checkNow')}
      <span className="sr-only"> – {t('orders.number', { id: String(order.id) })}</span>
    </button>
  );
}
