import type { UserDto } from '@tavola/contracts';
import { schema, verifyPassword } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { clientFor, type ErrorBody, guestOf, restaurantIdOf, signUp, someAddress } from './account-test-kit';

/** SPEC §7 auth/signup, logout, user and user/update with the SPEC §5 server rules. */

let ctx: TestContext;
let olive: number;
let sakura: number;

beforeAll(async () => {
  ctx = await createTestContext();
  olive = restaurantIdOf(ctx, 'olive-linde');
  sakura = restaurantIdOf(ctx, 'sakura-ramen');
});
afterAll(() => ctx.close());

const signup = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: someAddress(),
    headers,
    payload: { restaurantId: olive, ...payload },
  });

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  password: 'cobol-1959',
  password_confirmation: 'cobol-1959',
  phone: '+49 30 1234567',
  birthday: '1906-12-09',
  company: 'Navy',
  postal_code: '10435',
};

describe('POST api/auth/signup', () => {
  it('creates the customer, logs them in and keeps only an argon2id hash of the password', async () => {
    const response = await signup(valid);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: { access_token: string; role: string; user: UserDto };
      message: { body: string };
    }>();
    expect(body.message.body).toBe('The user has been created.');
    expect(body.data.role).toBe('customer');
    expect(body.data.user).toMatchObject({
      email: 'grace@example.org',
      name: 'Grace Hopper',
      phone: '+49 30 1234567',
      mobile: '+49 30 1234567',
      birthday: '1906-12-09',
      company: 'Navy',
      postal_code: '10435',
      postalCode: '10435',
      addresses: [],
    });
    expect(JSON.stringify(body)).not.toContain('cobol-1959');
    expect(await ctx.deps.tokens.verify(body.data.access_token)).toEqual({
      kind: 'customer',
      userId: body.data.user.id,
      restaurantId: olive,
    });
    const [row] = await ctx.deps.db.select().from(schema.users).where(eq(schema.users.id, body.data.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.passwordHash, 'cobol-1959')).toBe(true);
    // the token works at once
    const me = await clientFor(ctx, body.data.access_token, olive).get('auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ data: UserDto }>().data.email).toBe('grace@example.org');
    // and so does the login
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'grace@example.org', password: 'cobol-1959', restaurantId: olive },
    });
    expect(login.statusCode).toBe(200);
  });

  it("'The email has already been taken.' whatever its case, at the same restaurant only", async () => {
    const again = await signup({ ...valid, email: 'GRACE@example.org' });
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorBody>().errors).toEqual({ email: ['The email has already been taken.'] });
    const elsewhere = await signup({ ...valid, restaurantId: sakura });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('checks every field and answers each in the language asked for', async () => {
    const response = await signup(
      {
        name: ' ',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
        phone: 'call me',
        birthday: '2990-01-01',
        postal_code: 'ABCDE',
      },
      { 'accept-language': 'de' },
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json<ErrorBody>().errors ?? {};
    expect(Object.keys(errors).sort()).toEqual([
      'birthday',
      'email',
      'name',
      'password',
      'phone',
      'postal_code',
    ]);
    expect(errors.password).toContain('Das Feld password muss mindestens 8 Zeichen lang sein.');
    expect(errors.email?.[0]).toMatch(/E-Mail/);
  });

  it("'The password confirmation does not match.' on the password", async () => {
    const response = await signup({ ...valid, email: 'c@example.org', password_confirmation: 'cobol-1960' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      password: ['The password confirmation does not match.'],
    });
  });

  it('an impossible birth date and a missing name are refused', async () => {
    const response = await signup({
      ...valid,
      email: 'd@example.org',
      birthday: '1990-02-30',
      name: undefined,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      birthday: ['The birthday is not a valid date.'],
      name: ['The name field is required.'],
    });
  });

  it('blank optional fields count as not given', async () => {
    const response = await signup({
      ...valid,
      email: 'blank@example.org',
      phone: '',
      birthday: ' ',
      company: '',
      postal_code: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { user: UserDto } }>().data.user).toMatchObject({
      phone: null,
      birthday: null,
      company: null,
      postal_code: null,
    });
  });

  it('is closed where the restaurant has registration off', async () => {
    const [row] = await ctx.deps.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, sakura));
    await ctx.deps.db
      .update(schema.restaurants)
      .set({ settings: { ...row!.settings, registration_enabled: false } })
      .where(eq(schema.restaurants.id, sakura));
    try {
      const response = await signup({ ...valid, email: 'closed@example.org', restaurantId: sakura });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().message.body).toBe(
        'Registration is not available at this restaurant.',
      );
    } finally {
      await ctx.deps.db
        .update(schema.restaurants)
        .set({ settings: row!.settings })
        .where(eq(schema.restaurants.id, sakura));
    }
  });

  it('the same e-mail signing up twice at once: one account, the other hears it is taken', async () => {
    const email = 'twice@example.org';
    const answers = await Promise.all([signup({ ...valid, email }), signup({ ...valid, email })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const rows = await ctx.deps.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('an unknown restaurant is 404', async () => {
    const response = await signup({ ...valid, email: 'e@example.org', restaurantId: 999_999 });
    expect(response.statusCode).toBe(404);
  });

  it('sign-ups naming one e-mail from many addresses are each answered, never 429 (the limit is per address)', async () => {
    const email = 'taken-once@example.org';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { restaurantId: olive, ...valid, email },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
  });

  it('one address may not create accounts endlessly', async () => {
    const address = '192.0.2.33';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: address,
        payload: { restaurantId: olive, ...valid, email: `many-${i}@example.org` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('GET api/auth/user and api/auth/logout', () => {
  it('a guest is asked to log in (not told their good token is bad), a manager not authorized', async () => {
    const guest = await guestOf(ctx, olive);
    for (const path of ['auth/user', 'auth/logout']) {
      const refused = await guest.get(path);
      expect(refused.statusCode, path).toBe(401);
      // not 'unauthenticated', on which the client would fetch a new guest token for nothing
      expect(refused.json<ErrorBody>().message, path).toMatchObject({
        code: 'customer_login_required',
        body: 'Please log in to your account first.',
      });
    }
    const managerLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...ctx.demo.manager, manager: true },
    });
    const manager = clientFor(
      ctx,
      managerLogin.json<{ data: { access_token: string } }>().data.access_token,
      olive,
    );
    expect((await manager.get('auth/user')).statusCode).toBe(403);
  });

  it("a customer's token names only its own restaurant", async () => {
    const customer = await signUp(ctx, olive);
    const elsewhere = await customer.get('auth/user', { restaurantId: sakura });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json<ErrorBody>().message.body).toBe('you dont have permission to do this');
    // nor a basket there, nor its menu
    const basket = await customer.post('basket/create', { restaurantId: sakura });
    expect(basket.statusCode).toBe(403);
    expect((await customer.get('restaurant/category', { restaurantId: sakura })).statusCode).toBe(403);
  });

  it('logout answers for the customer', async () => {
    const customer = await signUp(ctx, olive);
    const response = await customer.get('auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: { body: string } }>().message.body).toBe('You have been logged out.');
  });

  it('an expired customer token is unauthenticated', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      const customer = await signUp(ctx, olive);
      const token = await ctx.deps.tokens.issue(
        { kind: 'customer', userId: customer.user.id, restaurantId: olive },
        60,
      );
      const client = clientFor(ctx, token, olive);
      expect((await client.get('auth/user')).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 61_000);
      const expired = await client.get('auth/user');
      expect(expired.statusCode).toBe(401);
      expect(expired.json<ErrorBody>().message.code).toBe('unauthenticated');
    } finally {
      vi.useRealTimers();
    }
  });

  it("a token of a removed account answers SPEC §4's 422 'unauthenticated' (decision 039)", async () => {
    const customer = await signUp(ctx, olive);
    await ctx.deps.db.delete(schema.users).where(eq(schema.users.id, customer.user.id));
    const gone = await customer.get('auth/user');
    expect(gone.statusCode).toBe(422);
    expect(gone.json<ErrorBody>().message).toMatchObject({
      code: 'unauthenticated',
      body: 'You are unauthenticated.',
    });
    // the same request with a token that is not good stays a 401: a new token mends it
    const forged = await clientFor(ctx, `${customer.token}x`, olive).get('auth/user');
    expect(forged.statusCode).toBe(401);
  });
});

describe('POST api/auth/user/update', () => {
  it('changes the fields given and clears blank optional ones', async () => {
    const customer = await signUp(ctx, olive, { company: 'Analytical Engines', phone: '030 1111111' });
    const response = await customer.post('auth/user/update', {
      name: 'Ada King',
      phone: '+44 20 7946 0000',
      birthday: '1985-12-10',
      company: '',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: UserDto; message: { body: string } }>();
    expect(body.message.body).toBe('The user has been updated.');
    expect(body.data).toMatchObject({
      name: 'Ada King',
      phone: '+44 20 7946 0000',
      birthday: '1985-12-10',
      company: null,
      email: customer.email,
    });
  });

  it("a new password needs the current one: 'The current password is not correct.'", async () => {
    const customer = await signUp(ctx, olive);
    const missing = await customer.post('auth/user/update', {
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<ErrorBody>().errors ?? {})).toEqual(['current_password']);
    const wrong = await customer.post('auth/user/update', {
      current_password: 'not-my-password',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>().errors).toEqual({
      current_password: ['The current password is not correct.'],
    });
    const mismatch = await customer.post('auth/user/update', {
      current_password: customer.password,
      password: 'new-password-1',
      password_confirmation: 'new-password-2',
    });
    expect(mismatch.statusCode).toBe(422);
    const changed = await customer.post('auth/user/update', {
      current_password: customer.password,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(changed.statusCode).toBe(200);
    const [row] = await ctx.deps.db.select().from(schema.users).where(eq(schema.users.id, customer.user.id));
    expect(await verifyPassword(row!.passwordHash, 'new-password-1')).toBe(true);
  });

  it('a new e-mail needs the current password and must be free', async () => {
    const customer = await signUp(ctx, olive);
    const other = await signUp(ctx, olive);
    const noPassword = await customer.post('auth/user/update', { email: 'moved@example.org' });
    expect(noPassword.statusCode).toBe(422);
    expect(Object.keys(noPassword.json<ErrorBody>().errors ?? {})).toEqual(['current_password']);
    const taken = await customer.post('auth/user/update', {
      email: other.email.toUpperCase(),
      current_password: customer.password,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<ErrorBody>().errors).toEqual({ email: ['The email has already been taken.'] });
    const moved = await customer.post('auth/user/update', {
      email: 'moved@example.org',
      current_password: customer.password,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: UserDto }>().data.email).toBe('moved@example.org');
    // the same e-mail in another case is not a change
    const sameInCaps = await customer.post('auth/user/update', { email: 'MOVED@example.org' });
    expect(sameInCaps.statusCode).toBe(200);
  });

  it('guessing the current password is limited like a login', async () => {
    const customer = await signUp(ctx, olive);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await customer.post('auth/user/update', {
        current_password: `guess-${i}`,
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('a stranger who locks the login from many addresses does not lock the owner’s profile change', async () => {
    const customer = await signUp(ctx, olive);
    for (let i = 0; i < 15; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { email: customer.email, password: `guess-${i}`, restaurantId: olive },
      });
    }
    const changed = await customer.post('auth/user/update', {
      current_password: customer.password,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('bad values are refused field by field', async () => {
    const customer = await signUp(ctx, olive);
    const response = await customer.post('auth/user/update', {
      name: '',
      phone: 'abc',
      birthday: 'yesterday',
      postal_code: '1',
      email: 'nope',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {}).sort()).toEqual([
      'birthday',
      'email',
      'name',
      'phone',
      'postal_code',
    ]);
    expect(response.json<ErrorBody>().errors?.phone).toEqual([
      'The phone must be a phone number: digits, which may start with +.',
    ]);
  });

  it('a guest cannot update anyone', async () => {
    const guest = await guestOf(ctx, olive);
    expect((await guest.post('auth/user/update', { name: 'Mallory' })).statusCode).toBe(401);
  });
});
