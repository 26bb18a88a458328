// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, Route, Switch, useLocation, useSearch } from 'wouter';
import { BrowserRouter, NavLink } from './router';

/** Decision 054: the browser's address for wouter, each change rendered as a transition. */

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(cleanup);

function Address() {
  const [path] = useLocation();
  const search = useSearch();
  return <p data-testid="address">{`${path}?${search}`}</p>;
}

describe('BrowserRouter', () => {
  it('keeps the page on the screen until the next page’s module is there, without the fallback', async () => {
    let load!: () => void;
    const LaterPage = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          load = () => resolve({ default: () => <h1>Later page</h1> });
        }),
    );
    render(
      <BrowserRouter>
        <Suspense fallback={<p>Loading</p>}>
          <Switch>
            <Route path="/">
              <h1>First page</h1>
              <Link href="/later">Later</Link>
            </Route>
            <Route path="/later">
              <LaterPage />
            </Route>
          </Switch>
        </Suspense>
      </BrowserRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Later' })));
    expect(location.pathname).toBe('/later');
    expect(screen.getByRole('heading').textContent).toBe('First page');
    expect(screen.queryByText('Loading')).toBeNull();
    await act(async () => load());
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeTruthy();
  });

  it('follows the back button and a replacing navigation, query included', async () => {
    function Go() {
      const [, navigate] = useLocation();
      return (
        <button type="button" onClick={() => navigate('/cart?next=checkout', { replace: true })}>
          Go
        </button>
      );
    }
    render(
      <BrowserRouter>
        <Address />
        <Link href="/menu?category=3">Menu</Link>
        <Go />
      </BrowserRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Menu' })));
    expect(screen.getByTestId('address').textContent).toBe('/menu?category=3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(screen.getByTestId('address').textContent).toBe('/cart?next=checkout');
    // the replaced entry is gone: back leads to the first address
    await act(async () => {
      history.back();
      await new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByTestId('address').textContent).toBe('/?');
  });
});

describe('NavLink', () => {
  it('marks the current page and the pages below it, or with end only its own path', async () => {
    history.replaceState(null, '', '/manager/tickets/attendees');
    const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
    render(
      <BrowserRouter>
        <NavLink to="/manager" end className={tab}>
          Orders
        </NavLink>
        <NavLink to="/manager/tickets" className={tab}>
          Tickets
        </NavLink>
        <NavLink to="/manager/tables" className={tab}>
          Tables
        </NavLink>
      </BrowserRouter>,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Tickets').getAttribute('aria-current')).toBe('page');
    expect(link('Tickets').className).toBe('on');
    expect(link('Orders').getAttribute('aria-current')).toBeNull();
    expect(link('Tables').className).toBe('off');
    await act(async () => fireEvent.click(link('Orders')));
    expect(link('Orders').getAttribute('aria-current')).toBe('page');
    expect(link('Tickets').getAttribute('aria-current')).toBeNull();
  });
});
