// @vitest-environment jsdom
import type { ProductDto } from '@tavola/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, loadTranslator } from '../../../lib/i18n';
import { ProductList } from './product-list';

/** Issue 19, SPEC §9: 'categories expanded' off shows each subcategory as 5 thumbnails then an ellipsis. */

const settings = { categories_expanded: false, product_image: true };
vi.mock('../../restaurant', () => ({
  useRestaurant: () => ({ pinned_products_label: '', settings }),
}));
// the cards have their own tests; here a card is its name
vi.mock('./product-card', () => ({
  ProductCard: ({ product }: { product: ProductDto }) => <article>{product.name}</article>,
}));

afterEach(cleanup);

const product = (id: number, subcategory: number | null): ProductDto =>
  ({
    id,
    name: `Dish ${id}`,
    image: id % 2 ? `/api/media/${id}` : null,
    subcategory_id: subcategory,
    subcategory_name: subcategory ? `Sub ${subcategory}` : null,
    subcategory_image: null,
    subcategory_priority: subcategory,
  }) as ProductDto;

async function renderList(products: ProductDto[]) {
  const t = await loadTranslator('en');
  await act(async () => {
    render(
      <I18nProvider initial={{ locale: 'en', t }}>
        <ProductList
          mode={{ kind: 'category', id: 1 }}
          categories={[{ id: 1, name: 'Mezze' } as never]}
          products={products}
          loading={false}
          failed={false}
          onRetry={() => undefined}
          onOpen={() => undefined}
          inCart={new Map()}
          inBasket={new Map()}
        />
      </I18nProvider>,
    );
  });
}

const seven = [product(1, null), ...[2, 3, 4, 5, 6, 7, 8].map((id) => product(id, 9)), product(10, 11)];

describe('ProductList subcategory preview', () => {
  it('shows five thumbnails and an ellipsis until the subcategory is opened', async () => {
    settings.categories_expanded = false;
    await renderList(seven);
    // products without a subcategory are never folded
    expect(screen.getByText('Dish 1')).toBeTruthy();
    const preview = screen.getByRole('list', { name: 'Preview of Sub 9' });
    expect(preview.querySelectorAll('li')).toHaveLength(6);
    expect(preview.textContent).toContain('…');
    expect(screen.queryByText('Dish 2', { selector: 'article' })).toBeNull();
    // a subcategory of one has no ellipsis
    expect(screen.getByRole('list', { name: 'Preview of Sub 11' }).textContent).not.toContain('…');

    const open = screen.getByRole('button', { name: /Sub 9/ });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByText(/Dish [2-8]/, { selector: 'article' })).toHaveLength(7);
    expect(screen.queryByRole('list', { name: 'Preview of Sub 9' })).toBeNull();
  });

  it('shows every card at once when categories are expanded', async () => {
    settings.categories_expanded = true;
    await renderList(seven);
    expect(screen.queryByRole('list', { name: /Preview of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sub 9/ })).toBeNull();
    expect(screen.getAllByText(/Dish \d+/, { selector: 'article' })).toHaveLength(9);
  });
});
