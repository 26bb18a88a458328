import { useQuery } from '@tanstack/react-query';
import type { ManagerTable } from '@tavola/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import { tablesQuery, useChangeTable } from '../api/tables-api';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notify, notifyError } from '../notices';
import { NewQrCodeDialog } from './new-qr-code-dialog';
import { TableForm } from './table-form';

const deactivateButton =
  'rounded-full px-4 py-2.5 font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-50';

/** Issue 16: the restaurant's tables — list, create, edit, deactivate (and back) — and their QR codes. */
export default function TablesPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const tables = useQuery(tablesQuery(api, restaurant.id, locale));
  const [editing, setEditing] = useState<ManagerTable | 'new'>();
  const [renewing, setRenewing] = useState<ManagerTable>();
  useEffect(() => {
    document.title = t('title.page', { page: t('tables.heading'), name: restaurant.name });
  }, [t, restaurant.name]);

  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 space-y-4 px-4 py-4 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-xl">
          <h1 className="text-2xl font-bold tracking-tight">{t('tables.heading')}</h1>
          <p className="text-sm text-stone-600">{t('tables.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/manager/tables/print"
            className={`inline-flex h-12 items-center bg-white ${secondaryButton}`}
          >
            {t('tables.printCodes')}
          </Link>
          <button type="button" onClick={() => setEditing('new')} className={`h-12 ${primaryButton}`}>
            {t('tables.new')}
          </button>
        </div>
      </div>
      {tables.isPending && <p role="status">{t('area.loading')}</p>}
      {tables.isError && (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          {t('area.error')}{' '}
          <button type="button" className="underline" onClick={() => void tables.refetch()}>
            {t('area.retry')}
          </button>
        </div>
      )}
      {tables.data?.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-stone-600">{t('tables.empty')}</p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tables.data?.map((table) => (
          <li key={table.id}>
            <TableEntry table={table} onEdit={() => setEditing(table)} onNewCode={() => setRenewing(table)} />
          </li>
        ))}
      </ul>
      {editing && (
        <TableForm table={editing === 'new' ? undefined : editing} onDone={() => setEditing(undefined)} />
      )}
      {renewing && <NewQrCodeDialog table={renewing} onDone={() => setRenewing(undefined)} />}
    </main>
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
    <article
      aria-labelledby={`table-${table.id}`}
      className={`flex h-full flex-col gap-2 rounded-2xl p-4 shadow-sm ring-1 ${
        table.active ? 'bg-white ring-stone-200' : 'bg-stone-50 ring-stone-200'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={`table-${table.id}`} className="text-lg font-bold">
          {table.name}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            table.active ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-700'
          }`}
        >
          {table.active ? t('tables.active') : t('tables.inactive')}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        {t('tables.seats', { count: table.seats })} · {table.area ?? t('tables.noArea')}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('tables.edit', { name: table.name })}
          className={`h-11 text-sm ${secondaryButton}`}
        >
          {t('tables.editShort')}
        </button>
        <button
          type="button"
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { id: table.id, active: !table.active },
              {
                onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
                onError: (error) => notifyError(error, t('area.error')),
              },
            )
          }
          aria-label={`${toggle} – ${table.name}`}
          className={`h-11 text-sm ${table.active ? deactivateButton : secondaryButton}`}
        >
          {toggle}
        </button>
        <button
          type="button"
          onClick={onNewCode}
          aria-label={`${t('tables.newCode')} – ${table.name}`}
          className={`h-11 text-sm ${secondaryButton}`}
        >
          {t('tables.newCode')}
        </button>
      </div>
    </article>
  );
}
