import { createContext, type ReactNode, use } from 'react';
import type { ApiClient } from './api-client';
import type { PageConfig } from './page-config';

interface AppContextValue {
  config: PageConfig;
  api: ApiClient;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext value={value}>{children}</AppContext>;
}

export function useAppContext(): AppContextValue {
  const value = use(AppContext);
  if (!value) throw new Error('useAppContext outside AppContextProvider');
  return value;
}
