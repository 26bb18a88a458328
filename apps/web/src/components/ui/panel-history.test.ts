// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { openPanelEntry } from './panel-history';

/** jsdom moves through history asynchronously, as browsers do: wait for the popstate. */
const back = () =>
  new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
    history.back();
  });

describe('openPanelEntry', () => {
  it('closes the panel on Back instead of leaving the page', async () => {
    history.replaceState({ page: 'menu' }, '');
    const close = vi.fn();
    const end = openPanelEntry(close);
    expect(history.state).toMatchObject({ page: 'menu' });
    await back();
    expect(close).toHaveBeenCalledOnce();
    expect(history.state).toEqual({ page: 'menu' });
    end(true);
  });

  it('closes only the upper of two panels on one Back', async () => {
    const lower = vi.fn();
    const upper = vi.fn();
    const endLower = openPanelEntry(lower);
    openPanelEntry(upper);
    await back();
    expect(upper).toHaveBeenCalledOnce();
    expect(lower).not.toHaveBeenCalled();
    await back();
    expect(lower).toHaveBeenCalledOnce();
    endLower(true);
  });

  it('steps back over its entry when the guest closes it, so the next Back leaves the page', async () => {
    history.replaceState({ page: 'menu' }, '');
    const close = vi.fn();
    const end = openPanelEntry(close);
    const stepped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    end(true);
    await stepped;
    expect(history.state).toEqual({ page: 'menu' });
    expect(close).not.toHaveBeenCalled();
  });

  it('lets the next panel take over the entry of one the page closed itself', () => {
    const end = openPanelEntry(vi.fn());
    const length = history.length;
    end(false);
    const endNext = openPanelEntry(vi.fn());
    expect(history.length).toBe(length);
    endNext(false);
  });
});

describe('openPanelEntry while a step back is on its way', () => {
  it('keeps a panel opened right after another was closed, and Back then closes it', async () => {
    history.replaceState({ page: 'menu' }, '');
    const first = openPanelEntry(vi.fn());
    const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    first(true);
    // the next panel opens before the browser has stepped back
    const second = vi.fn();
    const endSecond = openPanelEntry(second);
    await landed;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second).not.toHaveBeenCalled();
    expect(history.state).toMatchObject({ page: 'menu', tavolaPanelDepth: 1 });
    await back();
    expect(second).toHaveBeenCalledOnce();
    expect(history.state).toEqual({ page: 'menu' });
    endSecond(true);
  });
});
