import { useQuery } from '@tanstack/react-query';
import type { BreakPatternDto } from '@tavola/contracts';
import { formatWallClock } from '@tavola/i18n/wall-clock';
import { useTranslation } from '../../../lib/i18n';
import { patternsQuery } from '../api/manager-api';
import { useDeletePattern, useStopPattern } from '../api/pattern-writes';
import { formatDay, weekdayName } from '../format';
import { useListController } from '../hooks/use-list-controller';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';
import { BreakPatternForm } from './break-pattern-form';
import {
  CreateButton,
  DeleteConfirmation,
  EditAndDelete,
  EmptyList,
  RecordCard,
  RecordCards,
  ResourcePage,
  RowButton,
} from './resource';

const stateTone: Record<BreakPatternDto['state'], string> = {
  active: 'bg-amber-100 text-amber-900',
  waiting: 'bg-sky-100 text-sky-900',
  stopped: 'bg-stone-200 text-stone-700',
  ended: 'bg-stone-200 text-stone-700',
};

/** Issue 7 break patterns: list, create, edit, stop, delete. */
export default function BreakPatternsPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const patterns = useQuery(patternsQuery(api, restaurant.id, locale));
  const stop = useStopPattern(api, restaurant.id);
  const list = useListController<BreakPatternDto>({ remove: useDeletePattern(api, restaurant.id) });

  return (
    <ResourcePage
      title={t('patterns.heading')}
      intro={t('patterns.intro')}
      width="4xl"
      loading={patterns.isPending}
      failed={patterns.isError}
      actions={<CreateButton text={t('patterns.new')} onClick={list.create} />}
    >
      {patterns.data?.length === 0 && <EmptyList text={t('patterns.empty')} />}
      <RecordCards rows={patterns.data ?? []} layout="stack">
        {(pattern) => (
          <RecordCard
            id={`pattern-${pattern.id}`}
            title={pattern.name}
            badge={{ text: t(`patterns.state.${pattern.state}`), tone: stateTone[pattern.state] }}
            actions={
              <EditAndDelete
                small
                list={list}
                row={pattern}
                edit={{ text: t('patterns.editShort'), label: t('patterns.edit', { name: pattern.name }) }}
                remove={{ text: t('patterns.delete'), label: `${t('patterns.delete')} – ${pattern.name}` }}
              >
                {(pattern.state === 'active' || pattern.state === 'waiting') && (
                  <RowButton
                    text={t('patterns.stop')}
                    label={`${t('patterns.stop')} – ${pattern.name}`}
                    disabled={stop.isPending}
                    className="text-sm"
                    onClick={() =>
                      stop.mutate(pattern.id, {
                        onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
                        onError: (error) => notifyError(error, t('area.error')),
                      })
                    }
                  />
                )}
              </EditAndDelete>
            }
          >
            <p className="text-sm">
              {pattern.weekdays.map((day) => weekdayName(day, locale, 'short')).join(', ')} ·{' '}
              {pattern.end_time
                ? t('patterns.time', { start: pattern.start_time, end: pattern.end_time })
                : t('patterns.fromTime', { start: pattern.start_time })}{' '}
              ·{' '}
              {pattern.end_date
                ? t('patterns.dates', {
                    start: formatDay(pattern.start_date, locale),
                    end: formatDay(pattern.end_date, locale),
                  })
                : t('patterns.fromDate', { start: formatDay(pattern.start_date, locale) })}
            </p>
            <p className="text-sm text-stone-600">
              {pattern.products.map((product) => product.name).join(', ')}
            </p>
            {pattern.stopped_at && (
              <p className="text-xs text-stone-500">
                {t('patterns.state.stopped')}: {formatWallClock(pattern.stopped_at, locale)}
              </p>
            )}
          </RecordCard>
        )}
      </RecordCards>
      {list.editing && <BreakPatternForm pattern={list.editing.row} onDone={list.closeEditor} />}
      <DeleteConfirmation
        list={list}
        action={t('patterns.delete')}
        question={(pattern) => t('patterns.confirmDelete', { name: pattern.name })}
      />
    </ResourcePage>
  );
}
