import { queryOptions } from '@tanstack/react-query';
import type {
  BackOfficeHours,
  ClosedSwitchBody,
  ClosureBody,
  ClosureDto,
  DeliveryAreaBody,
  DeliveryAreaDto,
  DeliveryTypeHours,
  ReplaceHoursBody,
} from '@tavola/contracts';
import type { ManagerApi } from './manager-api';
import { type Done, type Saved, type SaveInput, type Scoped, saveRow, useWrite } from './use-write';

/** Issue 20 (back office): opening hours, closures, the closed switch, delivery areas, slot capacity. */

export type ReplaceHoursInput = Scoped<ReplaceHoursBody>;
export type ClosedSwitchInput = Scoped<ClosedSwitchBody>;
export type ClosureInput = Scoped<ClosureBody>;
/** a new area, or the changes to one (`id`) */
export type SaveAreaInput = SaveInput<DeliveryAreaBody>;
export type DeliveryAreas = { areas: DeliveryAreaDto[]; currency: string; slot_capacity: number | null };

export const hoursKeys = {
  hours: (restaurantId: number) => ['manager', restaurantId, 'hours'] as const,
  areas: (restaurantId: number) => ['manager', restaurantId, 'delivery-areas'] as const,
};

export const hoursQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...hoursKeys.hours(restaurantId), lang],
    queryFn: () => api.get<{ data: BackOfficeHours }>('managers/hours', { restaurantId }).then((a) => a.data),
  });

export const deliveryAreasQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...hoursKeys.areas(restaurantId), lang],
    queryFn: () =>
      api.get<{ data: DeliveryAreas }>('managers/delivery-areas', { restaurantId }).then((a) => a.data),
  });

/** A write to the hours page's data: the page reads it afresh afterwards. */
const useHoursWrite = <Input, Answer>(
  restaurantId: number,
  key: 'hours' | 'areas',
  write: (input: Input) => Promise<Answer>,
) => useWrite([hoursKeys[key](restaurantId)], write);

export const useReplaceHours = (api: ManagerApi, restaurantId: number) =>
  useHoursWrite(restaurantId, 'hours', (input: ReplaceHoursInput) =>
    api.post<Saved<DeliveryTypeHours>>('managers/hours/replace', { restaurantId, ...input }),
  );

export const useSwitchClosed = (api: ManagerApi, restaurantId: number) =>
  useHoursWrite(restaurantId, 'hours', (input: ClosedSwitchInput) =>
    api.post<Saved<unknown>>('managers/hours/closed', { restaurantId, ...input }),
  );

export const useAddClosure = (api: ManagerApi, restaurantId: number) =>
  useHoursWrite(restaurantId, 'hours', (input: ClosureInput) =>
    api.post<Saved<ClosureDto>>('managers/closures/create', { restaurantId, ...input }),
  );

export const useDeleteClosure = (api: ManagerApi, restaurantId: number) =>
  useHoursWrite(restaurantId, 'hours', (id: number) =>
    api.post<Done>('managers/closures/delete', { restaurantId, id }),
  );

export const useSaveDeliveryArea = (api: ManagerApi, restaurantId: number) =>
  useHoursWrite(restaurantId, 'areas', (input: SaveAreaInput) =>
    saveRow<Saved<DeliveryAreaDto>>(api, 'managers/delivery-areas', restaurantId, input),
  );

export const useDeleteDeliveryArea = (api: ManagerApi, restaurantId: number) =>
  useHoursWrite(restaurantId, 'areas', (id: number) =>
    api.post<Done>('managers/delivery-areas/delete', { restaurantId, id }),
  );

export const useSaveSlotCapacity = (api: ManagerApi, restaurantId: number) =>
  useHoursWrite(restaurantId, 'areas', (slotCapacity: number | null) =>
    api.post<Saved<unknown>>('managers/slot-capacity', { restaurantId, slot_capacity: slotCapacity }),
  );
