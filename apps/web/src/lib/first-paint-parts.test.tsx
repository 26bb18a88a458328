// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPaintPart, loadFirstPaintParts } from './first-paint-parts';

/** Decision 084: a part of the server's first paint, its module loaded apart. */

afterEach(cleanup);

const Footer = firstPaintPart(async () => ({ name }: { name: string }) => <p>Footer of {name}</p>);
const StripEdges = firstPaintPart(async () => () => <p>Edges</p>);

const page = (part: ReactNode) => <Suspense fallback={<p>waiting</p>}>{part}</Suspense>;

describe('a first-paint part', () => {
  it('suspends while its module is not in, and shows once it is', async () => {
    render(page(<Footer name="Olive" />));
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Footer of Olive')).toBeTruthy();
  });

  it('once its module is in, a new mount renders it at once: hydration finds no part to wait for', async () => {
    // never rendered before: a plain React.lazy would still suspend on its first render
    await act(loadFirstPaintParts);
    render(page(<StripEdges />));
    expect(screen.getByText('Edges')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });
});

describe('loading every part', () => {
  it('settles even when a module fails to load, so the page still hydrates', async () => {
    firstPaintPart<object>(() => Promise.reject(new Error('offline')));
    await expect(loadFirstPaintParts()).resolves.toBeDefined();
  });
});
