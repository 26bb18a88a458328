/** SPEC §4 Update / §9: the service worker file is fetched every 70 s; the controller polled every 1500 ms. */
export const updateCheckMs = 70_000;
export const controllerPollMs = 1500;
/** where the service worker keeps the pages it served (vite.config.ts, runtime caching) */
export const pagesCacheName = 'pages';

/**
 * Registers the storefront's service worker (it makes the shop installable) and calls
 * `onWaiting` when a new version is installed and waits to take over from the current one.
 */
export function watchForUpdates(onWaiting: (registration: ServiceWorkerRegistration) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      if (stopped) return;
      // the first install has nothing to replace: only a new version beside a controller asks
      const announce = () => {
        if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration);
      };
      announce();
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') announce();
        });
      });
      timer = setInterval(() => void registration.update().catch(() => undefined), updateCheckMs);
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** SPEC §4 Update: old cached index pages, beyond the newest, are removed. */
export async function pruneCachedPages(): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(pagesCacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -1).map((request) => cache.delete(request)));
}

/**
 * Lets the waiting version take over and reloads once it controls the page: on its
 * controllerchange, or when polling finds no controller or a newly activated one.
 */
export function applyUpdate(registration: ServiceWorkerRegistration): void {
  const before = navigator.serviceWorker.controller;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload);
  registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  setInterval(() => {
    const controller = navigator.serviceWorker.controller;
    if (!controller || (controller !== before && controller.state === 'activated')) reload();
  }, controllerPollMs);
}
