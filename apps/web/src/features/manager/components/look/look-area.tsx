import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lookQuery, pagesQuery } from '../../api/look-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { RestaurantImagesSection } from '../images/restaurant-images-section';
import { usePageTitle } from '../tickets/use-page-title';
import { AnnouncementsSection } from './announcements-section';
import { LegalPagesSection } from './legal-pages-section';
import { LookForm } from './look-form';

/**
 * Issue 20 (back office), a chunk of its own: the storefront's colour and theme flags, its
 * legal pages and its announcements per language.
 */
export default function LookArea() {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const look = useQuery(lookQuery(api, restaurant.id));
  const pages = useQuery(pagesQuery(api, restaurant.id));
  usePageTitle(t('look.title'));

  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 space-y-5 px-4 py-4 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('look.title')}</h1>
        <p className="text-sm text-stone-600">{t('look.intro')}</p>
      </div>
      {(look.isPending || pages.isPending) && <p role="status">{t('area.loading')}</p>}
      {(look.isError || pages.isError) && (
        <p role="alert" className="text-red-700">
          {t('area.error')}
        </p>
      )}
      {look.data && (
        <Section id="colour" title={t('look.colourTitle')}>
          <LookForm look={look.data} />
        </Section>
      )}
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
        <RestaurantImagesSection />
      </div>
      {pages.data && (
        <>
          <Section id="legal" title={t('pages.legalTitle')}>
            <p className="mb-4 text-sm text-stone-600">{t('pages.legalIntro')}</p>
            <LegalPagesSection pages={pages.data} />
          </Section>
          <Section id="announcements" title={t('announcements.title')}>
            <p className="mb-4 text-sm text-stone-600">{t('announcements.intro')}</p>
            <AnnouncementsSection pages={pages.data} />
          </Section>
        </>
      )}
    </main>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`look-${id}`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id={`look-${id}`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
