// @vitest-environment jsdom
import type { StorefrontLook, StorefrontPages } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { type Answers, renderInArea } from '../../testing/render-in-area';
import LookArea from './look-area';

/**
 * Issue 20: the look and pages page tells the colour's contrast while it is chosen, shows the
 * server's refusal beside its field, and edits a page or announcement per language as Markdown
 * sent as cleaned HTML.
 */

afterEach(cleanup);

const look: StorefrontLook = {
  primaryColor: '#2f6b4f',
  sideMenu: false,
  catalogue_mode: false,
  product_image: true,
  newsletter: true,
  categories_expanded: true,
  pre_order_for_happy_hour: false,
};
const empty = { en: '', de: '', fr: '', ar: '' };
const pages: StorefrontPages = {
  information_pages: [],
  legal: {
    about_us: empty,
    imprint: { ...empty, de: '<h3>Impressum</h3>\n<p>Olive &amp; Linde <strong>GmbH</strong><br>Berlin</p>' },
    privacy_policy: empty,
    terms_and_conditions: empty,
  },
  announcements: {
    general: { content: { ...empty, de: '<p>Willkommen</p>' }, shown: false },
    before_checkout: { content: empty, shown: false },
  },
};

const open = (answers: Answers) =>
  renderInArea(<LookArea />, {
    answers: {
      'managers/look': () => ({ data: look }),
      'managers/pages': () => ({ data: pages }),
      ...answers,
    },
  });

