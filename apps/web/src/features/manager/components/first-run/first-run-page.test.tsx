// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiClient, ApiError } from '../../../../lib/api-client';
import { AppContextProvider } from '../../../../lib/app-context';
import type { PageConfig } from '../../../../lib/page-config';
import type { ManagerApi } from '../../api/manager-api';
import { renderInArea } from '../../testing/render-in-area';
import FirstRunPage from './first-run-page';

/** Issue 20: the first-run page takes the printed token from its link and answers per field. */

afterEach(cleanup);

const config = { apiBase: '/api', firstRun: true } as PageConfig;
const client = { setLanguage: () => undefined } as unknown as ApiClient;

describe('FirstRunPage', () => {
  it('takes the token from the address and removes it there; the web address follows the name', async () => {
    history.replaceState(null, '', '/?setup=printed-token-1234&lang=en');
    await renderWithApi(() => ({ data: {} }));
    expect(((await screen.findByRole('textbox', { name: /^Setup token/ })) as HTMLInputElement).value).toBe(
      'printed-token-1234',
    );
    expect(location.search).toBe('?lang=en');
    fireEvent.change(screen.getByRole('textbox', { name: /^Restaurant name/ }), {
      target: { value: 'Café Olé' },
    });
    expect((screen.getByRole('textbox', { name: /^Web address/ }) as HTMLInputElement).value).toBe(
      'cafe-ole',
    );
  });

  it('marks each field a 422 names and focuses the first; a 409 offers the manager area', async () => {
    let refusal: ApiError = new ApiError(422, 'slug', {
      slug: ['Another restaurant already has this address.'],
      password: ['The password must be at least 8 characters.'],
    });
    const calls = await renderWithApi(() => {
      throw refusal;
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Restaurant name/ }), {
      target: { value: 'Nova' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create restaurant' })));
    const slug = screen.getByRole('textbox', { name: /^Web address/ });
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(slug);
    expect(screen.getByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ name: 'Nova', slug: 'nova', currency: 'EUR', language: 'en' });

    refusal = new ApiError(409, 'This installation already has a restaurant.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create restaurant' })));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the manager area' }).getAttribute('href')).toBe(
      '/manager',
    );
  });
});

/** renders the page with a manager API whose setup call `answer` stands in for; returns the bodies sent */
async function renderWithApi(answer: () => unknown): Promise<Record<string, unknown>[]> {
  const sent: Record<string, unknown>[] = [];
  const api = {
    post: async (path: string, input: Record<string, unknown>) => {
      if (path !== 'setup/restaurant') throw new Error(`unexpected ${path}`);
      sent.push(input);
      return answer();
    },
  } as unknown as ManagerApi;
  await renderInArea(
    <AppContextProvider value={{ config, api: client }}>
      <FirstRunPage api={api} />
    </AppContextProvider>,
  );
  return sent;
}
