import { useQuery } from '@tanstack/react-query';
import type { ManagerTable } from '@tavola/contracts';
import { useState } from 'react';
import { Link } from 'wouter';
import { secondaryButton } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import { tablesQuery, useChangeTable } from '../api/tables-api';
import { useListController } from '../hooks/use-list-controller';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';
import { NewQrCodeDialog } from './new-qr-code-dialog';
import { CreateButton, EmptyList, RecordCard, RecordCards, ResourcePage, RowButton } from './resource';
import { TableForm } from './table-form';

/** Issue 16: the restaurant's tables — list, create, edit, deactivate (and back) — and their QR codes. */
export default function TablesPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const tables = useQuery(tablesQuery(api, restaurant.id, locale));
  const list = useListController<ManagerTable>();
  const [renewing, setRenewing] = useState<ManagerTable>();

  return (
    <ResourcePage
      title={t('tables.heading')}
      intro={t('tables.intro')}
      width="5xl"
      loading={tables.isPending}
      failed={tables.isError}
      onRetry={() => void tables.refetch()}
      actions={
        <>
          <Link
            to="/manager/tables/print"
            className={`inline-flex h-12 items-center bg-white ${secondaryButton}`}
          >
            {t('tables.printCodes')}
          </Link>
          <CreateButton text={t('tables.new')} onClick={list.create} />
        </>
      }
    >
      {tables.data?.length === 0 && <EmptyList text={t('tables.empty')} />}
      <RecordCards rows={tables.data ?? []} layout="three">
        {(table) => (
          <TableEntry table={table} onEdit={() => list.edit(table)} onNewCode={() => setRenewing(table)} />
        )}
      </RecordCards>
      {list.editing && <TableForm table={list.editing.row} onDone={list.closeEditor} />}
      {renewing && <NewQrCodeDialog table={renewing} onDone={() => setRenewing(undefined)} />}
    </ResourcePage>
  );
}

function TableEntry({
  table,
  onEdit,
  onNewCode,
}: {
  table: ManagerTable;
  onEdit: () => void;
  onNewCode: () => void;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const change = useChangeTable(api, restaurant.id);
  const toggle = table.active ? t('tables.deactivate') : t('tables.reactivate');
  return (
    <RecordCard
      id={`table-${table.id}`}
      title={table.name}
      muted={!table.active}
      badge={{
        text: table.active ? t('tables.active') : t('tables.inactive'),
        tone: table.active ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-700',
      }}
      actions={
        <>
          <RowButton
            text={t('tables.editShort')}
            label={t('tables.edit', { name: table.name })}
            onClick={onEdit}
            className="text-sm"
          />
          <RowButton
            danger={table.active}
            disabled={change.isPending}
            text={toggle}
            label={`${toggle} – ${table.name}`}
            className="text-sm"
            onClick={() =>
              change.mutate(
                { id: table.id, active: !table.active },
                {
                  onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
                  onError: (error) => notifyError(error, t('area.error')),
                },
              )
            }
          />
          <RowButton
            text={t('tables.newCode')}
            label={`${t('tables.newCode')} – ${table.name}`}
            onClick={onNewCode}
            className="text-sm"
          />
        </>
      }
    >
      <p className="text-sm text-stone-700">
        {t('tables.seats', { count: table.seats })} · {table.area ?? t('tables.noArea')}
      </p>
    </RecordCard>
  );
}
