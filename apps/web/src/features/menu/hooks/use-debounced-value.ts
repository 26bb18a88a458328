import { useEffect, useState } from 'react';

/** SPEC §9: search runs after a 400 ms pause. */
export const searchDebounceMs = 400;

export function useDebouncedValue<T>(value: T, delay = searchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
