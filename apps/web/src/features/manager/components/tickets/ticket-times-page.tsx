import { useQuery } from '@tanstack/react-query';
import type { TicketTimeDto } from '@tavola/contracts';
import { useTranslation } from '../../../../lib/i18n';
import { ticketTimesQuery, useDeleteTicketTime } from '../../api/ticket-queries';
import { formatDay } from '../../format';
import { useListController } from '../../hooks/use-list-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import {
  CreateButton,
  DeleteConfirmation,
  EditAndDelete,
  EmptyList,
  RecordCard,
  RecordCards,
  ResourcePage,
} from '../resource';
import { TicketTimeForm } from './ticket-time-form';
import { ticketTimeLabel } from './ticket-time-label';

/** Issue 18, SPEC §3 ticket times: list, create, edit, delete. */
export function TicketTimesPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const times = useQuery(ticketTimesQuery(api, restaurant.id, locale));
  const list = useListController<TicketTimeDto>({ remove: useDeleteTicketTime() });

  return (
    <ResourcePage
      embedded
      title={t('tickets.times')}
      intro={t('ticketTimes.intro')}
      loading={times.isPending}
      failed={times.isError}
      actions={<CreateButton text={t('ticketTimes.new')} onClick={list.create} />}
    >
      {times.data?.length === 0 && <EmptyList text={t('ticketTimes.empty')} />}
      <RecordCards rows={times.data ?? []} layout="two">
        {(time) => {
          const label = ticketTimeLabel(time, t, locale);
          return (
            <RecordCard
              id={`ticket-time-${time.id}`}
              title={label}
              badge={{
                text:
                  time.capacity === null
                    ? t('ticketTimes.unlimited')
                    : t('ticketTimes.places', { count: time.capacity }),
                tone: 'bg-primary/10 text-stone-900',
              }}
              actions={
                <EditAndDelete
                  small
                  list={list}
                  row={time}
                  edit={{
                    text: t('ticketTimes.editShort'),
                    label: t('ticketTimes.editLabel', { when: label }),
                  }}
                  remove={{
                    text: t('ticketTimes.delete'),
                    label: t('ticketTimes.deleteLabel', { when: label }),
                  }}
                />
              }
            >
              <p className="text-sm">
                {t('ticketTimes.lasts', { duration: time.duration })} ·{' '}
                {t('ticketTimes.dates', {
                  start: formatDay(time.start_date, locale),
                  end: formatDay(time.end_date, locale),
                })}
              </p>
            </RecordCard>
          );
        }}
      </RecordCards>
      {list.editing && <TicketTimeForm time={list.editing.row} onDone={list.closeEditor} />}
      <DeleteConfirmation
        list={list}
        action={t('ticketTimes.delete')}
        question={(time) => t('ticketTimes.confirmDelete', { when: ticketTimeLabel(time, t, locale) })}
      />
    </ResourcePage>
  );
}
