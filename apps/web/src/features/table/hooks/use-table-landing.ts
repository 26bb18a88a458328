import { useEffect, useRef } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { snackbar } from '../../../lib/snackbar';
import { useBasketChanges } from '../../basket';
import { type SetTableAnswer, tableApi } from '../api/table-api';
import { pendingTable } from '../pending-table';
import { sitAtTable } from '../table-seat-key';

/**
 * SPEC §4 Login landing: the table the address named goes to set-table, into the guest's basket
 * (created when there is none); the server then serves the basket here, now. A table of another
 * restaurant, an unknown or inactive one, or a wrong token: the server's message, and nothing
 * is assigned; the guest browses on. Runs once per page load, on the first render. The table
 * and its token stay on the phone, for the table's bill (issue 17).
 */
export function useTableLanding(): void {
  const { config } = useAppContext();
  const changes = useBasketChanges();
  const latest = useRef(changes);
  latest.current = changes;
  useEffect(() => {
    const arrival = pendingTable.take();
    if (!arrival) return;
    const { api, t, change, messageOf } = latest.current;
    let answer: SetTableAnswer | undefined;
    change(async (basketId) => {
      answer = await tableApi.setTable(api, basketId, arrival);
      return answer;
    }).then(
      () => {
        const table = answer?.data.table;
        // kept for the table's bill (issue 17)
        if (table)
          sitAtTable(config.restaurantId, {
            tableId: table.id,
            tableName: table.name,
            qrcode: arrival.qrcode,
          });
        if (answer) snackbar.show({ text: answer.message.body, tone: 'success' });
        if (answer?.removed.length) snackbar.show({ text: t('basket.itemsRemoved') });
      },
      (error: unknown) => snackbar.error(messageOf(error)),
    );
  }, [config.restaurantId]);
}
