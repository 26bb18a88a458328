// @vitest-environment jsdom
import type { ManagerMenu } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderInArea } from '../../testing/render-in-area';
import MenuArea from './menu-area';
import { ProductForm } from './product-form';

/** Issue 20: the menu page's order buttons and the product editor's request and 422s. */

afterEach(cleanup);

/** what the editor sent (it also reads the VAT rates for its hint, issue 36) */
const writes = <T extends { method: string }>(calls: T[]) => calls.filter((call) => call.method === 'POST');

const menu: ManagerMenu = {
  currency: 'EUR',
  language: 'de',
  categories: [
    {
      id: 1,
      name: { en: 'Soups', de: 'Suppen', fr: '', ar: '' },
      description: { en: '', de: '', fr: '', ar: '' },
      label: 'Soups',
      position: 0,
      hidden: false,
      is_extra: false,
      image: null,
      subcategories: [],
    },
    {
      id: 2,
      name: { en: 'Drinks', de: 'Getränke', fr: '', ar: '' },
      description: { en: '', de: '', fr: '', ar: '' },
      label: 'Drinks',
      position: 1,
      hidden: false,
      is_extra: false,
      image: null,
      subcategories: [],
    },
    {
      id: 3,
      name: { en: 'Desserts', de: 'Desserts', fr: '', ar: '' },
      description: { en: '', de: '', fr: '', ar: '' },
      label: 'Desserts',
      position: 2,
      hidden: true,
      is_extra: false,
      image: null,
      subcategories: [],
    },
  ],
  products: [
    {
      id: 10,
      category_id: 1,
      label: 'Lentil soup',
      price: 650,
      stock: null,
      position: 0,
      hidden: false,
      pinned: false,
      option_groups: 1,
    },
  ],
  depots: [{ id: 5, label: 'Bottle', price: 25 }],
};

