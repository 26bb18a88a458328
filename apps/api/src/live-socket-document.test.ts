import { realtimeHelloSchema, realtimeServerMessageSchema, realtimeServerMessages } from '@tavola/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publishOrderCreated, publishTableCall } from './features/realtime';
import { openLiveSocket } from './test/live-socket';
import { managerFixtures } from './test/manager-fixtures';
import { createTestContext, type TestContext } from './test/test-app';

/**
 * Issue 19: the OpenAPI document also describes the live socket (`x-websocket`), from the same
 * contracts the socket code sends; what a real socket receives parses with them.
 */

interface SocketDocument {
  path: string;
  clientMessages: { name: string; schema: { $ref: string } }[];
  serverMessages: { name: string; receivedBy: string[]; schema: { $ref: string } }[];
  closeCodes: Record<string, string>;
}
interface Document {
  'x-websocket'?: SocketDocument;
  components: { schemas: Record<string, { properties?: { type?: { const?: string; enum?: string[] } } }> };
}

let ctx: TestContext;
let document: Document;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx?.close());

const resolve = (ref: string) => document.components.schemas[ref.replace('#/components/schemas/', '')];

describe('x-websocket in the OpenAPI document', () => {
  it('names the socket, its hello and every message the server sends, each schema filed', () => {
    const socket = document['x-websocket']!;
    expect(socket.path).toBe('/api/realtime');
    expect(socket.clientMessages.map((message) => message.name)).toEqual(['hello']);
    expect(resolve(socket.clientMessages[0]!.schema.$ref)).toEqual(
      z.toJSONSchema(realtimeHelloSchema, { io: 'input', unrepresentable: 'any' }),
    );
    expect(socket.serverMessages.map((message) => message.name).sort()).toEqual(
      Object.keys(realtimeServerMessages).sort(),
    );
    for (const message of socket.serverMessages)
      expect(resolve(message.schema.$ref), message.name).toBeDefined();
    expect(socket.closeCodes).toMatchObject({ 4400: 'badHello', 4401: 'unauthenticated' });
  });

  it('lists the event types a client can switch on', () => {
    const typesOf = (name: string) => {
      const entry = document['x-websocket']!.serverMessages.find((message) => message.name === name)!;
      const type = resolve(entry.schema.$ref)?.properties?.type;
      return type?.enum ?? [type?.const];
    };
    expect(typesOf('orderEvent')).toEqual(['order.created', 'order.payment', 'order.status']);
    expect(typesOf('tableCallEvent')).toEqual(['table.call', 'table.call.acknowledged']);
    expect(typesOf('tablePaymentEvent')).toEqual(['table.payment']);
    expect(typesOf('ready')).toEqual(['ready']);
  });
});

describe('what a real socket receives matches the described messages', () => {
  it("a manager's socket: ready, an order event and a table call", async () => {
    const f = await managerFixtures(ctx);
    const socket = await openLiveSocket(base, {
      type: 'manager',
      token: f.oliveManager,
      restaurantId: f.olive,
    });
    await socket.ready();
    await publishOrderCreated(ctx.deps.realtime, {
      restaurantId: f.olive,
      orderId: 4711,
      status: 'received',
    });
    await publishTableCall(ctx.deps.realtime, {
      restaurantId: f.olive,
      callId: 1,
      tableId: 2,
      tableName: 'T2',
      kind: 'waiter',
    });
    await socket.next((message) => message.type === 'order.created');
    await socket.next((message) => message.type === 'table.call');
    expect(socket.received.length).toBeGreaterThanOrEqual(3);
    for (const message of socket.received)
      expect(realtimeServerMessageSchema.safeParse(message).success).toBe(true);
    socket.socket.close();
  });

  it('a refused hello: an error message, then the close code', async () => {
    const socket = await openLiveSocket(base, { type: 'nobody' });
    const error = await socket.next((message) => message.type === 'error');
    expect(realtimeServerMessageSchema.safeParse(error).success).toBe(true);
    expect(error.code).toBe('validation_failed');
  });

  it('the check can fail: a message outside the contract does not parse', () => {
    expect(realtimeServerMessageSchema.safeParse({ type: 'order.created', orderId: 'x' }).success).toBe(
      false,
    );
  });
});
