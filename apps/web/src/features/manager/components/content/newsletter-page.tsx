import { useQuery } from '@tanstack/react-query';
import type { SubscriberDto } from '@tavola/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { controlClass, primaryButton } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { downloadNewsletterCsv, newsletterQuery, useRemoveSubscriber } from '../../api/content-api';
import { formatInstant } from '../../format';
import { useListController } from '../../hooks/use-list-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notifyError } from '../../notices';
import { DeleteConfirmation, EmptyList, ResourcePage, ResourceTable, RowButton } from '../resource';
import { Pager } from './pager';

/** Issue 20 (back office), a chunk of its own: newsletter subscribers — search, export as CSV, remove. */
export default function NewsletterPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const id = useId();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  const subscribers = useQuery(newsletterQuery(api, restaurant.id, page, searched));
  const list = useListController<SubscriberDto>({ remove: useRemoveSubscriber(api, restaurant.id) });
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadNewsletterCsv(api, restaurant.id);
    } catch (error) {
      notifyError(error, t('area.error'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <ResourcePage
      title={t('newsletter.title')}
      intro={t('newsletter.intro')}
      loading={subscribers.isPending}
      failed={subscribers.isError}
      actions={
        <button
          type="button"
          onClick={() => void exportCsv()}
          disabled={exporting}
          className={`h-12 ${primaryButton}`}
        >
          {exporting ? t('newsletter.exporting') : t('newsletter.export')}
        </button>
      }
    >
      <div className="max-w-md">
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-stone-800">
          {t('newsletter.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          dir="ltr"
          autoComplete="off"
          maxLength={100}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className={controlClass}
        />
      </div>
      {subscribers.data &&
        (subscribers.data.subscribers.length === 0 ? (
          <EmptyList
            text={searched ? t('newsletter.noMatch', { search: searched }) : t('newsletter.empty')}
          />
        ) : (
          <>
            <ResourceTable
              label={t('newsletter.title')}
              rows={subscribers.data.subscribers}
              columns={[
                {
                  header: t('newsletter.email'),
                  cellClass: 'font-medium',
                  cell: (subscriber) => <bdi>{subscriber.email}</bdi>,
                },
                {
                  header: t('newsletter.since'),
                  cellClass: 'tabular-nums',
                  cell: (subscriber) => formatInstant(subscriber.subscribed_at, restaurant.time_zone, locale),
                },
              ]}
              actionsLabel={t('blog.actions')}
              actions={(subscriber) => (
                <RowButton
                  danger
                  text={t('newsletter.remove')}
                  label={t('newsletter.removeLabel', { email: subscriber.email })}
                  onClick={() => list.askDelete(subscriber)}
                />
              )}
            />
            <Pager meta={subscribers.data.meta} onPage={setPage} />
          </>
        ))}
      <DeleteConfirmation
        list={list}
        action={t('newsletter.remove')}
        question={(subscriber) => t('newsletter.confirmRemove', { email: subscriber.email })}
      />
    </ResourcePage>
  );
}
