import { useMutation } from '@tanstack/react-query';
import type { ApiMessage, BasketDto } from '@tavola/contracts';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import type { TableArrival } from '../table-arrival';

/** SPEC §7 calls of a guest at a table: set-table, the table capacity, the robot request. */

export type SetTableAnswer = {
  data: BasketDto;
  message: ApiMessage;
  removed: string[];
  tablePaymentId: string;
};

export interface TableCapacityInput {
  adults: number;
  children: number;
}

export const tableApi = {
  setTable: (api: ApiClient, basketId: string, arrival: TableArrival & { tablePaymentId?: string }) =>
    api.post<SetTableAnswer>('basket/set-table', { basketId, ...arrival }),

  saveCapacity: (api: ApiClient, basketId: string, capacity: TableCapacityInput) =>
    api.post<{ data: BasketDto; message: ApiMessage }>('basket/update-basket-extraInfo', {
      basketId,
      table_capacity: capacity,
    }),

  requestRobot: (api: ApiClient, tableId: number) =>
    api.get<{ data: { id: number; kind: 'robot' | 'waiter' }; message: ApiMessage }>(
      'restaurant/robot-request',
      { tableId },
    ),
};

/** SPEC §6 floating robot button: calls the robot (or a waiter) to the basket's table. */
export function useRobotRequest() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (tableId: number) => tableApi.requestRobot(api, tableId) });
}
