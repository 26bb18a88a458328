import type { BasketDto, BasketProductDto } from '@tavola/contracts';
import { describe, expect, it } from 'vitest';
import { basketQuantities, cartShrank, orderedQuantities, plainLine } from './cart-lines';

const line = (overrides: Partial<BasketProductDto>): BasketProductDto => ({
  id: 1,
  basketProductId: 1,
  RestaurantProductId: 10,
  name: 'Cola',
  image: null,
  quantity: 1,
  price: 350,
  totalPrice: 375,
  deposit: 25,
  stock: null,
  is_package: 0,
  attributeItems: [],
  items: [],
  depot: null,
  extra_info: {},
  ...overrides,
});

const basket = (products: BasketProductDto[]): BasketDto => ({
  id: 'b',
  restaurant_id: 1,
  products,
  items_count: products.reduce((sum, product) => sum + product.quantity, 0),
  deliveryType: 'pickup',
  deliveryTime: null,
  duration: null,
  voucher_code: null,
  voucherValue: 0,
  postalCode: null,
  tip: 0,
  shipping_price: 0,
  totalPrice: 0,
  totalWithDiscount: 0,
  summary: { subtotal: 0, deposits: 0, discount: 0, shipping: 0, tip: 0, total: 0 },
  minimum_order: null,
  table: null,
  table_id: null,
  extra_info: {},
});

const packageItem = (productId: number, quantity: number) => ({
  RestaurantProductId: productId,
  productPackageId: productId * 100,
  name: 'x',
  quantity,
  price: 0,
  depot: null,
});

describe('basketQuantities', () => {
  it('counts package choices times the package quantity (SPEC §4 Stock)', () => {
    const quantities = basketQuantities(
      basket([
        line({ RestaurantProductId: 10, quantity: 2 }),
        line({
          basketProductId: 2,
          RestaurantProductId: 99,
          quantity: 3,
          is_package: 1,
          items: [packageItem(10, 1), packageItem(20, 2)],
        }),
      ]),
    );
    expect(quantities.get(10)).toBe(5);
    expect(quantities.get(20)).toBe(6);
  });
  it('is empty without a basket', () => {
    expect(basketQuantities(undefined).size).toBe(0);
  });
});

describe('orderedQuantities', () => {
  it('adds the lines of a product, with and without options, but not its units inside set menus', () => {
    const quantities = orderedQuantities(
      basket([
        line({ RestaurantProductId: 10, quantity: 2 }),
        line({ basketProductId: 2, RestaurantProductId: 10, quantity: 1, extra_info: { comment: 'hot' } }),
        line({
          basketProductId: 3,
          RestaurantProductId: 99,
          quantity: 3,
          is_package: 1,
          items: [packageItem(10, 1)],
        }),
      ]),
    );
    expect(quantities.get(10)).toBe(3);
    expect(quantities.get(99)).toBe(3);
  });
  it('is empty without a basket', () => {
    expect(orderedQuantities(undefined).size).toBe(0);
  });
});

describe('cartShrank', () => {
  const two = basket([line({ quantity: 1 }), line({ basketProductId: 2, RestaurantProductId: 11 })]);
  it('is true when a line or a unit went away', () => {
    expect(cartShrank(two, basket([line({})]))).toBe(true);
  });
  it('is false when the cart kept everything, or nothing was known before', () => {
    expect(cartShrank(two, two)).toBe(false);
    expect(cartShrank(undefined, basket([]))).toBe(false);
  });
});

describe('plainLine', () => {
  it('finds the line without options, package choices or comment', () => {
    const withOption = line({
      attributeItems: [{ id: 5, item: 'Aioli', group: 'Sauces', price: 50, quantity: 1 }],
    });
    const commented = line({ basketProductId: 2, extra_info: { comment: 'hot' } });
    const plain = line({ basketProductId: 3 });
    expect(plainLine(basket([withOption, commented, plain]), 10)?.basketProductId).toBe(3);
    expect(plainLine(basket([withOption]), 10)).toBeUndefined();
  });
});
