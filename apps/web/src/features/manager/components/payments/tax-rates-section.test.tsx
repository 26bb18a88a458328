// @vitest-environment jsdom
import type { TaxOverview } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderInArea } from '../../testing/render-in-area';
import { TaxRatesSection } from './tax-rates-section';

/** Issue 36: the owner sees today's VAT per category and way, adds a rate from a date and deletes it. */

afterEach(cleanup);

const ways = ['eat_in', 'table', 'pickup', 'delivery'] as const;
const germany: TaxOverview = {
  country: 'DE',
  country_known: true,
  today: '2026-11-24',
  current: [
    ...ways.map((way) => ({
      category: 'food' as const,
      way,
      rate: 7,
      from: '2026-01-01',
      source: 'country' as const,
    })),
    ...ways.map((way) => ({
      category: 'alcohol' as const,
      way,
      rate: 19,
      from: '2024-01-01',
      source: 'country' as const,
    })),
  ],
  upcoming: [{ category: 'food', way: 'delivery', rate: 8.5, from: '2027-01-01', source: 'owner' }],
  own: [{ id: 4, category: 'food', way: 'delivery', rate: 8.5, valid_from: '2027-01-01' }],
};

describe('TaxRatesSection', () => {
  it("shows today's rates by category and way and what changes later", async () => {
    await renderInArea(<TaxRatesSection overview={germany} />);
    const table = await screen.findByRole('table', { name: /VAT rates on 2026-11-24/ });
    const food = within(table).getByRole('row', { name: /Food/ });
    expect(
      within(food)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7 %', '7 %', '7 %', '7 %']);
    expect(screen.getByRole('region', { name: 'Changes to come' }).textContent).toContain(
      'From 2027-01-01: Food, Delivery: 8.5 %',
    );
  });

  it('sends a typed rate with a decimal comma as a number, and a 422 lands beside its field', async () => {
    const { calls } = await renderInArea(<TaxRatesSection overview={germany} />, {
      answers: {
        'managers/taxes/create': (input) => {
          if (input.rate === 2.6) return { data: germany, message: { body: 'The VAT rate has been saved.' } };
          throw new ApiError(422, 'The rate is not valid.', { rate: ['The rate is not valid.'] });
        },
      },
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Category' }), {
      target: { value: 'soft_drink' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Way of ordering' }), {
      target: { value: 'pickup' },
    });
    const rate = screen.getByRole('textbox', { name: 'Rate (%)' });
    fireEvent.change(rate, { target: { value: '2,6' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add rate' })));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input).toMatchObject({
      category: 'soft_drink',
      way: 'pickup',
      rate: 2.6,
      valid_from: '2026-11-24',
    });

    fireEvent.change(rate, { target: { value: '7.125' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add rate' })));
    await waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
  });

  it('deletes one of the owner’s own rates by its name', async () => {
    const { calls } = await renderInArea(<TaxRatesSection overview={germany} />, {
      answers: {
        'managers/taxes/delete': () => ({ data: { ...germany, own: [] }, message: { body: 'Deleted.' } }),
      },
    });
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Food, Delivery: 8.5 %' })),
    );
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('managers/taxes/delete'));
  });
});
