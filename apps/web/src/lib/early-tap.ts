/** What `/start-after-load.js` (decision 058) shares with the page's modules on a rendered menu. */
interface StartState {
  started: boolean;
  /** set when React takes over the page's events: from then on it replays taps itself */
  hydrating: boolean;
  /** the button a guest pressed before the modules took over */
  tap: Element | null;
  /** each list box a guest changed before then, with the value chosen last */
  choices: [Element, string][];
}

const startState = (): StartState | undefined =>
  (window as Window & { tavolaStart?: StartState }).tavolaStart;

/** React listens from here on: the loader stops remembering taps and choices. */
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

/** Runs `act` on the element once React has hydrated it (not if React replaced it meanwhile). */
function onceHydrated(element: Element, act: () => void) {
  const since = performance.now();
  const attempt = () => {
    if (!element.isConnected) return;
    if (hydrated(element)) act();
    else if (performance.now() - since < replayWithinMs) requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Once React has each of them, makes again, once, the choices a guest made in list boxes before
 * the page was hydrated (as a change React hears), then presses the button tapped last.
 */
export function replayEarlyInput(): void {
  const state = startState();
  if (!state) return;
  const { tap, choices = [] } = state;
  state.tap = null;
  state.choices = [];
  for (const [select, value] of choices)
    if (select instanceof HTMLSelectElement)
      onceHydrated(select, () => {
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
  if (tap instanceof HTMLElement) onceHydrated(tap, () => tap.click());
}
