import { type ManagerApi, managerKeys } from './manager-api';
import { useWrite } from './use-write';

/** Issue 7 break patterns: each write reads the list afresh (the menu's cache is the server's to drop). */
type PatternInput = Parameters<ManagerApi['savePattern']>[1];

export const useSavePattern = (api: ManagerApi, restaurantId: number) =>
  useWrite([managerKeys.patterns(restaurantId)], (pattern: PatternInput) =>
    api.savePattern(restaurantId, pattern),
  );

export const useStopPattern = (api: ManagerApi, restaurantId: number) =>
  useWrite([managerKeys.patterns(restaurantId)], (id: number) => api.stopPattern(restaurantId, id));

export const useDeletePattern = (api: ManagerApi, restaurantId: number) =>
  useWrite([managerKeys.patterns(restaurantId)], (id: number) => api.deletePattern(restaurantId, id));
