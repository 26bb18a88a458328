import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import type { LegalKind } from '../api/info-queries';

const InfoPanel = lazy(() => import('./info-panel'));

export type OpenPanel =
  | { kind: 'legal'; legal: LegalKind }
  | { kind: 'hours' }
  | { kind: 'allergies' }
  | { kind: 'page'; id: number };

const legalLabels = {
  about_us: 'header.aboutUs',
  terms_and_conditions: 'header.terms',
  privacy_policy: 'header.privacy',
  imprint: 'header.imprint',
} as const;

const link =
  'rounded-full px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-950';

/**
 * SPEC §2 Header: About us, Terms, Privacy, Imprint (each only when its content exists),
 * Opening Time (hidden with a ticketing system) and Allergies (when enabled). One panel at a
 * time; the mobile header keeps only the opening-time button.
 */
export function InfoLinks() {
  const { t } = useTranslation();
  const restaurant = useRestaurant();
  const [open, setOpen] = useState<OpenPanel | null>(null);
  const ticketing = restaurant.settings.ticketingSystem;
  const legal = (Object.keys(legalLabels) as LegalKind[]).filter((kind) => restaurant.legal[kind]);
  return (
    <>
      <nav aria-label={t('header.restaurantInfo')} className="hidden lg:block">
        <ul className="flex flex-wrap items-center gap-1">
          {legal.map((kind) => (
            <li key={kind}>
              <button
                type="button"
                className={link}
                aria-haspopup="dialog"
                onClick={() => setOpen({ kind: 'legal', legal: kind })}
              >
                {t(legalLabels[kind])}
              </button>
            </li>
          ))}
          {restaurant.informationPages.map((page) => (
            <li key={page.id}>
              <button
                type="button"
                className={link}
                aria-haspopup="dialog"
                onClick={() => setOpen({ kind: 'page', id: page.id })}
              >
                {page.title}
              </button>
            </li>
          ))}
          {!ticketing && (
            <li>
              <button
                type="button"
                className={link}
                aria-haspopup="dialog"
                onClick={() => setOpen({ kind: 'hours' })}
              >
                {t('header.openingTime')}
              </button>
            </li>
          )}
          {restaurant.settings.allergies && (
            <li>
              <button
                type="button"
                className={link}
                aria-haspopup="dialog"
                onClick={() => setOpen({ kind: 'allergies' })}
              >
                {t('header.allergies')}
              </button>
            </li>
          )}
        </ul>
      </nav>
      {!ticketing && !restaurant.theme.sideMenu && (
        <button
          type="button"
          onClick={() => setOpen({ kind: 'hours' })}
          className="flex size-10 items-center justify-center rounded-full border border-stone-200 bg-white hover:border-stone-300 lg:hidden"
          aria-label={t('header.openingTime')}
          aria-haspopup="dialog"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16m0 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13M10.75 5v4.69l3.03 3.03-1.06 1.06-3.47-3.47V5z"
            />
          </svg>
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <InfoPanel panel={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
