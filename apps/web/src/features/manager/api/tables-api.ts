import { queryOptions } from '@tanstack/react-query';
import type {
  CreateTableBody,
  ManagerTable,
  TableCallDto,
  TableOverview,
  TablePayment,
  TableQrSheet,
  UpdateTableBody,
} from '@tavola/contracts';
import type { ManagerApi } from './manager-api';
import { type Saved, type SaveInput, type Scoped, saveRow, useWrite } from './use-write';

/** Issue 16: the manager's tables, their QR codes, the table view of the board and the calls from tables. */

/** what the table form sends: a new table, or the changes to one (`id`) */
export type SaveTableInput = SaveInput<CreateTableBody>;
export type TableChange = Scoped<UpdateTableBody>;

export const tableKeys = {
  /** every query about the tables: a saved table refreshes the list, the print sheet and the table view */
  tables: (restaurantId: number) => ['manager', restaurantId, 'tables'] as const,
  list: (restaurantId: number) => ['manager', restaurantId, 'tables', 'list'] as const,
  qrSheet: (restaurantId: number) => ['manager', restaurantId, 'tables', 'qr-sheet'] as const,
  /** the board's table view: open orders per table, refetched on every live event */
  overview: (restaurantId: number) => ['manager', restaurantId, 'tables', 'overview'] as const,
  calls: (restaurantId: number) => ['manager', restaurantId, 'table-calls'] as const,
  /** issue 33: a table's open bill, its rounds and who paid what; refetched with the table view */
  bill: (restaurantId: number, tableId: number) =>
    ['manager', restaurantId, 'tables', 'overview', 'bill', tableId] as const,
};

export const tablesQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...tableKeys.list(restaurantId), lang],
    queryFn: () => api.get<{ data: ManagerTable[] }>('managers/tables', { restaurantId }).then((a) => a.data),
  });

export const qrSheetQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...tableKeys.qrSheet(restaurantId), lang],
    queryFn: () =>
      api.get<{ data: TableQrSheet }>('managers/tables/qr-sheet', { restaurantId }).then((a) => a.data),
  });

export const tableOverviewQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...tableKeys.overview(restaurantId), lang],
    queryFn: () =>
      api.get<{ data: TableOverview[]; currency: string }>('managers/tables/overview', { restaurantId }),
    // the socket keeps it fresh; a slow poll covers a socket that a proxy silently dropped
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** Issue 33: a table's open bill as the staff see it: its rounds and who paid what. */
export const tableBillQuery = (api: ManagerApi, restaurantId: number, tableId: number, lang: string) =>
  queryOptions({
    queryKey: [...tableKeys.bill(restaurantId, tableId), lang],
    queryFn: () =>
      api
        .get<{ data: TablePayment }>('managers/tables/bill', { restaurantId, id: tableId })
        .then((answer) => answer.data),
    staleTime: 0,
  });

export const tableCallsQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...tableKeys.calls(restaurantId), lang],
    queryFn: () =>
      api.get<{ data: TableCallDto[] }>('managers/table-calls', { restaurantId }).then((a) => a.data),
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** Creates a table, or changes one; the list and the print sheet follow. */
export const useSaveTable = (api: ManagerApi, restaurantId: number) =>
  useWrite([tableKeys.tables(restaurantId)], (input: SaveTableInput) =>
    saveRow<Saved<ManagerTable>>(api, 'managers/tables', restaurantId, input),
  );

/** One change to a table, e.g. `active: false` (deactivate: its QR code is refused from then on). */
export const useChangeTable = (api: ManagerApi, restaurantId: number) =>
  useWrite([tableKeys.tables(restaurantId)], (change: TableChange) =>
    api.post<Saved<ManagerTable>>('managers/tables/update', { restaurantId, ...change }),
  );

/** A new QR token for a table (decision 027): codes printed before stop working at once. */
export const useRegenerateQr = (api: ManagerApi, restaurantId: number) =>
  useWrite([tableKeys.tables(restaurantId)], (id: number) =>
    api.post<Saved<ManagerTable>>('managers/tables/regenerate-qr', { restaurantId, id }),
  );

/** The manager has seen a table's call: it leaves every board of the restaurant. */
export const useAcknowledgeCall = (api: ManagerApi, restaurantId: number) =>
  useWrite([tableKeys.calls(restaurantId), tableKeys.overview(restaurantId)], (id: number) =>
    api.post<Saved<TableCallDto>>('managers/table-calls/acknowledge', { restaurantId, id }),
  );

/**
 * Decision 064: the staff took what is left of a table's bill at the table (cash or their card
 * terminal); the bill closes and the table view shows the table paid.
 */
export const useSettleTable = (api: ManagerApi, restaurantId: number) =>
  useWrite([tableKeys.overview(restaurantId)], (id: number) =>
    api.post<Saved<TablePayment>>('managers/tables/settle', { restaurantId, id }),
  );

/** Issue 33: the staff close a table's visit once nothing is left to pay; the table view follows. */
export const useCloseTableVisit = (api: ManagerApi, restaurantId: number) =>
  useWrite([tableKeys.overview(restaurantId)], (id: number) =>
    api.post<Saved<{ table: { id: number; name: string } }>>('managers/tables/close-visit', {
      restaurantId,
      id,
    }),
  );
