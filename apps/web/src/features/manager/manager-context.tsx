import type { ManagerRestaurant } from '@tavola/contracts';
import { createContext, use } from 'react';
import type { ManagerApi } from './api/manager-api';

export interface ManagerContextValue {
  api: ManagerApi;
  restaurant: ManagerRestaurant;
  /** ids of orders that arrived live and were not opened yet */
  fresh: ReadonlySet<number>;
  markSeen: (orderId: number) => void;
}

export const ManagerContext = createContext<ManagerContextValue | null>(null);

export function useManager(): ManagerContextValue {
  const value = use(ManagerContext);
  if (!value) throw new Error('useManager outside the manager area');
  return value;
}
