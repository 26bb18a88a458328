/** SPEC §9: a snackbar stays 8000 ms unless told otherwise; 'Added' stays 2000 ms. */
export const snackbarDefaultMs = 8000;
export const addedSnackbarMs = 2000;

export interface SnackOptions {
  text: string;
  tone?: 'info' | 'success' | 'error';
  /** 0 keeps it until closed */
  durationMs?: number;
  /** SPEC §2: optional close button */
  closable?: boolean;
  /** SPEC §2: optional confirm button */
  confirm?: { label: string; onConfirm: () => void };
  /** read to screen readers after the text, not shown (what was added, how many now) */
  detail?: string;
  /** only screen readers hear it: the page shows the change itself (issue 15: the side basket) */
  screenReaderOnly?: boolean;
}

export interface Snack extends Required<Omit<SnackOptions, 'confirm'>> {
  id: number;
  confirm?: SnackOptions['confirm'];
}

/** At most this many show at once; older ones make room. */
const maxVisible = 3;

type Listener = () => void;

/**
 * The app's snackbars (SPEC §2 shell): a small store outside React, so API helpers and event
 * handlers can show a message without a provider; `SnackbarHost` renders it.
 */
export function createSnackbarStore(schedule = setTimeout, cancel = clearTimeout) {
  let snacks: readonly Snack[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) cancel(timer);
    timers.delete(id);
    if (!snacks.some((snack) => snack.id === id)) return;
    snacks = snacks.filter((snack) => snack.id !== id);
    emit();
  }

  function show(options: SnackOptions): number {
    const snack: Snack = {
      id: nextId++,
      text: options.text,
      tone: options.tone ?? 'info',
      durationMs: options.durationMs ?? snackbarDefaultMs,
      closable: options.closable ?? false,
      confirm: options.confirm,
      detail: options.detail ?? '',
      screenReaderOnly: options.screenReaderOnly ?? false,
    };
    // the same text twice in a row (a double click) shows once
    const same = snacks.find((entry) => entry.text === snack.text && entry.tone === snack.tone);
    if (same) dismiss(same.id);
    while (snacks.length >= maxVisible) dismiss(snacks[0]!.id);
    snacks = [...snacks, snack];
    if (snack.durationMs > 0)
      timers.set(
        snack.id,
        schedule(() => dismiss(snack.id), snack.durationMs),
      );
    emit();
    return snack.id;
  }

  return {
    show,
    dismiss,
    error: (text: string, options: Omit<SnackOptions, 'text' | 'tone'> = {}) =>
      show({ closable: true, ...options, text, tone: 'error' }),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snacks,
  };
}

export type SnackbarStore = ReturnType<typeof createSnackbarStore>;

export const snackbar = createSnackbarStore();
