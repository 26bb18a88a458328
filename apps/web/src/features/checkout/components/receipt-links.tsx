import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';

/**
 * Issue 36 (decision 086): the order's receipt, as a page to read or print and as a PDF to keep.
 * Plain links carry no bearer token: the order's own token (the page's address has it) opens it.
 */
export function ReceiptLinks({
  orderId,
  token,
  eInvoice,
  creditNote,
}: {
  orderId: number;
  token: string;
  /** issue 36 (decision 088): a business's invoiced order also has its e-invoice */
  eInvoice: boolean;
  /** issue 36: a cancelled or refunded invoice's credit note */
  creditNote: boolean;
}) {
  const { t, locale } = useTranslation();
  const { config } = useAppContext();
  const query = (more: Record<string, string>) =>
    new URLSearchParams({
      restaurantId: String(config.restaurantId),
      orderId: String(orderId),
      token,
      ...more,
    });
  const href = (format: 'html' | 'pdf') =>
    `${config.apiBase}/order/receipt?${query({ format, lang: locale })}`;
  const linkClass = 'rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-50';
  return (
    <nav aria-label={t('order.receipt')} className="flex flex-wrap gap-2">
      <a href={href('html')} target="_blank" rel="noopener" className={linkClass}>
        {t('order.viewReceipt')}
      </a>
      <a href={href('pdf')} download className={linkClass}>
        {t('order.receiptPdf')}
      </a>
      {creditNote && (
        <a
          href={`${config.apiBase}/order/receipt?${query({ format: 'pdf', document: 'credit_note', lang: locale })}`}
          download
          className={linkClass}
        >
          {t('order.creditNote')}
        </a>
      )}
      {eInvoice && (
        <a
          href={`${config.apiBase}/order/e-invoice?${query({ lang: locale })}`}
          download
          className={linkClass}
        >
          {t('order.eInvoice')}
        </a>
      )}
    </nav>
  );
}
