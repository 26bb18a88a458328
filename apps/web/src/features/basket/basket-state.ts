import { createBasketRecords } from './basket-records';

/** The guest's stored baskets (SPEC §3 local storage 'basket'). */
export const basketRecords = createBasketRecords(
  // the server's render of the menu (issue 21) knows no guest, hence no stored basket
  typeof localStorage === 'undefined' ? emptyStorage() : localStorage,
);
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => basketRecords.storageChanged(event.key));

function emptyStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

/** The header's basket button, where the focus returns when the side basket closes. */
export const basketButtonId = 'basket-button';

function createFlag() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    set(next: boolean) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    get: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** SPEC §9: the side cart opens instead of the snackbar at a width of 768 px or more. */
export const sideCartMedia = '(min-width: 768px)';

/** SPEC §2 shell: the side cart as a modal panel, opened by the header button on phones. */
export const sideCartOpen = createFlag();

/**
 * Issue 15: from 768 px the side basket is a column beside the menu, not a modal panel; while
 * it is on the page, the header's basket button takes the focus there and an add updates it in
 * place (SPEC §4: 'the side cart opens').
 */
export const sideBasketColumn = (() => {
  let element: HTMLElement | null = null;
  let place: HTMLElement | null = null;
  return {
    /** a ref callback for the column's landmark */
    attach(next: HTMLElement | null) {
      element = next;
    },
    /** a ref callback for the place the column takes beside the menu (there before its chunk) */
    attachPlace(next: HTMLElement | null) {
      place = next;
    },
    /** the column is on the page, or about to be: its contents may still be loading */
    present: () => element?.isConnected === true || place?.isConnected === true,
    /** moves the focus to the column; false when there is none */
    focus(): boolean {
      if (!element?.isConnected) return false;
      element.focus();
      return true;
    },
  };
})();

function createCounter() {
  let count = 0;
  const flag = createFlag();
  return {
    async track<T>(work: Promise<T>): Promise<T> {
      count++;
      flag.set(true);
      try {
        return await work;
      } finally {
        count--;
        flag.set(count > 0);
      }
    },
    busy: flag,
  };
}

/** SPEC §4 Flags: the basket is changing (Continue disabled, loading overlay). */
export const basketChanges = createCounter();
