import { describe, expect, it } from 'vitest';
import { addedSnackbarMs, createSnackbarStore, snackbarDefaultMs } from './snackbar';

function fakeClock() {
  const timers = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  let next = 1;
  return {
    schedule: ((run: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { at: now + ms, run });
      return id;
    }) as unknown as typeof setTimeout,
    cancel: ((id: number) => timers.delete(id)) as unknown as typeof clearTimeout,
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
    },
  };
}

describe('snackbar store', () => {
  it('keeps a message 8000 ms by default (SPEC §9)', () => {
    const clock = fakeClock();
    const store = createSnackbarStore(clock.schedule, clock.cancel);
    store.show({ text: 'Hello' });
    clock.advance(snackbarDefaultMs - 1);
    expect(store.getSnapshot().map((s) => s.text)).toEqual(['Hello']);
    clock.advance(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps 'Added' 2000 ms when asked to", () => {
    const clock = fakeClock();
    const store = createSnackbarStore(clock.schedule, clock.cancel);
    store.show({ text: 'Added', tone: 'success', durationMs: addedSnackbarMs });
    clock.advance(addedSnackbarMs);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('carries what only screen readers hear, and shows it otherwise like any snack (issue 15)', () => {
    const clock = fakeClock();
    const store = createSnackbarStore(clock.schedule, clock.cancel);
    store.show({ text: 'Added', detail: 'Cola, 2 in the basket', durationMs: addedSnackbarMs });
    store.show({ text: 'Cola, 3 in the basket', screenReaderOnly: true, durationMs: addedSnackbarMs });
    expect(store.getSnapshot().map(({ detail, screenReaderOnly }) => ({ detail, screenReaderOnly }))).toEqual(
      [
        { detail: 'Cola, 2 in the basket', screenReaderOnly: false },
        { detail: '', screenReaderOnly: true },
      ],
    );
    clock.advance(addedSnackbarMs);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('errors have a close button; dismiss removes at once and tells listeners', () => {
    const clock = fakeClock();
    const store = createSnackbarStore(clock.schedule, clock.cancel);
    let calls = 0;
    store.subscribe(() => calls++);
    const id = store.error('Out of stock');
    expect(store.getSnapshot()[0]).toMatchObject({ tone: 'error', closable: true });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(calls).toBe(2);
  });

  it('shows at most three, drops the oldest, and does not repeat the same text', () => {
    const clock = fakeClock();
    const store = createSnackbarStore(clock.schedule, clock.cancel);
    for (const text of ['a', 'b', 'c', 'd']) store.show({ text });
    expect(store.getSnapshot().map((s) => s.text)).toEqual(['b', 'c', 'd']);
    store.show({ text: 'c' });
    expect(store.getSnapshot().map((s) => s.text)).toEqual(['b', 'd', 'c']);
  });
});
