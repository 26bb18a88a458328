// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInArea } from '../testing/render-in-area';
import { ReceiptDownload } from './receipt-download';

const saved = vi.hoisted(() => [] as string[]);
vi.mock('../api/save-file', () => ({ saveFile: (_file: Blob, name: string) => saved.push(name) }));

afterEach(cleanup);

const answers = {
  'managers/order/receipt': (input: Record<string, unknown>) => ({
    file: new Blob(['%PDF-']),
    name: input.document === 'credit_note' ? 'credit-note-13.pdf' : 'invoice-12.pdf',
  }),
};

describe('ReceiptDownload', () => {
  it('names the invoice and downloads its receipt', async () => {
    const { calls } = await renderInArea(
      <ReceiptDownload orderId={5} invoiceNumber={12} creditNoteNumber={null} />,
      {
        answers,
      },
    );
    expect(await screen.findByText('Invoice no. 12', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Credit note (PDF)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Receipt (PDF)' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toMatchObject({ orderId: 5, format: 'pdf', document: 'receipt' });
  });

  it('says which credit note cancelled the invoice and downloads it (issue 36)', async () => {
    const { calls } = await renderInArea(
      <ReceiptDownload orderId={5} invoiceNumber={12} creditNoteNumber={13} />,
      {
        answers,
      },
    );
    expect(
      await screen.findByText('Invoice no. 12, cancelled by credit note no. 13', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Credit note (PDF)' }));
    await waitFor(() => expect(saved).toContain('credit-note-13.pdf'));
    expect(calls.at(-1)!.input).toMatchObject({ orderId: 5, format: 'pdf', document: 'credit_note' });
  });
});
