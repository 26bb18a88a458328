import { useQuery } from '@tanstack/react-query';
import type { SubscriberDto } from '@tavola/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { controlClass, primaryButton } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { downloadNewsletterCsv, newsletterQuery, useRemoveSubscriber } from '../../api/content-api';
import { formatInstant } from '../../format';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { ConfirmSheet } from '../confirm-sheet';
import { ContentPage, dangerButton, headCell, ListTable } from './content-page';
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
  const list = useQuery(newsletterQuery(api, restaurant.id, page, searched));
  const remove = useRemoveSubscriber(api, restaurant.id);
  const [removing, setRemoving] = useState<SubscriberDto>();
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
    <ContentPage
      title={t('newsletter.title')}
      intro={t('newsletter.intro')}
      loading={list.isPending}
      failed={list.isError}
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
      {list.data &&
        (list.data.subscribers.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-stone-600 ring-1 ring-stone-200">
            {searched ? t('newsletter.noMatch', { search: searched }) : t('newsletter.empty')}
          </p>
        ) : (
          <>
            <ListTable>
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className={headCell}>
                    {t('newsletter.email')}
                  </th>
                  <th scope="col" className={headCell}>
                    {t('newsletter.since')}
                  </th>
                  <th scope="col" className={headCell}>
                    <span className="sr-only">{t('blog.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {list.data.subscribers.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      <bdi>{subscriber.email}</bdi>
                    </th>
                    <td className="px-3 py-2 tabular-nums">
                      {formatInstant(subscriber.subscribed_at, restaurant.time_zone, locale)}
                    </td>
                    <td className="px-3 py-2 text-end">
                      <button
                        type="button"
                        aria-label={t('newsletter.removeLabel', { email: subscriber.email })}
                        onClick={() => setRemoving(subscriber)}
                        className={dangerButton}
                      >
                        {t('newsletter.remove')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ListTable>
            <Pager meta={list.data.meta} onPage={setPage} />
          </>
        ))}
      {removing && (
        <ConfirmSheet
          title={t('newsletter.remove')}
          text={t('newsletter.confirmRemove', { email: removing.email })}
          action={t('newsletter.remove')}
          pending={remove.isPending}
          onClose={() => setRemoving(undefined)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: (answer) => {
                setRemoving(undefined);
                notify(answer.message.body, 'info', 3000);
              },
              onError: (error) => notifyError(error, t('area.error')),
            })
          }
        />
      )}
    </ContentPage>
  );
}
