// Decision 058: a menu rendered on the server paints from its HTML; its modules only make it
// interactive. On a first visit they start once the page has loaded (its first screen's photos
// are in), at the guest's first touch or key, or after 4 s, whichever comes first, so that on a
// phone's network the document and the photos have the connection to themselves; a page the
// service worker controls starts them at once. A button tapped before the
// modules took over is remembered and pressed again once the page is hydrated (main.tsx), and a
// choice made in a list box (delivery type, language) is made again then.
// A classic script: the page policy admits no inline script, and it must run without a bundle.
(() => {
  const script = document.currentScript;
  const state = { started: false, hydrating: false, tap: null, choices: [] };
  window.tavolaStart = state;
  const list = (value) => (value ? value.split(' ') : []);

  const start = () => {
    if (state.started) return;
    state.started = true;
    const add = (tag, properties) =>
      document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, properties));
    for (const href of list(script.dataset.preload)) add('link', { rel: 'modulepreload', href });
    for (const src of list(script.dataset.modules)) add('script', { type: 'module', src });
  };

  // a page the service worker controls has its modules precached: nothing to wait for
  if (navigator.serviceWorker?.controller) start();
  addEventListener('load', start, { once: true });
  setTimeout(start, 4000);
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, start, { capture: true, once: true, passive: true });
  // until React hydrates, a button does nothing: keep the last one pressed for main.tsx to press again
  document.addEventListener(
    'click',
    (event) => {
      if (state.hydrating || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (button) state.tap = button;
      start();
    },
    true,
  );
  // a <select> changed on the server's markup: React, hydrating, would put its own value back
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (state.hydrating || !(select instanceof HTMLSelectElement)) return;
      state.choices = state.choices.filter(([earlier]) => earlier !== select);
      state.choices.push([select, select.value]);
      start();
    },
    true,
  );
})();
