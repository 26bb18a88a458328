import { useCallback, useEffect, useRef, useState } from 'react';

/** issue 34: how long a last step waits for an Undo before it is sent */
export const undoWindowMs = 5000;

/**
 * Issue 34: "Mark as delivered" (or "Picked up") ends an order for good (SPEC §5: a status never
 * moves back), so one tap does not send it at once: for a few seconds the button offers Undo,
 * then the step goes to the server. Leaving the board in that time sends it at once.
 */
export function useUndoableStep(send: () => void) {
  const [endsAt, setEndsAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const sendRef = useRef(send);
  sendRef.current = send;
  const pending = endsAt !== undefined;

  useEffect(() => {
    if (endsAt === undefined) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    const timer = setTimeout(() => {
      setEndsAt(undefined);
      sendRef.current();
    }, endsAt - Date.now());
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [endsAt]);
  // unmounted while waiting (the sheet closed, the board left): the step is sent, not lost
  const waiting = useRef(false);
  waiting.current = pending;
  useEffect(
    () => () => {
      if (waiting.current) sendRef.current();
    },
    [],
  );

  const start = useCallback(() => {
    setNow(Date.now());
    setEndsAt(Date.now() + undoWindowMs);
  }, []);
  const undo = useCallback(() => setEndsAt(undefined), []);
  const seconds = endsAt === undefined ? 0 : Math.max(1, Math.ceil((endsAt - now) / 1000));
  return { pending, seconds, start, undo };
}
