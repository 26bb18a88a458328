import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagerApi } from './manager-api';

/** What a back-office write answers: the saved row with the server's message, or the message alone. */
export type Saved<T> = { data: T; message: { body: string } };
export type Done = { message: { body: string } };
/** a request's body without what every manager call adds itself (the restaurant, the language) */
export type Scoped<T> = Omit<T, 'restaurantId' | 'lang'>;
/** a new row, or the changes to one (`id`) */
export type SaveInput<Body> = Scoped<Body> & { id?: number };

/**
 * Issue 35: one write of the back office. As bulletproof-react's mutation hooks do, it owns its
 * cache invalidation: once it settles (or, with `refresh: 'success'`, once it succeeded: a draft
 * on screen must not be overwritten after a refusal) the lists it changes read afresh.
 */
export function useWrite<Input, Answer>(
  keys: readonly QueryKey[],
  write: (input: Input) => Promise<Answer>,
  { refresh = 'settled' }: { refresh?: 'settled' | 'success' } = {},
) {
  const queryClient = useQueryClient();
  const invalidate = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: write,
    ...(refresh === 'settled' ? { onSettled: invalidate } : { onSuccess: invalidate }),
  });
}

/** A row saved: `<resource>/create` for a new one, `<resource>/update` with its id for a change. */
export function saveRow<Answer>(
  api: ManagerApi,
  resource: string,
  restaurantId: number,
  { id, ...fields }: { id?: number },
): Promise<Answer> {
  return id === undefined
    ? api.post<Answer>(`${resource}/create`, { restaurantId, ...fields })
    : api.post<Answer>(`${resource}/update`, { restaurantId, id, ...fields });
}
