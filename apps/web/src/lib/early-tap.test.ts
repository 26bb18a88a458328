// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrationBegins, replayEarlyInput } from './early-tap';

const loader = readFileSync(resolve(import.meta.dirname, '../start-after-load.js'), 'utf8');

/** a rendered page as the server sends it (decision 058), with the loader's text inline */
function renderedPage({ serviceWorker = false } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><head>
      <script data-modules="/assets/runtime.js /assets/shell.js" data-preload="/assets/web.fr.js">${loader}</script>
    </head><body><div id="root"><button type="button">Add Hummus to the basket</button><a href="/cart">Cart</a>
      <select aria-label="Delivery type"><option value="delivery">Delivery</option><option value="pickup">Pickup</option><option value="here">Eat in</option></select>
      <select aria-label="Choose language"><option value="en">English</option><option value="ar">العربية</option></select></div></body></html>`,
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
    dom.window as unknown as {
      tavolaStart: {
        started: boolean;
        hydrating: boolean;
        tap: Element | null;
        choices: [Element, string][];
      };
    }
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

  it('a choice in a list box before then starts the modules and is remembered, the last per box', () => {
    const page = renderedPage();
    const [type, language] = [...page.document.querySelectorAll('select')] as [
      HTMLSelectElement,
      HTMLSelectElement,
    ];
    const choose = (select: HTMLSelectElement, value: string) => {
      select.value = value;
      select.dispatchEvent(new page.dom.window.Event('change', { bubbles: true }));
    };
    choose(type, 'pickup');
    expect(page.modules()).toEqual(['/assets/runtime.js', '/assets/shell.js']);
    choose(language, 'ar');
    choose(type, 'here');
    expect(page.state.choices).toEqual([
      [language, 'ar'],
      [type, 'here'],
    ]);
    page.state.hydrating = true;
    choose(type, 'delivery');
    expect(page.state.choices).toHaveLength(2);
    page.dom.window.close();
  });
});

describe('replayEarlyInput', () => {
  const scope = window as unknown as {
    tavolaStart?: {
      started: boolean;
      hydrating: boolean;
      tap: Element | null;
      choices?: [Element, string][];
    };
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
    replayEarlyInput();
    replayEarlyInput();
    expect(presses.count).toBe(1);
  });

  it('waits until React has hydrated the button (a lazy route hydrates after the root)', async () => {
    document.body.innerHTML = '<button type="button">Add</button>';
    const button = document.querySelector('button')!;
    const presses = counted(button);
    scope.tavolaStart = { started: true, hydrating: true, tap: button };
    replayEarlyInput();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(presses.count).toBe(0);
    hydrate(button);
    await vi.waitFor(() => expect(presses.count).toBe(1));
  });

  it('a button React replaced (the page rendered anew) is not pressed', () => {
    const gone = hydrate(document.createElement('button'));
    const presses = counted(gone);
    scope.tavolaStart = { started: true, hydrating: true, tap: gone };
    replayEarlyInput();
    expect(presses.count).toBe(0);
  });

  /** a list box as React controls it: it hears a change, and puts its own value back until told */
  const controlledSelect = () => {
    document.body.innerHTML =
      '<select><option value="delivery">Delivery</option><option value="pickup">Pickup</option></select><button type="button">Add</button>';
    const select = document.querySelector('select')!;
    const heard: string[] = [];
    select.addEventListener('change', () => heard.push(select.value));
    return { select, heard };
  };

  it('makes a remembered choice again as a change, once React has the list box', async () => {
    const { select, heard } = controlledSelect();
    // hydrating put React's value back on the box the guest had changed
    select.value = 'delivery';
    scope.tavolaStart = { started: true, hydrating: true, tap: null, choices: [[select, 'pickup']] };
    replayEarlyInput();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    hydrate(select);
    await vi.waitFor(() => expect(heard).toEqual(['pickup']));
    replayEarlyInput();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['pickup']);
  });

  it('makes the choices before it presses the button, and leaves a replaced list box alone', () => {
    const { select, heard } = controlledSelect();
    const button = hydrate(document.querySelector('button')!);
    const order: string[] = [];
    select.addEventListener('change', () => order.push('choice'));
    button.addEventListener('click', () => order.push('tap'));
    const gone = hydrate(document.createElement('select'));
    scope.tavolaStart = {
      started: true,
      hydrating: true,
      tap: button,
      choices: [
        [gone, 'pickup'],
        [hydrate(select), 'pickup'],
      ],
    };
    replayEarlyInput();
    expect(order).toEqual(['choice', 'tap']);
    expect(heard).toEqual(['pickup']);
  });

  it('a page without the loader (rendered in the browser) has nothing to replay', () => {
    expect(() => {
      hydrationBegins();
      replayEarlyInput();
    }).not.toThrow();
  });
});
