import { Link } from 'wouter';
import { useRestaurant } from '../../restaurant';
import type { LegalKind } from '../api/info-queries';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { useOfferedFeatures } from '../hooks/use-offered-features';
import { type InfoPanelRequest, infoPanels } from '../panel-store';

const legalLabels = {
  about_us: 'header.aboutUs',
  terms_and_conditions: 'header.terms',
  privacy_policy: 'header.privacy',
  imprint: 'header.imprint',
} as const;

export interface InfoEntry {
  id: string;
  label: string;
  /** a panel to open, or a route to go to */
  panel?: InfoPanelRequest;
  to?: string;
}

/**
 * SPEC §2 Header: About us, Terms, Privacy, Imprint (each only when its content exists), the
 * information pages, Contact, Blog (has_blog, not in event mode), Opening Time and Table
 * Reservation (not with a ticketing system; reservation when enabled), Allergies (when enabled).
 */
export function useInfoEntries({ pages = true } = {}): InfoEntry[] {
  const { t, ti } = useInfoTranslation();
  const { legal, informationPages, settings } = useRestaurant();
  const offered = useOfferedFeatures();
  const entry = (id: string, label: string, panel?: InfoPanelRequest, to?: string): InfoEntry => ({
    id,
    label,
    panel,
    to,
  });
  return [
    ...(Object.keys(legalLabels) as LegalKind[])
      .filter((kind) => legal[kind])
      .map((kind) => entry(kind, t(legalLabels[kind]), { kind: 'legal', legal: kind })),
    ...(pages ? informationPages : []).map((page) =>
      entry(`page-${page.id}`, page.title, { kind: 'page', id: page.id }),
    ),
    entry('contact', ti('entry.contact'), { kind: 'contact' }),
    ...(offered.blog ? [entry('blog', ti('entry.blog'), undefined, '/blogs')] : []),
    ...(offered.openingTimes ? [entry('hours', t('header.openingTime'), { kind: 'hours' })] : []),
    ...(offered.tableReservation
      ? [entry('reservation', ti('entry.tableReservation'), { kind: 'reservation' })]
      : []),
    ...(settings.allergies ? [entry('allergies', t('header.allergies'), { kind: 'allergies' })] : []),
  ];
}

/** A header or footer entry: a button that opens its panel, or a link. */
export function InfoEntryControl({ entry, className }: { entry: InfoEntry; className: string }) {
  return entry.to ? (
    <Link to={entry.to} className={className}>
      {entry.label}
    </Link>
  ) : (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => entry.panel && infoPanels.open(entry.panel)}
    >
      {entry.label}
    </button>
  );
}

const iconButton =
  'flex size-10 items-center justify-center rounded-full border border-stone-200 bg-white hover:border-stone-300 xl:hidden';

/** The header's information entries on wide screens (SPEC §2), in a row of their own. */
export function HeaderNavigation() {
  const { t } = useInfoTranslation();
  // the information pages are in the footer and the navigation; the header keeps SPEC §2's list
  const entries = useInfoEntries({ pages: false });
  return (
    <nav aria-label={t('header.restaurantInfo')}>
      <ul className="flex flex-wrap items-center justify-end gap-1">
        {entries.map((entry) => (
          <li key={entry.id}>
            <InfoEntryControl
              entry={entry}
              className="rounded-full px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-950"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * On phones (SPEC §2) the contact and opening-time buttons when there is no side menu, and a
 * button for the mobile navigation.
 */
export function HeaderIcons() {
  const { t, ti } = useInfoTranslation();
  const restaurant = useRestaurant();
  const offered = useOfferedFeatures();
  const icons = !restaurant.theme.sideMenu;
  const iconFor = (panel: InfoPanelRequest, label: string, path: string) => (
    <button
      type="button"
      onClick={() => infoPanels.open(panel)}
      className={iconButton}
      aria-label={label}
      aria-haspopup="dialog"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
        <path fill="currentColor" d={path} />
      </svg>
    </button>
  );
  return (
    <>
      {icons &&
        iconFor(
          { kind: 'contact' },
          ti('entry.contact'),
          'M3 5.5A1.5 1.5 0 0 1 4.5 4h11A1.5 1.5 0 0 1 17 5.5v9a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 14.5zm1.6.2L10 10l5.4-4.3zM4.5 7.3v7.2h11V7.3L10 11.9z',
        )}
      {icons &&
        offered.openingTimes &&
        iconFor(
          { kind: 'hours' },
          t('header.openingTime'),
          'M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16m0 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13M10.75 5v4.69l3.03 3.03-1.06 1.06-3.47-3.47V5z',
        )}
      {iconFor({ kind: 'navigation' }, ti('entry.more'), 'M3 5h14v1.5H3zm0 4.25h14v1.5H3zm0 4.25h14V15H3z')}
    </>
  );
}

/** SPEC §2 footer: the same entries as the header. */
export function FooterInfo() {
  const { ti } = useInfoTranslation();
  const entries = useInfoEntries();
  return (
    <nav aria-label={ti('entry.footer')} className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-stone-600">
        {entries.map((entry) => (
          <li key={entry.id}>
            <InfoEntryControl entry={entry} className="hover:text-primary hover:underline" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
