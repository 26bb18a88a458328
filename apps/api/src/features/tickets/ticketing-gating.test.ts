import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchSettings } from '../../test/demo-fixtures';
import { type TicketKit, ticketTestContext } from './ticket-test-kit';

/**
 * SPEC §2 on the server: with a ticketing system the storefront has no table reservation, no
 * auth panel (login, register, password reset) and no blog, and the API refuses them too; the
 * manager area keeps working.
 */
let kit: TicketKit;
beforeAll(async () => {
  kit = await ticketTestContext();
});
afterAll(() => kit?.close());

const signup = (restaurantId: number, email: string) =>
  kit.post('auth/signup', {
    restaurantId,
    name: 'Grace Hopper',
    email,
    password: 'cobol-1959',
    password_confirmation: 'cobol-1959',
  });

async function refusals(restaurantId: number) {
  return {
    signup: await signup(restaurantId, `grace-${restaurantId}@example.org`),
    login: await kit.post('auth/login', {
      restaurantId,
      email: kit.ctx.demo.customer.email,
      password: kit.ctx.demo.customer.password,
    }),
    forgot: await kit.post('auth/forgot-password', { restaurantId, email: kit.ctx.demo.customer.email }),
    reservation: await kit.post('restaurant/reserve-table', {
      restaurantId,
      adults: 2,
      date: '2026-11-27',
      time: '19:30',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '0301234567',
    }),
    blogs: await kit.get<unknown[]>('blogs', { restaurantId }),
    blog: await kit.get('blogs/show/slug', { restaurantId, blogSlug: 'our-olive-oil' }),
  };
}

describe('what a ticketing system suppresses (SPEC §2)', () => {
  it('refuses accounts, table reservation and the blog of Kochschule Rosmarin', async () => {
    const answers = await refusals(kit.rosmarin);
    for (const answer of [answers.signup, answers.login, answers.forgot]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toEqual({
        type: 'error',
        body: 'Customer accounts are not available at this restaurant.',
        code: 'accounts_unavailable',
      });
    }
    expect(answers.reservation.status).toBe(403);
    expect(answers.reservation.body.message.code).toBe('reservation_unavailable');
    expect(answers.blogs.body.data).toEqual([]);
    expect(answers.blog.status).toBe(404);
  });

  it('switches them off at Olive & Linde with its ticketing system, and on again without', async () => {
    await patchSettings(kit.ctx, kit.olive, { ticketingSystem: true });
    try {
      const off = await refusals(kit.olive);
      expect([off.signup, off.login, off.forgot, off.reservation].map((answer) => answer.status)).toEqual([
        403, 403, 403, 403,
      ]);
      expect(off.blogs.body.data).toEqual([]);
      expect(off.blog.status).toBe(404);
      const german = await kit.post(
        'auth/login',
        { restaurantId: kit.olive, email: 'x@example.org', password: 'whatever' },
        { 'accept-language': 'de' },
      );
      expect(german.body.message.body).toBe('Kundenkonten sind bei diesem Restaurant nicht verfügbar.');
    } finally {
      await patchSettings(kit.ctx, kit.olive, { ticketingSystem: false });
    }
    const on = await refusals(kit.olive);
    expect(on.signup.status).toBe(200);
    expect(on.login.status).toBe(200);
    expect(on.forgot.status).toBe(200);
    expect((on.blogs.body.data as unknown[]).length).toBeGreaterThan(0);
    expect(on.blog.status).toBe(200);
  });

  it("keeps the manager's login", async () => {
    const login = await kit.post<{ role: string }>('auth/login', {
      email: 'manager@rosmarin.demo',
      password: 'demo-rosmarin-2026',
      manager: true,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.role).toBe('manager');
  });
});