describe('MenuArea', () => {
  it('moves a category down from the keyboard and sends the whole new order', async () => {
    const { calls } = await renderInArea(<MenuArea />, {
      answers: {
        'managers/menu': () => ({ data: menu }),
        'managers/menu/categories/reorder': () => ({ message: { body: 'Saved.' } }),
      },
    });
    const down = await screen.findByRole('button', { name: 'Move Soups down' });
    expect(screen.getByRole('button', { name: 'Move Soups up' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(down));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'managers/menu/categories/reorder')).toBe(true),
    );
    expect(calls.find((call) => call.path === 'managers/menu/categories/reorder')?.input).toEqual({
      restaurantId: 1,
      ids: [2, 1, 3],
    });
    expect(screen.getByRole('button', { name: 'Show Desserts' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Products in Soups' }).textContent).toContain('€6.50');
  });
});

// the editor is a long form: rendering it in jsdom on a loaded machine takes seconds
describe('ProductForm', { timeout: 20_000 }, () => {
  it('sends a new product in minor units with its option group', async () => {
    const { calls } = await renderInArea(
      <ProductForm menu={menu} categoryId={1} onDone={() => undefined} />,
      {
        answers: { 'managers/menu/products/create': () => ({ data: {}, message: { body: 'Saved.' } }) },
      },
    );
    // issue 34: the editor opens on the manager's language (English): the German texts are a tab away
    fireEvent.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (Deutsch)' }), {
      target: { value: 'Tomatensuppe' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Price (EUR)' }), { target: { value: '5,90' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stock' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Eat in' }));
    fireEvent.click(screen.getByRole('button', { name: /Add option group/ }));
    const group = screen.getByRole('group', { name: 'Option group 1' });
    fireEvent.change(within(group).getByRole('textbox', { name: 'Group name (Deutsch)' }), {
      target: { value: 'Größe' },
    });
    fireEvent.change(within(group).getByRole('textbox', { name: 'Option 1 (Deutsch)' }), {
      target: { value: 'Klein' },
    });
    fireEvent.change(within(group).getByRole('textbox', { name: 'Option 2 (Deutsch)' }), {
      target: { value: 'Groß' },
    });
    fireEvent.change(within(group).getByRole('textbox', { name: 'Extra price 2' }), {
      target: { value: '1.5' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.input).toMatchObject({
      restaurantId: 1,
      category_id: 1,
      name: { de: 'Tomatensuppe', en: '' },
      price: 590,
      stock: 12,
      depot_id: null,
      delivery_types: ['delivery', 'pickup'],
      option_groups: [
        {
          name: { de: 'Größe' },
          min: 0,
          max: 1,
          options: [
            { name: { de: 'Klein' }, price: 0 },
            { name: { de: 'Groß' }, price: 150 },
          ],
        },
      ],
    });
  });

  it("shows a 422 on a text of another language beside its field, on that language's tab", async () => {
    await renderInArea(<ProductForm menu={menu} categoryId={1} onDone={() => undefined} />, {
      answers: {
        'managers/menu/products/create': () => {
          throw new ApiError(422, 'name', {
            'name.de': ['Enter the name in the restaurant’s language.'],
            price: ['The price field is required.'],
          });
        },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'English' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (English)' }), { target: { value: 'Soup' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const german = await screen.findByRole('textbox', { name: 'Name (Deutsch)' });
    await waitFor(() => expect(german.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('tab', { name: 'Deutsch' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(german);
    expect(screen.getByText('Enter the name in the restaurant’s language.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Price (EUR)' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a happy hour and an extra tab, and shows their 422s beside their fields', async () => {
    const { calls } = await renderInArea(
      <ProductForm menu={menu} categoryId={1} onDone={() => undefined} />,
      {
        answers: {
          'managers/menu/products/create': () => {
            throw new ApiError(422, 'dates', {
              'happy_hours.0.end_date': ['The last day must not be before the first.'],
              'extra_tabs.0.title.de': ['Enter the title in the restaurant’s language.'],
            });
          },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: '+ Add happy hour' }));
    const hour = screen.getByRole('group', { name: 'Happy hour 1' });
    fireEvent.change(within(hour).getByRole('combobox', { name: 'Weekday' }), { target: { value: '5' } });
    fireEvent.change(within(hour).getByLabelText(/^First day/), { target: { value: '2026-12-04' } });
    fireEvent.change(within(hour).getByLabelText(/^Last day/), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: '+ Add tab' }));
    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    const tab = screen.getByRole('group', { name: 'Tab 1' });
    fireEvent.change(within(tab).getByRole('textbox', { name: 'Title (English)' }), {
      target: { value: 'Origin' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(writes(calls)[0]!.input).toMatchObject({
      happy_hours: [
        { weekday: 5, start_date: '2026-12-04', end_date: '2026-12-01', start_time: null, end_time: null },
      ],
      extra_tabs: [{ title: { en: 'Origin', de: '' } }],
    });
    // the German title is missing: its tab opens, and the last day is marked too
    const germanTitle = await screen.findByRole('textbox', { name: 'Title (Deutsch)' });
    await waitFor(() => expect(germanTitle.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(hour)
        .getByLabelText(/^Last day/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText('The last day must not be before the first.')).toBeTruthy();
    // removing the happy hour takes its message with it
    fireEvent.click(screen.getByRole('button', { name: 'Remove happy hour 1' }));
    expect(screen.queryByText('The last day must not be before the first.')).toBeNull();
  });

  it("saves a new set menu's steps after the product, with the id the product got", async () => {
    const { calls } = await renderInArea(
      <ProductForm menu={menu} categoryId={1} onDone={() => undefined} />,
      {
        answers: {
          'managers/menu/products/create': () => ({ data: { id: 42 }, message: { body: 'Saved.' } }),
          'managers/menu/products/package-steps': () => ({
            data: { id: 42 },
            message: { body: 'Steps saved.' },
          }),
        },
      },
    );
    // issue 34: the editor opens on the manager's language (English): the German texts are a tab away
    fireEvent.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (Deutsch)' }), {
      target: { value: 'Mittagsmenü' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Price (EUR)' }), { target: { value: '12.90' } });
    fireEvent.click(screen.getByRole('button', { name: /Add step/ }));
    const step = screen.getByRole('group', { name: 'Step 1' });
    fireEvent.change(within(step).getByRole('textbox', { name: 'Step name (Deutsch)' }), {
      target: { value: 'Suppe' },
    });
    fireEvent.change(within(step).getByRole('combobox', { name: 'Product 1' }), { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls).map((call) => call.path)).toEqual([
      'managers/menu/products/create',
      'managers/menu/products/package-steps',
    ]);
    expect(writes(calls)[1]!.input).toMatchObject({
      restaurantId: 1,
      id: 42,
      steps: [
        { name: { de: 'Suppe' }, min: 1, max: 1, choices: [{ product_id: 10, price: 0, multiple: false }] },
      ],
    });
  });
});

describe('issue 34: the product editor for a manager who reads another language', () => {
  it("opens on the manager's language, the restaurant's still first", async () => {
    await renderInArea(<ProductForm menu={menu} categoryId={1} onDone={() => undefined} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]?.textContent).toBe('Deutsch');
    expect(screen.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
  });

  it('warns that an option group named in one language alone is not translated into the others', async () => {
    await renderInArea(<ProductForm menu={menu} categoryId={1} onDone={() => undefined} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    fireEvent.click(screen.getByRole('button', { name: /Add option group/ }));
    const group = screen.getByRole('group', { name: 'Option group 1' });
    expect(within(group).queryByRole('note')).toBeNull();
    fireEvent.change(within(group).getByRole('textbox', { name: 'Group name (Deutsch)' }), {
      target: { value: 'Größe' },
    });
    for (const option of within(group).getAllByRole('textbox', { name: /^Option \d+ \(Deutsch\)$/ }))
      fireEvent.change(option, { target: { value: 'Klein' } });
    const note = within(group).getByRole('note');
    expect(note.textContent).toContain('English, Français, العربية');
    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    fireEvent.change(within(group).getByRole('textbox', { name: 'Group name (English)' }), {
      target: { value: 'Size' },
    });
    // the options are still German alone
    expect(within(group).getByRole('note').textContent).toContain('English');
    for (const option of within(group).getAllByRole('textbox', { name: /^Option \d+ \(English\)$/ }))
      fireEvent.change(option, { target: { value: 'Small' } });
    expect(within(group).getByRole('note').textContent).not.toContain('English');
  });
});

describe('issue 34: offering an option group the restaurant already has', () => {
  it('adds the shared group with its options and sends it by its id', async () => {
    const { calls } = await renderInArea(
      <ProductForm menu={menu} categoryId={1} onDone={() => undefined} />,
      {
        answers: {
          'managers/menu/option-groups': () => ({
            data: [
              {
                id: 7,
                name: { de: 'Soße', en: 'Sauce', fr: '', ar: '' },
                min: 0,
                max: 1,
                options: [{ id: 70, name: { de: 'Knoblauch', en: 'Garlic', fr: '', ar: '' }, price: 50 }],
                products: 3,
              },
            ],
          }),
          'managers/menu/products/create': () => ({ data: {}, message: { body: 'Saved.' } }),
        },
      },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Deutsch' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name (Deutsch)' }), {
      target: { value: 'Pommes' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Price (EUR)' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offer a group you have…' }));
    const picker = await screen.findByRole('combobox', { name: 'Offer a group you have…' });
    fireEvent.change(picker, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offer it' }));
    const group = screen.getByRole('group', { name: 'Option group 1' });
    expect(
      (within(group).getByRole('textbox', { name: 'Group name (Deutsch)' }) as HTMLInputElement).value,
    ).toBe('Soße');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'managers/menu/products/create')).toBe(true),
    );
    expect(calls.find((call) => call.path === 'managers/menu/products/create')?.input).toMatchObject({
      option_groups: [{ id: 7, min: 0, max: 1, options: [{ id: 70, price: 50 }] }],
    });
  });
});
