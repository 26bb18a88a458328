import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { choiceClass, primaryButton, secondaryButton } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import { qrSheetQuery } from '../api/tables-api';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import './table-qr-sheet.css';

const layouts = ['a4', 'receipt'] as const;
type Layout = (typeof layouts)[number];

/**
 * Issue 16: the QR codes of the active tables to print, each with the restaurant's and the
 * table's name, on an A4 sheet (a grid) or an 80 mm receipt printer (one code per strip).
 * The codes are the server's SVGs (decision 027); the page sizes are print CSS (@page).
 */
export default function TableQrSheet() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  // the radio follows at once; the address keeps the choice for a reload
  const [layout, setLayout] = useState<Layout>(search.get('layout') === 'receipt' ? 'receipt' : 'a4');
  const sheet = useQuery(qrSheetQuery(api, restaurant.id, locale));
  useEffect(() => {
    document.title = t('title.page', { page: t('qr.heading'), name: restaurant.name });
  }, [t, restaurant.name]);

  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 space-y-4 px-4 py-4 sm:px-6 print:p-0">
      <div className="space-y-3 print:hidden">
        <Link to="/manager/tables" className="text-sm font-medium text-stone-700 underline">
          {t('qr.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t('qr.heading')}</h1>
        <p className="text-sm text-stone-600">{t('qr.intro')}</p>
        <div className="flex flex-wrap items-end gap-3">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 text-sm font-medium">{t('qr.layout')}</legend>
            {layouts.map((name) => (
              <label
                key={name}
                htmlFor={`${id}-${name}`}
                className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-4 ring-1 ring-stone-300 has-[:checked]:ring-2 has-[:checked]:ring-stone-900"
              >
                <input
                  id={`${id}-${name}`}
                  type="radio"
                  name="layout"
                  checked={layout === name}
                  onChange={() => {
                    setLayout(name);
                    setSearch(name === 'a4' ? {} : { layout: name }, { replace: true });
                  }}
                  className={choiceClass}
                />
                {t(name === 'a4' ? 'qr.a4' : 'qr.receipt')}
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            disabled={!sheet.data?.tables.length}
            onClick={() => window.print()}
            className={`h-11 ${primaryButton}`}
          >
            {t('qr.print')}
          </button>
        </div>
      </div>
      {sheet.isPending && <p role="status">{t('area.loading')}</p>}
      {sheet.isError && (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800 print:hidden">
          {t('area.error')}{' '}
          <button type="button" className={secondaryButton} onClick={() => void sheet.refetch()}>
            {t('area.retry')}
          </button>
        </div>
      )}
      {sheet.data?.tables.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-stone-600">{t('qr.empty')}</p>
      )}
      {sheet.data && sheet.data.tables.length > 0 && (
        <ul className={`qr-sheet qr-sheet--${layout}`} data-testid="qr-sheet" data-layout={layout}>
          {sheet.data.tables.map((table) => (
            <li key={table.table_id} className="qr-card">
              <p className="qr-card__restaurant">{sheet.data.restaurant.name}</p>
              {/* the server's SVG (the `qrcode` package's paths, no text of ours): markup we made */}
              <div
                role="img"
                aria-label={t('qr.code', { name: table.name })}
                className="qr-card__code"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's generated QR SVG, no user text in it
                dangerouslySetInnerHTML={{ __html: table.svg }}
              />
              <p className="qr-card__table">{table.name}</p>
              <p className="qr-card__hint">{t('qr.scan')}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
