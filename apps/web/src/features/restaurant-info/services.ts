import { createContext, use } from 'react';
import type { ApiClient } from '../../lib/api-client';

/**
 * The app's API client and its error wording (SPEC §8), handed to this feature's deferred part
 * by index.tsx as a prop. The deferred part imports neither them nor anything index.tsx
 * imports, so the chunks of the menu's first load stay as they are (decision 010).
 */
export interface InfoServices {
  api: ApiClient;
  /** the text of a failure by the SPEC §8 rules (the caller's fallback, else 'Something went wrong') */
  messageOf: (error: unknown, fallback?: string) => string;
}

export const InfoServicesContext = createContext<InfoServices | null>(null);

export function useInfoServices(): InfoServices {
  const services = use(InfoServicesContext);
  if (!services) throw new Error('useInfoServices outside InfoServicesContext');
  return services;
}

/** SPEC §5: on a 422 the per-field messages, the first of each field. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return {};
  const errors = 'errors' in error ? (error.errors as Record<string, string[]>) : {};
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list[0] ?? '']));
}
