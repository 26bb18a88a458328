// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderInArea } from '../../testing/render-in-area';
import { SellerDetailsForm } from './seller-details-form';

/** Issue 36: the owner's legal details for receipts, sent as typed; a 422 stands beside its field. */

afterEach(cleanup);

const olive = {
  legal_name: 'Olive & Linde GmbH',
  street: 'Kastanienallee 12',
  postal_code: '10435',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE000000000',
  tax_number: '',
};

describe('SellerDetailsForm', () => {
  it('sends the details with the VAT ID and tax number, and shows a refused VAT ID beside its field', async () => {
    const { calls } = await renderInArea(<SellerDetailsForm details={olive} />, {
      answers: {
        'managers/seller-details': () => {
          throw new ApiError(422, 'The vat_id must be a VAT ID.', {
            vat_id: ['The vat_id must be a VAT ID.'],
          });
        },
      },
    });
    const vatId = await screen.findByRole('textbox', { name: 'VAT ID (optional)' });
    expect((vatId as HTMLInputElement).value).toBe('DE000000000');
    fireEvent.change(vatId, { target: { value: '123' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tax number (optional)' }), {
      target: { value: '21/815/08150' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save legal details' })));
    await waitFor(() => expect(vatId.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(vatId);
    expect(calls[0]!.input).toMatchObject({ ...olive, vat_id: '123', tax_number: '21/815/08150' });
  });
});
