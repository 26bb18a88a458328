/**
 * Issue 15: the browser's Back closes an open panel (product, side basket, login, information)
 * before it leaves the page. Each open panel owns a history entry at the page's address, marked
 * with its depth; going back to a shallower entry closes the panels above it. Decision 024.
 */
const marker = 'tavolaPanelDepth';

interface OpenPanel {
  depth: number;
  close: () => void;
}
const open: OpenPanel[] = [];
/** a step back of ours (a panel the guest closed) is on its way: history moves asynchronously */
let stepping = false;
/** panels opened while it was on its way: their entries are added once it has landed */
const waiting: OpenPanel[] = [];
let listening = false;

function depthOf(state: unknown): number {
  if (!state || typeof state !== 'object' || !(marker in state)) return 0;
  const depth = (state as Record<string, unknown>)[marker];
  return typeof depth === 'number' ? depth : 0;
}

function withDepth(depth: number): Record<string, unknown> {
  // the router's own state (key, index) stays, so it sees the same location
  const state: unknown = history.state;
  return { ...(state && typeof state === 'object' ? state : {}), [marker]: depth };
}

function addEntry(panel: OpenPanel) {
  // an entry left by a panel the page closed is taken over instead of adding one more
  if (depthOf(history.state) >= panel.depth) history.replaceState(withDepth(panel.depth), '');
  else history.pushState(withDepth(panel.depth), '');
}

function forget(panel: OpenPanel): boolean {
  const at = open.indexOf(panel);
  if (at < 0) return false;
  open.splice(at, 1);
  return true;
}

function onPopState(event: PopStateEvent) {
  if (stepping) {
    stepping = false;
    for (const panel of waiting.splice(0)) if (open.includes(panel)) addEntry(panel);
    return;
  }
  const depth = depthOf(event.state);
  for (const panel of [...open].reverse()) if (panel.depth > depth && forget(panel)) panel.close();
}

/**
 * Gives a panel its history entry; `close` is called when Back leaves it. The answer ends the
 * entry: `byGuest` (close button, Escape, the overlay) steps back over it, so the next Back
 * leaves the page; a panel the page closed itself (a product added, a link followed) leaves its
 * entry to the next panel, because stepping back then could undo a navigation under way.
 */
export function openPanelEntry(close: () => void): (byGuest: boolean) => void {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const panel = { depth: open.length + 1, close };
  open.push(panel);
  if (stepping) waiting.push(panel);
  else addEntry(panel);
  return (byGuest) => {
    if (!forget(panel)) return;
    if (byGuest && !stepping && depthOf(history.state) === panel.depth) {
      stepping = true;
      history.back();
    }
  };
}
