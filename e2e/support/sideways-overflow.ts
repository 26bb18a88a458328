import { expect, type Page } from '@playwright/test';

/**
 * Issue 15: nothing sticks out sideways on a phone. The page is no wider than the window (a
 * phone would zoom out to show it, so `innerWidth` grows with it: the window is the one the
 * test set), and no visible element reaches past the window's edges unless it sits in a box
 * that scrolls sideways on purpose (the category strip), wherever it is (open dialogs too).
 */
export async function expectNoSidewaysOverflow(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()?.width;
  if (!width) throw new Error('the test has no viewport');
  const found = await page.evaluate((windowWidth) => {
    const scrollsSideways = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        (style.overflowX === 'auto' || style.overflowX === 'scroll') && element !== document.documentElement
      );
    };
    // a line truncated with an ellipsis, itself inside the window: what it cuts is meant to go
    // (a box that merely hides its overflow does not count: it would hide a button off the edge)
    const cutsOffInsideWindow = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.textOverflow !== 'ellipsis' || (style.overflowX !== 'hidden' && style.overflowX !== 'clip'))
        return false;
      const box = element.getBoundingClientRect();
      return box.left > -1 && box.right < windowWidth + 1;
    };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> “${(element.textContent ?? '').trim().slice(0, 40)}”`;
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.left > -1 && box.right < windowWidth + 1) continue;
      // inside a sideways scroller, the tail of a line truncated with an ellipsis (the line is
      // checked on its own), or clipped away on purpose (sr-only texts)
      let ancestor = element.parentElement;
      let scrolled = false;
      while (ancestor && !scrolled) {
        scrolled = scrollsSideways(ancestor) || cutsOffInsideWindow(ancestor);
        ancestor = ancestor.parentElement;
      }
      if (scrolled || style.clip !== 'auto' || style.clipPath !== 'none') continue;
      outside.push(`${describe(element)} spans ${Math.round(box.left)}…${Math.round(box.right)}`);
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      outside: outside.slice(0, 5),
    };
  }, width);
  expect(
    found.scrollWidth,
    `${screen}: the page is no wider than the ${width} px window`,
  ).toBeLessThanOrEqual(width);
  expect(found.innerWidth, `${screen}: the phone did not zoom out`).toBe(width);
  expect(found.outside, `${screen}: elements past the window's edges`).toEqual([]);
}
