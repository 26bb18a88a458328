import { useQuery } from '@tanstack/react-query';
import { RichText } from '../../../components/ui/rich-text';
import { Sheet } from '../../../components/ui/sheet';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useRestaurant } from '../../restaurant';
import { informationPagesQuery, legalContentQuery } from '../api/info-queries';
import { AllergiesLegend } from './allergies-legend';
import type { OpenPanel } from './info-links';
import { OpeningTimesTable } from './opening-times-table';

const legalTitles = {
  about_us: 'header.aboutUs',
  terms_and_conditions: 'header.terms',
  privacy_policy: 'header.privacy',
  imprint: 'header.imprint',
} as const;

/** The modal panels of SPEC §2 "Overlay panels": legal texts, information pages, time plan, allergies. */
export default function InfoPanel({ panel, onClose }: { panel: OpenPanel; onClose: () => void }) {
  const { t } = useTranslation();
  if (panel.kind === 'hours') {
    return (
      <Sheet title={t('header.openingTime')} placement="center" onClose={onClose}>
        <OpeningTimesTable />
      </Sheet>
    );
  }
  if (panel.kind === 'allergies') {
    return (
      <Sheet title={t('header.allergies')} placement="center" onClose={onClose}>
        <AllergiesLegend />
      </Sheet>
    );
  }
  if (panel.kind === 'page') return <InformationPagePanel id={panel.id} onClose={onClose} />;
  return (
    <Sheet title={t(legalTitles[panel.legal])} placement="center" onClose={onClose}>
      <LegalText kind={panel.legal} />
    </Sheet>
  );
}

function LegalText({ kind }: { kind: keyof typeof legalTitles }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const legal = useQuery(legalContentQuery(api, locale));
  if (legal.isError) return <p role="alert">{t('panel.loadError')}</p>;
  if (!legal.data) return <p role="status">{t('app.loading')}</p>;
  return <RichText html={legal.data[kind]} className="text-sm leading-relaxed text-stone-700" />;
}

function InformationPagePanel({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, locale } = useTranslation();
  const { api } = useAppContext();
  const restaurant = useRestaurant();
  const pages = useQuery(informationPagesQuery(api, locale));
  const title = restaurant.informationPages.find((page) => page.id === id)?.title ?? '';
  const page = pages.data?.find((entry) => entry.id === id);
  return (
    <Sheet title={title} placement="center" onClose={onClose}>
      {pages.isError ? (
        <p role="alert">{t('panel.loadError')}</p>
      ) : page ? (
        <RichText html={page.content} className="text-sm leading-relaxed text-stone-700" />
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
    </Sheet>
  );
}
