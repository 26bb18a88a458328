import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following its changes (a turned tablet, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    // the server renders the phone layout (issue 21); a wide screen follows right after hydrating
    () => false,
  );
}
