import { useSyncExternalStore } from 'react';
import { errorMessage } from '../../lib/api-client';

/**
 * The manager area's short messages (status changed, new order, a refusal). Its own small
 * store rather than the storefront's snackbar, so the area shares no first-load module with
 * the storefront (the menu's JavaScript budget stays as it was).
 */
export interface Notice {
  id: number;
  text: string;
  tone: 'info' | 'error';
  key?: string;
}

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Shows a short message. Issue 34: a message with a `key` takes the place of the one before it
 * with that key, so three orders in one second make one "New order" notice, not a stack of three.
 */
export function notify(text: string, tone: Notice['tone'] = 'info', durationMs = 4000, key?: string): void {
  const notice = { id: nextId++, text, tone, key };
  notices = [...notices.filter((entry) => !key || entry.key !== key).slice(-2), notice];
  emit();
  setTimeout(() => {
    notices = notices.filter((entry) => entry.id !== notice.id);
    emit();
  }, durationMs);
}

/** A failure as the SPEC §8 rules word it (the server's message, else the default). */
export function notifyError(error: unknown, fallback: string): void {
  notify(errorMessage(error, fallback), 'error', 8000);
}

export function NoticeHost() {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
  );
  const item = (notice: Notice) => (
    <p
      key={notice.id}
      className={`rounded-2xl px-4 py-3 text-sm font-medium shadow-lg ${
        notice.tone === 'error' ? 'bg-red-700 text-white' : 'bg-stone-900 text-white'
      }`}
    >
      {notice.text}
    </p>
  );
  return (
    // issue 34: at the top start, clear of a side sheet's actions (at its bottom), of its close
    // button (top end) and of the board's buttons; no notice takes a tap from what lies under it
    <div className="pointer-events-none fixed start-2 top-2 z-[60] flex w-[min(24rem,calc(100%-5.5rem))] flex-col gap-2 print:hidden">
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {list.filter((notice) => notice.tone === 'error').map(item)}
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {list.filter((notice) => notice.tone !== 'error').map(item)}
      </div>
    </div>
  );
}
