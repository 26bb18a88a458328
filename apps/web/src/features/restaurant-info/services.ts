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
