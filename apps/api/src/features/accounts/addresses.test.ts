import type { AddressDto, UserDto } from '@tavola/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { type Customer, type ErrorBody, guestOf, restaurantIdOf, signUp } from './account-test-kit';

/** SPEC §7 auth/user/address (+ add, edit, remove): only the customer's own addresses. */

let ctx: TestContext;
let olive: number;
let sakura: number;
let ada: Customer;
let mallory: Customer;
let foreigner: Customer;

const home = {
  street: 'Schönhauser Allee',
  house_number: '45',
  postal_code: '10435',
  city: 'Berlin',
  country: 'DE',
};

beforeAll(async () => {
  ctx = await createTestContext();
  olive = restaurantIdOf(ctx, 'olive-linde');
  sakura = restaurantIdOf(ctx, 'sakura-ramen');
  ada = await signUp(ctx, olive);
  mallory = await signUp(ctx, olive);
  foreigner = await signUp(ctx, sakura);
});
afterAll(() => ctx.close());

const list = async (customer: Customer) =>
  (await customer.get('auth/user/address')).json<{ data: AddressDto[] }>().data;

describe('saved addresses', () => {
  it('saves an address the restaurant does not deliver to, with a word naming where it does (issue 33)', async () => {
    const far = await mallory.post('auth/user/address/add', { ...home, postal_code: '99999' });
    expect(far.statusCode).toBe(200);
    expect(far.json<{ message: { type: string; body: string } }>().message).toEqual({
      type: 'warning',
      code: 'address_outside_area',
      body: 'The address is saved. Note: we do not deliver to 99999; we deliver to 10115, 10119, 10405, 10435, and 10437.',
    });
    expect((await list(mallory)).map((address) => address.postal_code)).toEqual(['99999']);
    await mallory.put('auth/user/address/remove', { id: (await list(mallory))[0]!.id });
  });

  it('add, list (also on the user), edit and remove with their messages', async () => {
    const added = await ada.post('auth/user/address/add', home);
    expect(added.statusCode).toBe(200);
    const body = added.json<{ data: AddressDto; message: { body: string } }>();
    expect(body.message.body).toBe('The address has been created.');
    expect(body.data).toMatchObject({ ...home, postalCode: '10435' });

    expect(await list(ada)).toEqual([body.data]);
    const user = (await ada.get('auth/user')).json<{ data: UserDto }>().data;
    expect(user.addresses).toEqual([body.data]);

    const edited = await ada.post('auth/user/address/edit', {
      ...home,
      id: body.data.id,
      house_number: '47a',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ message: { body: string } }>().message.body).toBe('The address has been updated.');
    expect((await list(ada))[0]?.house_number).toBe('47a');

    const removed = await ada.put('auth/user/address/remove', { id: body.data.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ message: { body: string } }>().message.body).toBe('The address has been deleted.');
    expect(await list(ada)).toEqual([]);
    expect((await ada.put('auth/user/address/remove', { id: body.data.id })).statusCode).toBe(404);
  });

  it('takes postalCode for postal_code, as the checkout names it', async () => {
    const { postal_code, ...rest } = home;
    const response = await ada.post('auth/user/address/add', { ...rest, postalCode: postal_code });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: AddressDto }>().data.postal_code).toBe('10435');
  });

  it('refuses missing and malformed fields one by one', async () => {
    const response = await ada.post('auth/user/address/add', {
      street: '',
      postal_code: '10A35',
      city: 'Berlin',
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<ErrorBody>().errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['country', 'house_number', 'postal_code', 'street']);
    expect(errors.postal_code).toEqual(['The postal_code must be a postal code of 4 or 5 digits.']);
    expect(errors.street).toEqual(['The street field is required.']);
    const badId = await ada.post('auth/user/address/edit', { ...home, id: 'abc' });
    expect(badId.statusCode).toBe(422);
    expect(Object.keys(badId.json<ErrorBody>().errors ?? {})).toEqual(['id']);
    expect((await ada.put('auth/user/address/remove', {})).statusCode).toBe(422);
  });

  it("another customer can neither see, edit nor remove Ada's address", async () => {
    const id = (await ada.post('auth/user/address/add', home)).json<{ data: AddressDto }>().data.id;
    expect((await list(mallory)).map((entry) => entry.id)).not.toContain(id);
    const edit = await mallory.post('auth/user/address/edit', { ...home, id, street: 'Mallory Street' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json<ErrorBody>().message.body).toBe('The address does not exist.');
    expect((await mallory.put('auth/user/address/remove', { id })).statusCode).toBe(404);
    // nor a customer of another restaurant, with their own restaurant or with Ada's
    expect((await foreigner.post('auth/user/address/edit', { ...home, id })).statusCode).toBe(404);
    expect((await foreigner.put('auth/user/address/remove', { id })).statusCode).toBe(404);
    expect((await foreigner.put('auth/user/address/remove', { id, restaurantId: olive })).statusCode).toBe(
      403,
    );
    expect((await foreigner.get('auth/user/address', { restaurantId: olive })).statusCode).toBe(403);
    // Ada's address is untouched
    expect((await list(ada)).find((entry) => entry.id === id)?.street).toBe('Schönhauser Allee');
  });

  it('a guest has no addresses to read or change', async () => {
    const guest = await guestOf(ctx, olive);
    expect((await guest.get('auth/user/address')).statusCode).toBe(401);
    expect((await guest.post('auth/user/address/add', home)).statusCode).toBe(401);
    expect((await guest.put('auth/user/address/remove', { id: 1 })).statusCode).toBe(401);
  });
});
