import { type ComponentType, createElement, lazy } from 'react';
import { useDeferredTexts } from '../../lib/i18n';
import { isAnnouncementHidden } from './announcement-marks';
import {
  FooterInfo as Footer,
  HeaderIcons as Icons,
  HeaderNavigation as Navigation,
} from './components/info-links';
import Shell from './components/info-shell';
import { infoPanels } from './panel-store';
import { type InfoServices, InfoServicesContext } from './services';

/**
 * Everything of this feature that the first page does without, behind one dynamic import
 * (index.tsx): the header and footer entries, the shell, the blog pages, the announcement
 * before checkout.
 */
/** Each deferred root receives the app's services from index.tsx and hands them down. */
function withServices<P extends object>(Component: ComponentType<P>) {
  return function WithServices({ services, ...props }: P & { services: InfoServices }) {
    // the header entries' and panels' texts come with this part, right after the first paint
    // (and with them those of the product panel, cart and checkout)
    useDeferredTexts();
    return createElement(InfoServicesContext, { value: services }, createElement(Component, props as P));
  };
}

export const HeaderIcons = withServices(Icons);
export const HeaderNavigation = withServices(Navigation);
export const FooterInfo = withServices(Footer);
export const InfoShell = withServices(Shell);
export const BlogPages = withServices(lazy(() => import('./blog/blog-pages')));

/** SPEC §3 announcement_before_checkout: shown unless OK'd in the last 10 minutes; OK goes on. */
export function askBeforeCheckout(html: string, proceed: () => void): void {
  if (isAnnouncementHidden('before_checkout')) proceed();
  else infoPanels.open({ kind: 'announcement', type: 'before_checkout', html, onConfirm: proceed });
}
