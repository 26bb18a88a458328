// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrationBegins, replayEarlyTap } from './early-tap';

const loader = readFileSync(resolve(import.meta.dirname, '../start-after-load.js'), 'utf8');

/** a rendered page as the server sends it (decision 058), with the loader's text inline */
function renderedPage({ serviceWorker = false } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><head>
      <script data-modules="/assets/runtime.js /assets/shell.js" data-preload="/assets/web.fr.js">${loader}</script>
    </head><body><div id="root"><button type="button">Add Hummus to the basket</button><a href="/cart">Cart</a></div></body></html>`,
    {
      runScripts: 'dangerously',
      url: 'http://localhost/menu',
      beforeParse: (window) => {
        if (serviceWorker)
          Object.defineProperty(window.navigator, 'serviceWorker', { value: { controller: {} } });
      },
    },
  );
  const { document } = dom.window;
  const state = (
    dom.window as unknown as { tavolaStart: { started: boolean; hydrating: boolean; tap: Element | null } }
  ).tavolaStart;
  const modules = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  return { dom, document, state, modules, preloads };
}

describe('start-after-load.js (decision 058)', () => {
  it('starts the modules and the texts once the page has loaded, once', async () => {
    const page = renderedPage();
    expect(page.modules()).toEqual([]);
    await new Promise((loaded) => page.dom.window.addEventListener('load', loaded));
    expect(page.modules()).toEqual(['/assets/runtime.js', '/assets/shell.js']);
    expect(page.preloads()).toEqual(['/assets/web.fr.js']);
    page.dom.window.dispatchEvent(new page.dom.window.Event('pointerdown'));
    expect(page.modules()).toHaveLength(2);
    page.dom.window.close();
  });

  it('a page the service worker controls starts them at once (they are precached)', () => {
    const page = renderedPage({ serviceWorker: true });
    expect(page.modules()).toEqual(['/assets/runtime.js', '/assets/shell.js']);
    page.dom.window.close();
  });

  it('a tap before the modules took over starts them at once and remembers the button', () => {
    const page = renderedPage();
    const button = page.document.querySelector('button')!;
    button.click();
    expect(page.modules()).toEqual(['/assets/runtime.js', '/assets/shell.js']);
    expect(page.state.tap).toBe(button);
    // a link works without scripts: it is no tap to press again
    page.document
      .querySelector('a')!
      .dispatchEvent(new page.dom.window.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(page.state.tap).toBe(button);
    page.dom.window.close();
  });

  it('once React hydrates, taps are its own', () => {
    const page = renderedPage();
    page.state.hydrating = true;
    page.document.querySelector('button')!.click();
    expect(page.state.tap).toBeNull();
    page.dom.window.close();
  });
});

describe('replayEarlyTap', () => {
  const scope = window as unknown as {
    tavolaStart?: { started: boolean; hydrating: boolean; tap: Element | null };
  };
  afterEach(() => {
    delete scope.tavolaStart;
    document.body.innerHTML = '';
  });

  /** what React leaves on an element it hydrated */
  const hydrate = <T extends Element>(element: T) => Object.assign(element, { __reactProps$test: {} });
  const counted = (button: HTMLButtonElement) => {
    const presses = { count: 0 };
    button.addEventListener('click', () => {
      presses.count += 1;
    });
    return presses;
  };

  it('presses the remembered button again, once', () => {
    document.body.innerHTML = '<button type="button">Add</button>';
    const button = hydrate(document.querySelector('button')!);
    const presses = counted(button);
    scope.tavolaStart = { started: true, hydrating: false, tap: button };
    hydrationBegins();
    expect(scope.tavolaStart.hydrating).toBe(true);
    replayEarlyTap();
    replayEarlyTap();
    expect(presses.count).toBe(1);
  });

  it('waits until React has hydrated the button (a lazy route hydrates after the root)', async () => {
    document.body.innerHTML = '<button type="button">Add</button>';
    const button = document.querySelector('button')!;
    const presses = counted(button);
    scope.tavolaStart = { started: true, hydrating: true, tap: button };
    replayEarlyTap();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(presses.count).toBe(0);
    hydrate(button);
    await vi.waitFor(() => expect(presses.count).toBe(1));
  });

  it('a button React replaced (the page rendered anew) is not pressed', () => {
    const gone = hydrate(document.createElement('button'));
    const presses = counted(gone);
    scope.tavolaStart = { started: true, hydrating: true, tap: gone };
    replayEarlyTap();
    expect(presses.count).toBe(0);
  });

  it('a page without the loader (rendered in the browser) has nothing to replay', () => {
    expect(() => {
      hydrationBegins();
      replayEarlyTap();
    }).not.toThrow();
  });
});
