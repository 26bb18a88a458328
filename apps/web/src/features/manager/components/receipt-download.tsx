import { useState } from 'react';
import { saveFile } from '../api/save-file';
import { useManager } from '../manager-context';
import { useManagerT } from '../manager-i18n';
import { notifyError } from '../notices';

/**
 * Issue 36 (decision 086): the order's receipt as a PDF, fetched with the manager's own token
 * (GET /api/managers/order/receipt) and saved under the server's name; with its invoice number
 * once it has one.
 */
export function ReceiptDownload({
  orderId,
  invoiceNumber,
}: {
  orderId: number;
  invoiceNumber: number | null;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const { file, name } = await api.download('managers/order/receipt', {
        restaurantId: restaurant.id,
        orderId,
        format: 'pdf',
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
          : t('detail.invoiceNumber', { number: String(invoiceNumber) })}
      </p>
      <button
        type="button"
        disabled={pending}
        onClick={() => void download()}
        className="h-10 whitespace-nowrap rounded-full px-4 font-semibold ring-1 ring-stone-300 disabled:opacity-60"
      >
        {t('detail.receiptPdf')}
      </button>
    </section>
  );
}
