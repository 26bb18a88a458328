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
}

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function notify(text: string, tone: Notice['tone'] = 'info', durationMs = 4000): void {
  const notice = { id: nextId++, text, tone };
  notices = [...notices.slice(-2), notice];
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
      className={`pointer-events-auto rounded-2xl px-4 py-3 text-sm font-medium shadow-lg ${
        notice.tone === 'error' ? 'bg-red-700 text-white' : 'bg-stone-900 text-white'
      }`}
    >
      {notice.text}
    </p>
  );
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 print:hidden">
      <div role="alert" aria-live="assertive" className="flex w-full max-w-md flex-col gap-2">
        {list.filter((notice) => notice.tone === 'error').map(item)}
      </div>
      <div role="status" aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
        {list.filter((notice) => notice.tone !== 'error').map(item)}
      </div>
    </div>
  );
}
