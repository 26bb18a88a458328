import { useSyncExternalStore } from 'react';

/**
 * The board's chime, made with Web Audio (no file to download). Browsers only let a page play
 * sound once it has been touched: after a reload or a sleeping tablet the audio context waits
 * for a tap (issue 34), and the board says so until it gets one.
 */
let context: AudioContext | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return undefined;
  context = new Context();
  context.addEventListener('statechange', emit);
  emit();
  return context;
}

/** Creates the audio context at load, so the board learns whether the browser lets it play yet. */
export function prepareSound(): void {
  audioContext();
}

/** A tap anywhere (or on the board's prompt) lets the chime play from then on. */
export function unlockSound(): void {
  void audioContext()
    ?.resume()
    .catch(() => undefined);
}

export type SoundState = 'playing' | 'waiting-for-tap' | 'unsupported';

const soundState = (): SoundState =>
  !context ? 'unsupported' : context.state === 'running' ? 'playing' : 'waiting-for-tap';

/** Whether the chime can be heard now, following the audio context's changes. */
export function useSoundState(): SoundState {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, soundState);
}

/**
 * Three rising notes of a triangle wave, near full scale through a compressor: loud and bright
 * enough to cut through a kitchen's noise, about a second long.
 */
export function playChime(): void {
  if (context?.state !== 'running') return;
  const start = context.currentTime;
  const compressor = context.createDynamicsCompressor();
  compressor.connect(context.destination);
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1175],
    [0.44, 1568],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.9, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.5);
    oscillator.connect(gain).connect(compressor);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.55);
  }
}

/** issue 34: how often the chime repeats while a new order waits to be acknowledged */
export const ringEveryMs = 5000;

const soundKey = 'managerSound';
export const soundPreference = {
  get: () => localStorage.getItem(soundKey) !== 'off',
  set: (on: boolean) => localStorage.setItem(soundKey, on ? 'on' : 'off'),
};
