import type { TablePayment } from '@tavola/contracts';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';

const linkClass =
  'inline-flex h-10 items-center rounded-full bg-white px-4 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-50';

/** The address of one of the bill's documents: plain links, the bill's handle is their credential. */
function useBillDocument(bill: TablePayment) {
  const { locale } = useTranslation();
  const { config } = useAppContext();
  return (path: 'part-receipt' | 'invoice', format: 'html' | 'pdf', more: Record<string, string> = {}) =>
    `${config.apiBase}/table-payments/${path}?${new URLSearchParams({
      restaurantId: String(config.restaurantId),
      tablePaymentId: bill.tablePaymentId,
      ...more,
      format,
      lang: locale,
    })}`;
}

/**
 * Issue 36 (decision 090): the receipt of the guest's own paid part — what they paid and the VAT
 * per rate in it — as a page to read or print and as a PDF to keep.
 */
export function PartReceiptLinks({ bill, claimId }: { bill: TablePayment; claimId: number }) {
  const { t } = useTranslation();
  const href = useBillDocument(bill);
  const claim = { claimId: String(claimId) };
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <a href={href('part-receipt', 'html', claim)} target="_blank" rel="noopener" className={linkClass}>
        {t('bill.partReceipt')}
      </a>
      <a href={href('part-receipt', 'pdf', claim)} download className={linkClass}>
        {t('bill.partReceiptPdf')}
      </a>
    </div>
  );
}

/** Issue 36 (decision 090): the closed bill's invoice, every round with its own invoice number. */
export function TableInvoiceLinks({ bill }: { bill: TablePayment }) {
  const { t } = useTranslation();
  const href = useBillDocument(bill);
  return (
    <nav aria-label={t('bill.tableInvoice')} className="flex flex-wrap gap-2">
      <a href={href('invoice', 'html')} target="_blank" rel="noopener" className={linkClass}>
        {t('bill.tableInvoice')}
      </a>
      <a href={href('invoice', 'pdf')} download className={linkClass}>
        {t('bill.tableInvoicePdf')}
      </a>
    </nav>
  );
}
