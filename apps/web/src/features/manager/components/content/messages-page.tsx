import { useQuery } from '@tanstack/react-query';
import type { ContactMessageDto } from '@tavola/contracts';
import { useState } from 'react';
import { Sheet } from '../../../../components/ui/sheet';
import { useTranslation } from '../../../../lib/i18n';
import { messagesQuery, useDeleteMessage, useMarkMessage } from '../../api/content-api';
import { formatInstant } from '../../format';
import { useListController } from '../../hooks/use-list-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import {
  DeleteConfirmation,
  dangerButton,
  EmptyList,
  outlineButton,
  ResourcePage,
  ResourceTable,
} from '../resource';
import { Pager } from './pager';

/**
 * Issue 20 (back office), a chunk of its own: what guests wrote through the contact form.
 * Opening a message marks it read; what the guest typed is shown as text, never as markup.
 */
export default function MessagesPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const [page, setPage] = useState(1);
  const messages = useQuery(messagesQuery(api, restaurant.id, page));
  const mark = useMarkMessage(api, restaurant.id);
  const list = useListController<ContactMessageDto>({ remove: useDeleteMessage(api, restaurant.id) });
  const [open, setOpen] = useState<ContactMessageDto>();
  const failed = (error: unknown) => notifyError(error, t('area.error'));
  const received = (message: ContactMessageDto) =>
    formatInstant(message.received_at, restaurant.time_zone, locale);

  function read(message: ContactMessageDto) {
    setOpen(message);
    if (!message.read) mark.mutate({ id: message.id, read: true }, { onError: failed });
  }

  return (
    <ResourcePage
      title={t('messages.title')}
      intro={t('messages.intro')}
      loading={messages.isPending}
      failed={messages.isError}
      actions={
        messages.data && messages.data.unread > 0 ? (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {t('messages.unread', { count: messages.data.unread })}
          </span>
        ) : undefined
      }
    >
      {messages.data &&
        (messages.data.messages.length === 0 ? (
          <EmptyList text={t('messages.empty')} />
        ) : (
          <>
            <ResourceTable
              label={t('messages.title')}
              rows={messages.data.messages}
              rowClass={(message) => (message.read ? '' : 'bg-amber-50')}
              columns={[
                {
                  header: t('messages.from'),
                  cellClass: '',
                  cell: (message) => (
                    <>
                      <button
                        type="button"
                        aria-label={t('messages.open', { name: message.name })}
                        onClick={() => read(message)}
                        className={`min-h-11 text-start underline-offset-2 hover:underline ${message.read ? 'font-medium' : 'font-bold'}`}
                      >
                        {message.name}
                      </button>
                      {!message.read && (
                        <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                          {t('messages.newMark')}
                        </span>
                      )}
                    </>
                  ),
                },
                {
                  header: t('messages.message'),
                  cellClass: 'max-w-md',
                  cell: (message) => <span className="line-clamp-2 text-stone-700">{message.message}</span>,
                },
                {
                  header: t('messages.received'),
                  cellClass: 'whitespace-nowrap tabular-nums',
                  cell: received,
                },
              ]}
            />
            <Pager meta={messages.data.meta} onPage={setPage} />
          </>
        ))}
      {open && (
        <Sheet
          title={t('messages.detailTitle', { name: open.name })}
          description={received(open)}
          placement="end"
          onClose={() => setOpen(undefined)}
        >
          <div className="flex-1 space-y-4 overflow-y-auto px-5 pb-5">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium text-stone-600">{t('messages.email')}</dt>
              <dd>
                <a href={`mailto:${open.email}`} className="underline">
                  <bdi>{open.email}</bdi>
                </a>
              </dd>
              {open.phone && (
                <>
                  <dt className="font-medium text-stone-600">{t('messages.phone')}</dt>
                  <dd>
                    <a href={`tel:${open.phone}`} className="underline">
                      <bdi>{open.phone}</bdi>
                    </a>
                  </dd>
                </>
              )}
            </dl>
            <p className="whitespace-pre-wrap rounded-2xl bg-stone-50 p-4">{open.message}</p>
            <div className="flex flex-wrap gap-2">
              <a href={`mailto:${open.email}`} className={outlineButton}>
                {t('messages.reply')}
              </a>
              <button
                type="button"
                onClick={() =>
                  mark.mutate(
                    { id: open.id, read: false },
                    {
                      onSuccess: (answer) => {
                        setOpen(undefined);
                        notify(answer.message.body, 'info', 3000);
                      },
                      onError: failed,
                    },
                  )
                }
                className={outlineButton}
              >
                {t('messages.markUnread')}
              </button>
              <button
                type="button"
                aria-label={t('messages.deleteLabel', { name: open.name })}
                onClick={() => {
                  list.askDelete(open);
                  setOpen(undefined);
                }}
                className={dangerButton}
              >
                {t('content.delete')}
              </button>
            </div>
          </div>
        </Sheet>
      )}
      <DeleteConfirmation
        list={list}
        action={t('content.delete')}
        question={(message) => t('messages.confirmDelete', { name: message.name })}
      />
    </ResourcePage>
  );
}
