import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { snackbar } from '../../../lib/snackbar';
import { useBasket, useBasketChanges, useBasketId } from '../../basket';
import { type SetTableAnswer, tableApi } from '../api/table-api';
import { pendingTable } from '../pending-table';
import { forgetTable, keptVisit, sitAtTable } from '../table-seat-key';

/**
 * SPEC §4 Login landing: the table the address named goes to set-table, into the guest's basket
 * (created when there is none); the server then serves the basket here, now. A table of another
 * restaurant, an unknown or inactive one, or a wrong token: the server's message, and nothing
 * is assigned; the guest browses on. Runs once per page load, on the first render. The table,
 * its token and the visit it joined stay on the phone, for the table's bill (issue 17) and the
 * visit's next rounds (useNextRoundAtTable).
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
    })
      .then(
        () => {
          const table = answer?.data.table;
          // kept for the table's bill (issue 17) and the visit's next rounds (issue 33)
          if (table && answer)
            sitAtTable(config.restaurantId, {
              tableId: table.id,
              tableName: table.name,
              qrcode: arrival.qrcode,
              tablePaymentId: answer.tablePaymentId,
            });
          if (answer) snackbar.show({ text: answer.message.body, tone: 'success' });
          if (answer?.removed.length) snackbar.show({ text: t('basket.itemsRemoved') });
        },
        (error: unknown) => snackbar.error(messageOf(error)),
      )
      // from now on the next rounds of the visit are seated without a scan
      .finally(() => pendingTable.landed());
  }, [config.restaurantId]);
  useNextRoundAtTable();
}

/**
 * Issue 33 (decision 071): the table's visit lasts until its bill is paid or the staff close
 * it. An order deletes its basket (SPEC §4), so the phone's next basket — or one that holds no
 * table — is seated again at the table of the visit it kept, without a scan and without a word:
 * the table's label, "Call service" and the bill stay, and the next round goes onto the same
 * bill. Once the visit is over the server says so (409) and the phone forgets the table. Not
 * while a scanned table is being seated (the scan decides), and once per basket.
 */
function useNextRoundAtTable(): void {
  const { config } = useAppContext();
  const changes = useBasketChanges();
  const latest = useRef(changes);
  latest.current = changes;
  const basketId = useBasketId();
  const basket = useBasket();
  const tried = useRef(new Set<string>());
  // a basket still loading says nothing yet; one with a table (or left for another type) stays as it is
  const unseated = basketId === undefined || (basket.isSuccess && basket.data?.table_id === null);
  useEffect(() => {
    if (pendingTable.landing() || !unseated) return;
    const visit = keptVisit(config.restaurantId);
    const attempt = basketId ?? 'new';
    if (!visit || tried.current.has(attempt)) return;
    tried.current.add(attempt);
    const { api, change } = latest.current;
    let answer: SetTableAnswer | undefined;
    change(async (id) => {
      answer = await tableApi.setTable(api, id, visit);
      return answer;
    }).then(
      () => {
        const table = answer?.data.table;
        if (table && answer)
          sitAtTable(config.restaurantId, {
            ...visit,
            tableName: table.name,
            tablePaymentId: answer.tablePaymentId,
          });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'table_visit_over') forgetTable(config.restaurantId);
      },
    );
  }, [basketId, unseated, config.restaurantId]);
}
