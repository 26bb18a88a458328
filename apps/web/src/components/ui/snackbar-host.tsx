import { lazy, Suspense, useSyncExternalStore } from 'react';
import { type Snack, snackbar } from '../../lib/snackbar';

/**
 * A snackbar's own markup loads once the page is there (issue 21): the first load has no
 * message to show, and the live regions it is announced in are here from the start.
 */
const importSnackView = () => import('./snack-view');
/**
 * Issue 33: offline before its module is in (a guest who taps + in a tunnel), the message that
 * the connection dropped still shows, as plain text, instead of the failed import emptying the
 * page; the full view is asked for again with the next message.
 */
function PlainSnack({ snack }: { snack: Snack }) {
  return (
    <p
      className={`pointer-events-auto rounded-2xl px-4 py-3 text-sm text-white shadow-lg ${snack.tone === 'error' ? 'bg-red-700' : 'bg-stone-900'} ${snack.screenReaderOnly ? 'sr-only' : ''}`}
    >
      {snack.text}
    </p>
  );
}
let SnackView = lazySnackView();
function lazySnackView() {
  return lazy(() =>
    importSnackView().catch(() => {
      SnackView = lazySnackView();
      return { default: PlainSnack };
    }),
  );
}
if (typeof window !== 'undefined') addEventListener('load', () => void importSnackView(), { once: true });

/**
 * SPEC §2 snackbar. The two live regions stay in the page from the start, so screen readers
 * announce what is added to them: errors assertively (alert), the rest politely (status).
 */
export function SnackbarHost() {
  const snacks = useSyncExternalStore(snackbar.subscribe, snackbar.getSnapshot, snackbar.getSnapshot);
  const errors = snacks.filter((snack) => snack.tone === 'error');
  const others = snacks.filter((snack) => snack.tone !== 'error');
  return (
    <div
      data-snackbar
      // above the phone's basket bar and the table's service button while they show (index.css)
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--bottom-bar,0px)+var(--floating-button,0px))] z-[60] flex flex-col items-center gap-2 px-4"
    >
      {/* explicit aria-live: an open modal panel hides the rest of the page, but not live regions */}
      <div role="alert" aria-live="assertive" className="flex w-full max-w-md flex-col gap-2">
        <Suspense fallback={null}>
          {errors.map((snack) => (
            <SnackView key={snack.id} snack={snack} />
          ))}
        </Suspense>
      </div>
      <div role="status" aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
        <Suspense fallback={null}>
          {others.map((snack) => (
            <SnackView key={snack.id} snack={snack} />
          ))}
        </Suspense>
      </div>
    </div>
  );
}
