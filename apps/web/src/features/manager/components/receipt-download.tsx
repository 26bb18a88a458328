import { useState } from 'react';
import { saveFile } from '../api/save-file';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notifyError } from '../notices';

const buttonClass =
  'h-10 whitespace-nowrap rounded-full px-4 font-semibold ring-1 ring-stone-300 disabled:opacity-60';

/**
 * Issue 36 (decision 086): the order's receipt as a PDF, fetched with the manager's own token
 * (GET /api/managers/order/receipt) and saved under the server's name; with its invoice number
 * once it has one; and the credit note of an invoice cancelled or refunded.
 */
export function ReceiptDownload({
  orderId,
  invoiceNumber,
  creditNoteNumber,
}: {
  orderId: number;
  invoiceNumber: number | null;
  /** issue 36: the invoice was cancelled by this credit note */
  creditNoteNumber: number | null;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const [pending, setPending] = useState(false);
  async function download(document: 'receipt' | 'credit_note') {
    setPending(true);
    try {
      const { file, name } = await api.download('managers/order/receipt', {
        restaurantId: restaurant.id,
        orderId,
        format: 'pdf',
        document,
      });
      saveFile(file, name);
    } catch (error) {
      notifyError(error, t('area.error'));
    } finally {
      setPending(false);
    }
  }
  return (
    <section className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-stone-700">
        {invoiceNumber === null
          ? t('detail.notInvoiced')
          : creditNoteNumber === null
            ? t('detail.invoiceNumber', { number: String(invoiceNumber) })
            : t('detail.creditNoteNumber', {
                number: String(invoiceNumber),
                credit: String(creditNoteNumber),
              })}
      </p>
      <span className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          onClick={() => void download('receipt')}
          className={buttonClass}
        >
          {t('detail.receiptPdf')}
        </button>
        {creditNoteNumber !== null && (
          <button
            type="button"
            disabled={pending}
            onClick={() => void download('credit_note')}
            className={buttonClass}
          >
            {t('detail.creditNotePdf')}
          </button>
        )}
      </span>
    </section>
  );
}
