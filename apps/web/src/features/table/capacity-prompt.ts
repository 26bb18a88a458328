import { useSyncExternalStore } from 'react';

interface PromptState {
  open: boolean;
  /** what goes on once the count is saved (the checkout's order) */
  then?: () => void;
}

/**
 * SPEC §5 table capacity modal: whether it is open, and what continues once the guests are
 * counted. The menu asks once per page load (closing it lets the guest browse); the checkout
 * asks whenever an order needs the count (SPEC §4: table info is saved before ordering).
 */
export function createCapacityPrompt() {
  let state: PromptState = { open: false };
  let asked = false;
  const listeners = new Set<() => void>();
  const set = (next: PromptState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    askOnce() {
      if (asked) return;
      asked = true;
      set({ open: true });
    },
    open(then?: () => void) {
      asked = true;
      set({ open: true, then });
    },
    close() {
      if (state.open) set({ open: false });
    },
    /** the count is saved: the modal closes and what waited for it goes on */
    saved() {
      const { then } = state;
      set({ open: false });
      then?.();
    },
    current: (): PromptState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const capacityPrompt = createCapacityPrompt();

export const useCapacityPromptOpen = (): boolean =>
  useSyncExternalStore(
    capacityPrompt.subscribe,
    () => capacityPrompt.current().open,
    () => capacityPrompt.current().open,
  );
