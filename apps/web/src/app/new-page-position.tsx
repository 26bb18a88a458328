import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Whether the guest has done anything yet: a redirect while the first page loads (/ to /menu) is
 * no new page of theirs, and must not take the focus from the start of the document.
 */
let guestActed = false;
if (typeof window !== 'undefined')
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, () => (guestActed = true), { capture: true, once: true });

/** How long a page that is still loading its heading is waited for. */
const headingWaitMs = 3000;

/** The new page's heading: its main's first, else the page's first. */
const pageHeading = () =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

function focusHeading(heading: HTMLElement) {
  // a heading is not focusable by itself; -1 keeps it out of the tab order
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Issue 33: every new page (a change of path, not of the menu's ?category= or ?q=) opens at its
 * top, with the focus on its heading, so a screen reader starts reading there; the cart and the
 * checkout opened scrolled to where the menu had been. Back and Forward are left to the browser,
 * which restores where the guest was.
 */
export function NewPagePosition() {
  const [path] = useLocation();
  const shown = useRef(path);
  const popped = useRef(false);
  useEffect(() => {
    const pop = () => {
      popped.current = true;
    };
    addEventListener('popstate', pop);
    return () => removeEventListener('popstate', pop);
  }, []);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    if (popped.current || !guestActed) {
      popped.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const heading = pageHeading();
    if (heading) return focusHeading(heading);
    // the page's own parts are still loading: its heading comes in a moment
    const observer = new MutationObserver(() => {
      const arrived = pageHeading();
      if (!arrived) return;
      observer.disconnect();
      window.scrollTo(0, 0);
      focusHeading(arrived);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), headingWaitMs);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [path]);
  return null;
}
