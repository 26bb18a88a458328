// @vitest-environment jsdom
import type { VoucherDto } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderInArea } from '../../testing/render-in-area';
import { VoucherForm } from './voucher-form';

/** Issue 20: the voucher form sends what the manager typed in minor units and shows a 422 beside its fields. */

afterEach(cleanup);

const summer: VoucherDto = {
  id: 7,
  code: 'SUMMER',
  kind: 'fixed',
  value: 250,
  minimum_order_value: 1500,
  usage_limit: 10,
  used_count: 3,
  valid_from: '2026-06-01',
  valid_until: '2026-08-31',
  active: true,
};

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save voucher' })));

describe('VoucherForm', () => {
  it('puts the server rule’s messages beside the percentage and the last day, and focuses the first', async () => {
    const { calls } = await renderInArea(<VoucherForm currency="EUR" onDone={() => undefined} />, {
      answers: {
        'managers/vouchers/create': () => {
          throw new ApiError(422, 'Enter a percentage from 1 to 100.', {
            value: ['Enter a percentage from 1 to 100.'],
            valid_until: ['The last valid day must not be before the first.'],
          });
        },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: 'big' } });
    const percent = screen.getByRole('textbox', { name: 'Percentage (1 to 100)' });
    fireEvent.change(percent, { target: { value: '150' } });
    await save();
    await waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));
    expect(percent.getAttribute('aria-describedby')).toContain(
      screen.getByText('Enter a percentage from 1 to 100.').closest('p')!.id,
    );
    expect(screen.getByLabelText('Last valid day').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(percent);
    expect(calls[0]!.input).toMatchObject({ code: 'big', kind: 'percent', value: 150, usage_limit: null });
  });

  it('sends an edited amount in minor units to update, then closes', async () => {
    const onDone = vi.fn();
    const { calls } = await renderInArea(<VoucherForm voucher={summer} currency="EUR" onDone={onDone} />, {
      answers: {
        'managers/vouchers/update': (input) => ({
          data: { ...summer, ...input },
          message: { body: 'Saved.' },
        }),
      },
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount in EUR' });
    expect((amount as HTMLInputElement).value).toBe('2.50');
    fireEvent.change(amount, { target: { value: '3,75' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Uses allowed in all' }), { target: { value: '' } });
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]!.input).toEqual({
      restaurantId: 1,
      id: 7,
      code: 'SUMMER',
      kind: 'fixed',
      value: 375,
      minimum_order_value: 1500,
      usage_limit: null,
      valid_from: '2026-06-01',
      valid_until: '2026-08-31',
      active: true,
    });
  });
});
