import { lazy } from 'react';

/** Issue 7: the manager area (/manager), loaded on demand outside the storefront's first load. */
export const ManagerArea = lazy(() => import('./components/manager-area'));
