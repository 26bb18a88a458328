import { lazy } from 'react';

export { InfoEntryControl, InfoLinks, useInfoEntries } from './components/info-links';
export { useCheckoutAnnouncement } from './hooks/use-checkout-announcement';
export { infoPanels } from './panel-store';

/** Panels, announcements, visit, newsletter box and update prompt: loaded after the first render. */
export const InfoShell = lazy(() => import('./components/info-shell'));

/** SPEC §2 /blogs, /blogs/{slug}, /tags/{id}: loaded on demand. */
export const BlogListPage = lazy(() =>
  import('./blog/blog-pages').then((m) => ({ default: m.BlogListPage })),
);
export const BlogPostPage = lazy(() =>
  import('./blog/blog-pages').then((m) => ({ default: m.BlogPostPage })),
);
export const BlogTagPage = lazy(() => import('./blog/blog-pages').then((m) => ({ default: m.BlogTagPage })));
