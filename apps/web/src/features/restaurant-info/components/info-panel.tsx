import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { RichText } from '../../../components/ui/rich-text';
import { Sheet } from '../../../components/ui/sheet';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import { hideAnnouncement } from '../announcement-marks';
import { informationPagesQuery, legalContentQuery } from '../api/info-queries';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { type InfoPanelRequest, infoPanels } from '../panel-store';
import { useInfoServices } from '../services';
import { AllergiesLegend } from './allergies-legend';
import { ContactForm } from './contact-form';
import { NavigationDrawer } from './navigation-drawer';
import { OpeningTimesTable } from './opening-times-table';
import { ReservationForm } from './reservation-form';

const legalTitles = {
  about_us: 'header.aboutUs',
  terms_and_conditions: 'header.terms',
  privacy_policy: 'header.privacy',
  imprint: 'header.imprint',
} as const;

/**
 * The modal panels of SPEC §2 "Overlay panels": legal texts, information pages, contact, time
 * plan, table reservation, allergies, the mobile navigation and the announcements. Sheet gives
 * each the focus trap, Escape, scroll lock and the overlay that closes it.
 */
export default function InfoPanel({ panel, onClose }: { panel: InfoPanelRequest; onClose: () => void }) {
  const { t, ti } = useInfoTranslation();
  const center = (title: string, body: ReactNode) => (
    <Sheet title={title} placement="center" onClose={onClose}>
      {body}
    </Sheet>
  );
  switch (panel.kind) {
    case 'hours':
      return center(t('header.openingTime'), <OpeningTimesTable />);
    case 'allergies':
      return center(t('header.allergies'), <AllergiesLegend />);
    case 'contact':
      return center(ti('entry.contact'), <ContactForm />);
    case 'reservation':
      return center(ti('entry.tableReservation'), <ReservationForm />);
    case 'navigation':
      return (
        <Sheet title={ti('entry.more')} placement="end" onClose={onClose}>
          <NavigationDrawer />
        </Sheet>
      );
    case 'announcement':
      return <AnnouncementPanel panel={panel} onClose={onClose} />;
    case 'page':
      return <InformationPagePanel id={panel.id} onClose={onClose} />;
    default:
      return center(t(legalTitles[panel.legal]), <LegalText kind={panel.legal} />);
  }
}

function LegalText({ kind }: { kind: keyof typeof legalTitles }) {
  const { t, locale } = useTranslation();
  const { api } = useInfoServices();
  const legal = useQuery(legalContentQuery(api, locale));
  if (legal.isError) return <LoadError message={t('panel.loadError')} onRetry={() => void legal.refetch()} />;
  if (!legal.data) return <p role="status">{t('app.loading')}</p>;
  return <RichText html={legal.data[kind]} className="text-sm leading-relaxed text-stone-700" />;
}

function InformationPagePanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, locale } = useTranslation();
  const { api } = useInfoServices();
  const restaurant = useRestaurant();
  const pages = useQuery(informationPagesQuery(api, locale));
  const title = restaurant.informationPages.find((page) => page.id === id)?.title ?? '';
  const page = pages.data?.find((entry) => entry.id === id);
  return (
    <Sheet title={title} placement="center" onClose={onClose}>
      {pages.isError ? (
        <LoadError message={t('panel.loadError')} onRetry={() => void pages.refetch()} />
      ) : page ? (
        <RichText html={page.content} className="text-sm leading-relaxed text-stone-700" />
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
    </Sheet>
  );
}

const announcementTitles = {
  general: 'announcement.title',
  closed: 'announcement.closedTitle',
  before_checkout: 'announcement.checkoutTitle',
} as const;

/** SPEC §4 Announcement: closed by OK, then hidden for 10 minutes (per type); OK before checkout goes on. */
function AnnouncementPanel({
  panel,
  onClose,
}: {
  panel: Extract<InfoPanelRequest, { kind: 'announcement' }>;
  onClose: () => void;
}) {
  const { ti } = useInfoTranslation();
  return (
    <Sheet title={ti(announcementTitles[panel.type])} placement="center" onClose={onClose}>
      {panel.html && <RichText html={panel.html} className="text-base leading-relaxed text-stone-700" />}
      <button
        type="button"
        className="mt-6 w-full rounded-full bg-primary px-5 py-2.5 font-semibold text-(--color-primary-contrast) hover:shadow-md"
        onClick={() => {
          hideAnnouncement(panel.type);
          infoPanels.close();
          panel.onConfirm?.();
        }}
      >
        {ti('announcement.ok')}
      </button>
    </Sheet>
  );
}
