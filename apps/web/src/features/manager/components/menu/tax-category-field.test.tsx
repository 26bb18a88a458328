// @vitest-environment jsdom
import type { ManagerMenu, TaxOverview } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderInArea } from '../../testing/render-in-area';
import { ProductForm } from './product-form';

/** Issue 36: the owner says in the product editor what a product is for VAT, and sees its rates today. */

afterEach(cleanup);

// the manager's texts load on first use: on a busy machine the form may take more than a second to appear
const appears = { timeout: 10_000 };

const menu: ManagerMenu = {
  currency: 'EUR',
  language: 'de',
  categories: [
    {
      id: 2,
      name: { en: 'Drinks', de: 'Getränke', fr: '', ar: '' },
      description: { en: '', de: '', fr: '', ar: '' },
      label: 'Drinks',
      position: 0,
      hidden: false,
      is_extra: false,
      image: null,
      subcategories: [],
    },
  ],
  products: [],
  depots: [],
};

const ways = ['eat_in', 'table', 'pickup', 'delivery'] as const;
const rule = (category: 'food' | 'alcohol', way: (typeof ways)[number], rate: number) => ({
  category,
  way,
  rate,
  from: '2026-01-01',
  source: 'country' as const,
});
/** Switzerland: food 8.1 % eaten in and 2.6 % taken away, alcohol 8.1 % either way (soft drinks left out here) */
const switzerland: TaxOverview = {
  country: 'CH',
  country_known: true,
  today: '2026-11-24',
  current: [
    ...ways.map((way) => rule('food', way, way === 'eat_in' || way === 'table' ? 8.1 : 2.6)),
    ...ways.map((way) => rule('alcohol', way, 8.1)),
  ],
  upcoming: [],
  own: [],
  business_invoices: false,
};

const fillIn = () => {
  fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Name (Deutsch)' }), { target: { value: 'Pils' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Price (EUR)' }), { target: { value: '4.20' } });
};

describe('the product editor’s VAT category', { timeout: 20_000 }, () => {
  it('starts as food, shows each category’s rates today, and sends the one chosen', async () => {
    const { calls } = await renderInArea(
      <ProductForm menu={menu} categoryId={2} onDone={() => undefined} />,
      {
        answers: {
          'managers/taxes': () => ({ data: switzerland }),
          'managers/menu/products/create': () => ({ data: {}, message: { body: 'Saved.' } }),
        },
      },
    );
    const select = (await screen.findByRole(
      'combobox',
      { name: 'VAT category' },
      appears,
    )) as HTMLSelectElement;
    expect(select.value).toBe('food');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Food',
      'Non-alcoholic drink',
      'Alcoholic drink',
      'Other',
    ]);
    // the rates are the field's description, so a screen reader reads them with it
    await waitFor(() => expect(select.getAttribute('aria-describedby')).toBeTruthy());
    const hint = () => document.getElementById(select.getAttribute('aria-describedby')!)?.textContent;
    expect(hint()).toBe('VAT today: Eat in 8.1 %, At the table 8.1 %, Pickup 2.6 %, Delivery 2.6 %');

    fireEvent.change(select, { target: { value: 'alcohol' } });
    expect(hint()).toBe('VAT today: Eat in 8.1 %, At the table 8.1 %, Pickup 8.1 %, Delivery 8.1 %');
    fireEvent.change(select, { target: { value: 'soft_drink' } });
    expect(hint()).toBe('No VAT rate is set for this category yet: add one under Vouchers & payments.');
    fireEvent.change(select, { target: { value: 'alcohol' } });

    fillIn();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'managers/menu/products/create')).toBe(true),
    );
    expect(calls.find((call) => call.path === 'managers/menu/products/create')?.input).toMatchObject({
      name: { de: 'Pils' },
      price: 420,
      tax_category: 'alcohol',
    });
  });

  it('works without the rates, and shows a 422 on the category beside the field', async () => {
    await renderInArea(<ProductForm menu={menu} categoryId={2} onDone={() => undefined} />, {
      answers: {
        'managers/taxes': () => {
          throw new ApiError(503, 'service unavailable');
        },
        'managers/menu/products/create': () => {
          throw new ApiError(422, 'tax_category', {
            tax_category: ['The selected tax_category is invalid.'],
          });
        },
      },
    });
    const select = await screen.findByRole('combobox', { name: 'VAT category' }, appears);
    fillIn();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The selected tax_category is invalid.',
    );
    // the message stands beside its field, not above the buttons
    expect(screen.getAllByText('The selected tax_category is invalid.')).toHaveLength(1);
  });
});
