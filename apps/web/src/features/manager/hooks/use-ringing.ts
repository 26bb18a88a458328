import { useEffect } from 'react';
import { playChime, ringEveryMs, type SoundState } from '../sound';

/**
 * Issue 34: while a new order waits to be acknowledged (opened, moved on, or the ringing button
 * tapped), the chime rings at once and again every few seconds, as a kitchen's order bell does;
 * a new arrival rings at once too.
 */
export function useRinging(options: {
  unacknowledged: ReadonlySet<number>;
  soundOn: boolean;
  sound: SoundState;
}) {
  const { unacknowledged, soundOn, sound } = options;
  const ringing = soundOn && sound === 'playing' && unacknowledged.size > 0;
  // order numbers grow: a larger newest one is an arrival, a smaller set an acknowledgement
  const newest = Math.max(0, ...unacknowledged);
  useEffect(() => {
    if (!ringing || newest === 0) return;
    playChime();
    const timer = setInterval(playChime, ringEveryMs);
    return () => clearInterval(timer);
  }, [ringing, newest]);
  return ringing;
}
