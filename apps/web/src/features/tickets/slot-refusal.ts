import { ApiError } from '../../lib/api-client';

/** A slot the server refused (full, or no longer offered): its sentence and the next free slot. */
export interface SlotRefusal {
  message: string;
  /** 'YYYY-MM-DD HH:MM' */
  next?: string;
}

/**
 * A refusal a guest can act on (decision 028): a 422 about delivery_time with the server's
 * sentence and, under validTime, the next slot with room (SPEC §5).
 */
export function slotRefusalOf(error: unknown): SlotRefusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors.delivery_time) return undefined;
  return { message: error.body, next: error.errors.validTime?.[0] };
}