describe('LookArea', () => {
  it('tells the contrast as the colour is typed, and puts the server’s refusal beside the colour', async () => {
    const refusal = 'White text on this colour has a contrast of only 1.31:1 (at least 4.5:1 is needed).';
    const { calls } = await open({
      'managers/look': (input) => {
        if (!('primaryColor' in input)) return { data: look };
        throw new ApiError(422, refusal, { primaryColor: [refusal] });
      },
    });
    const colour = await screen.findByRole('textbox', { name: 'Primary colour' });
    expect(screen.getByText('White text on it: 6.29:1, easy to read.')).toBeTruthy();
    fireEvent.change(colour, { target: { value: '#fde047' } });
    expect(screen.getByText(/only 1\.31:1, too light to read/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Product photos' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save look' })));
    await waitFor(() => expect(colour.getAttribute('aria-invalid')).toBe('true'));
    expect(colour.getAttribute('aria-describedby')).toContain(screen.getByText(refusal).closest('p')!.id);
    expect(document.activeElement).toBe(colour);
    expect(calls.at(-1)!.input).toEqual({
      restaurantId: 1,
      ...look,
      primaryColor: '#fde047',
      product_image: false,
    });
  });

  it('switches SPEC §3’s happy-hour pre-ordering and saves it with the look', async () => {
    const { calls } = await open({
      'managers/look': (input) =>
        'primaryColor' in input
          ? {
              data: { ...look, pre_order_for_happy_hour: true },
              message: { body: 'The look has been saved.' },
            }
          : { data: look },
    });
    const preOrder = (await screen.findByRole('checkbox', {
      name: 'Happy-hour dishes are pre-ordered: the guest picks the day, one of their happy-hour days',
    })) as HTMLInputElement;
    expect(preOrder.checked).toBe(false);
    fireEvent.click(preOrder);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save look' })));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.input).toEqual({
      restaurantId: 1,
      ...look,
      pre_order_for_happy_hour: true,
    });
  });

  it('edits a legal page from its stored text, in the restaurant’s language first', async () => {
    const { calls } = await open({
      'managers/pages': (input) =>
        'kind' in input ? { data: input, message: { body: 'The page has been saved.' } } : { data: pages },
    });
    const legal = await screen.findByRole('region', { name: 'Legal and information pages' });
    const tabs = await within(legal).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Deutsch', 'English', 'Français', 'العربية']);
    const text = within(legal).getByRole('textbox', { name: 'Imprint in Deutsch' }) as HTMLTextAreaElement;
    expect(text.value).toBe('### Impressum\n\nOlive & Linde **GmbH**\nBerlin');
    fireEvent.change(text, { target: { value: `${text.value}\n\n- Tel. 030 123` } });
    await act(async () => fireEvent.click(within(legal).getByRole('button', { name: 'Save page' })));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.input).toEqual({
      restaurantId: 1,
      kind: 'imprint',
      content: {
        ...empty,
        de: '<h3>Impressum</h3>\n<p>Olive &amp; Linde <strong>GmbH</strong><br>Berlin</p>\n<ul>\n<li>Tel. 030 123</li>\n</ul>',
      },
    });
  });

  it('formats with the toolbar, previews, and opens the language a 422 names', async () => {
    const needed = 'A shown announcement needs a text in the restaurant’s language.';
    const { calls } = await open({
      'managers/announcements': () => {
        throw new ApiError(422, needed, { 'content.de': [needed] });
      },
    });
    const section = await screen.findByRole('region', { name: 'Announcements' });
    fireEvent.click(await within(section).findByRole('tab', { name: 'English' }));
    const english = within(section).getByRole('textbox', {
      name: 'Announcement in English',
    }) as HTMLTextAreaElement;
    fireEvent.change(english, { target: { value: 'Live music tonight' } });
    english.setSelectionRange(0, 10);
    fireEvent.click(within(section).getByRole('button', { name: 'Bold' }));
    expect(english.value).toBe('**Live music** tonight');
    const preview = within(section).getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.innerHTML).toContain('<strong>Live music</strong> tonight'));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Show this announcement to guests' }));
    await act(async () =>
      fireEvent.click(within(section).getByRole('button', { name: 'Save announcement' })),
    );
    const german = await within(section).findByRole('textbox', { name: 'Announcement in Deutsch' });
    await waitFor(() => expect(german.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByRole('tab', { name: 'Deutsch' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(german);
    expect(calls.at(-1)!.input).toMatchObject({
      kind: 'general',
      shown: true,
      content: { de: '<p>Willkommen</p>', en: '<p><strong>Live music</strong> tonight</p>' },
    });
  });

  it('adds an information page with its title, the server’s message beside the title it misses', async () => {
    const needed = 'Enter a title in the restaurant’s language.';
    const { calls } = await open({
      'managers/information-pages/create': (input) => {
        if (!(input.title as Record<string, string>).de)
          throw new ApiError(422, needed, { 'title.de': [needed] });
        return { data: { id: 9, ...input }, message: { body: 'The page has been added.' } };
      },
    });
    const legal = await screen.findByRole('region', { name: 'Legal and information pages' });
    fireEvent.change(within(legal).getByRole('combobox', { name: 'Page' }), { target: { value: 'new' } });
    fireEvent.click(within(legal).getByRole('tab', { name: 'English' }));
    fireEvent.change(within(legal).getByRole('textbox', { name: 'Title in English' }), {
      target: { value: 'Our suppliers' },
    });
    await act(async () => fireEvent.click(within(legal).getByRole('button', { name: 'Add page' })));
    const germanTitle = await within(legal).findByRole('textbox', { name: 'Title in Deutsch' });
    await waitFor(() => expect(germanTitle.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(germanTitle);
    fireEvent.change(germanTitle, { target: { value: 'Unsere Lieferanten' } });
    fireEvent.change(within(legal).getByRole('textbox', { name: 'New information page in Deutsch' }), {
      target: { value: 'Brot aus **Kreuzberg**' },
    });
    await act(async () => fireEvent.click(within(legal).getByRole('button', { name: 'Add page' })));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.input).toEqual({
      restaurantId: 1,
      title: { en: 'Our suppliers', de: 'Unsere Lieferanten', fr: '', ar: '' },
      content: { en: '', de: '<p>Brot aus <strong>Kreuzberg</strong></p>', fr: '', ar: '' },
    });
  });
});
