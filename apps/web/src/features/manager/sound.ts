/**
 * A short two-note chime for a new order, made with Web Audio (no file to download). Browsers
 * only play sound after the page was touched: the sound button (or any click) unlocks it.
 */
let context: AudioContext | undefined;

export function unlockSound(): void {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  context ??= new Context();
  void context.resume().catch(() => undefined);
}

export function playChime(): void {
  if (context?.state !== 'running') return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.4);
  }
}

const soundKey = 'managerSound';
export const soundPreference = {
  get: () => localStorage.getItem(soundKey) !== 'off',
  set: (on: boolean) => localStorage.setItem(soundKey, on ? 'on' : 'off'),
};
