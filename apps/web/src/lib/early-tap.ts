/** What `/start-after-load.js` (decision 058) shares with the page's modules on a rendered menu. */
interface StartState {
  started: boolean;
  /** set when React takes over the page's events: from then on it replays taps itself */
  hydrating: boolean;
  /** the button a guest pressed before the modules took over */
  tap: Element | null;
}

const startState = (): StartState | undefined =>
  (window as Window & { tavolaStart?: StartState }).tavolaStart;

/** React listens from here on: the loader stops remembering taps. */
export function hydrationBegins(): void {
  const state = startState();
  if (state) state.hydrating = true;
}

/**
 * React marks an element it has hydrated with its props (`__reactProps$…`). The root commits
 * before a lazy route's boundary hydrates, and until then a click on its server markup does
 * nothing: the tap waits for its button.
 */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
/** how long a remembered tap waits for its button to be hydrated */
const replayWithinMs = 10_000;

/** Presses again, once, the button a guest tapped before the page was hydrated, once React has it. */
export function replayEarlyTap(): void {
  const state = startState();
  const tap = state?.tap;
  if (state) state.tap = null;
  if (!(tap instanceof HTMLElement)) return;
  const since = performance.now();
  const press = () => {
    if (!tap.isConnected) return;
    if (hydrated(tap)) tap.click();
    else if (performance.now() - since < replayWithinMs) requestAnimationFrame(press);
  };
  press();
}
