import { activityKinds } from '@tavola/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';
import { recordedPrefix, registerActivityRecording, writeMethods } from './activity-recording';

/**
 * Issue 20 (decision 044): every write route of the manager area declares what the activity
 * list records of it. A route added without a declaration fails here, naming itself.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const managerWrites = (declarations: ReadonlyMap<string, unknown>) =>
  [...declarations.keys()].filter((route) => route.split(' ')[1]!.startsWith(recordedPrefix));

describe('activity declarations', () => {
  it('every registered write under /api/managers/ declares a kind, or why it records nothing', () => {
    const writes = managerWrites(ctx.app.activityDeclarations);
    // the OpenAPI document lists the same routes: nothing registered escapes the enumeration
    const documented = Object.entries(ctx.app.swagger().paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((route) => writeMethods.includes(route.split(' ')[0]!) && path.startsWith(recordedPrefix)),
    );
    expect(writes.sort()).toEqual(documented.sort());
    expect(writes.length).toBeGreaterThanOrEqual(48);
    const undeclared = writes.filter((route) => ctx.app.activityDeclarations.get(route) === undefined);
    expect(undeclared, 'declare config.activity on these routes (decision 044)').toEqual([]);
    for (const route of writes) {
      const declaration = ctx.app.activityDeclarations.get(route)!;
      if (declaration.kind === null) expect(declaration.why.length, route).toBeGreaterThan(10);
      else expect(activityKinds, route).toContain(declaration.kind);
    }
  });

  it("records a write with the entity's name as the restaurant calls it, and nothing of a refused one", async () => {
    const f = await managerFixtures(ctx);
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/managers/menu/products/visibility',
        headers: { authorization: `Bearer ${f.oliveManager}` },
        payload,
      });
    expect((await post({ restaurantId: f.olive, id: f.falafel.id, hidden: true })).statusCode).toBe(200);
    expect((await post({ restaurantId: f.olive, id: f.falafel.id })).statusCode).toBe(422);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/managers/activity?restaurantId=${f.olive}`,
      headers: { authorization: `Bearer ${f.oliveManager}` },
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        // issue 34: the kind says which of the two (it read 'visibility', "showed or hid")
        kind: 'menu.product.hide',
        subject: 'Falafel (5 Stück)',
        who: { name: expect.any(String), email: 'manager@olive-linde.demo' },
      }),
    ]);
  });

  it('a write route registered without a declaration is named as undeclared', async () => {
    const app = Fastify();
    const declarations = registerActivityRecording(app, {
      db: ctx.deps.db,
      requireRestaurant: ctx.deps.requireRestaurant,
    });
    app.post('/api/managers/new-thing', async () => ({}));
    app.post(
      '/api/managers/declared',
      { config: { activity: { kind: 'menu.product.update' } } },
      async () => ({}),
    );
    await app.ready();
    expect(managerWrites(declarations).filter((route) => declarations.get(route) === undefined)).toEqual([
      'POST /api/managers/new-thing',
    ]);
    await app.close();
  });
});
