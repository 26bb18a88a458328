import { createBasketRecords } from './basket-records';

/** The guest's stored baskets (SPEC §3 local storage 'basket'). */
export const basketRecords = createBasketRecords(localStorage);
window.addEventListener('storage', (event) => basketRecords.storageChanged(event.key));

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

/** SPEC §2 shell: the side cart, opened by the header button and after adding on wide screens. */
export const sideCartOpen = createFlag();

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
