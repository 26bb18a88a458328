import { Suspense } from 'react';
import { ManagerArea } from '../features/manager';
import { AppErrorBoundary } from './app-error-boundary';

/** Issue 7 /manager: the manager area, fetched when first visited. */
export function ManagerRoute() {
  return (
    <AppErrorBoundary>
      <Suspense
        fallback={
          <div className="flex min-h-dvh items-center justify-center">
            <span className="size-10 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
          </div>
        }
      >
        <ManagerArea />
      </Suspense>
    </AppErrorBoundary>
  );
}
