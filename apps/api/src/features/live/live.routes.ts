import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import { type RealtimeHello, type RealtimeServerMessage, realtimeHelloSchema } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../../app-deps';
import { requestLocale } from '../../plugins/locale';
import { managesRestaurant } from '../manager-access';
import type { LiveEvent } from '../realtime';
import { findTablePayment } from '../table-bill';

/** How long a socket may stay silent before saying who listens. */
const helloTimeoutMs = 10_000;
/** Pings keep proxies from closing idle sockets and find the dead ones. */
const heartbeatMs = 30_000;
/** A client that does not read is dropped rather than held in memory. */
const maxBufferedBytes = 1024 * 1024;

/** Close codes in the private range: the client can tell "log in again" from "reconnect". */
export const closeCodes = {
  badHello: 4400,
  unauthenticated: 4401,
  forbidden: 4403,
  notFound: 4404,
  timeout: 4408,
};

type Outcome =
  | { ok: true; restaurantId: number; filter: (event: LiveEvent) => RealtimeServerMessage | undefined }
  | { ok: false; close: number; key: ServerMessageKey };

/**
 * Issue 7 real time: GET api/realtime upgrades to a WebSocket. The first message says who
 * listens (contracts realtimeHelloSchema): a manager's token and one of their restaurants —
 * every order event and table call of that restaurant — or a guest's order and its handle —
 * that order's status and payment changes only — or (issue 17) a table's bill by its handle —
 * that bill's changes only. Tokens travel in the message, never in the address or a cookie.
 * Each socket is told its id in 'ready'; a request that names it (`x-socket-id`) is not echoed
 * back to it.
 */
export function liveRoutes({ db, tokens, realtime }: AppDeps) {
  async function authorize(hello: RealtimeHello, socketId: string): Promise<Outcome> {
    const restaurantId = Number(hello.restaurantId);
    const echo = (event: LiveEvent) => 'originSocketId' in event && event.originSocketId === socketId;
    if (hello.type === 'manager') {
      const principal = await tokens.verify(hello.token);
      if (principal === 'expired' || principal === 'invalid')
        return { ok: false, close: closeCodes.unauthenticated, key: 'unauthenticated' };
      if (principal.kind !== 'manager')
        return { ok: false, close: closeCodes.forbidden, key: 'not_authorized' };
      if (!(await managesRestaurant(db, principal.managerId, restaurantId)))
        return { ok: false, close: closeCodes.forbidden, key: 'no_permission' };
      return { ok: true, restaurantId, filter: (event) => (echo(event) ? undefined : { ...event }) };
    }
    if (hello.type === 'table') {
      const bill = await findTablePayment(db, restaurantId, hello.tablePaymentId);
      if (!bill) return { ok: false, close: closeCodes.notFound, key: 'table_payment_not_exist' };
      return {
        ok: true,
        restaurantId,
        // that bill's changes only, never an order or a call
        filter: (event) =>
          event.type === 'table.payment' && event.tablePaymentId === hello.tablePaymentId && !echo(event)
            ? {
                type: event.type,
                tablePaymentId: event.tablePaymentId,
                action: event.action,
                claimId: event.claimId,
                at: event.at,
              }
            : undefined,
      };
    }
    const orderId = Number(hello.orderId);
    const [order] = await db
      .select({ token: schema.orders.token })
      .from(schema.orders)
      .where(and(eq(schema.orders.id, orderId), eq(schema.orders.restaurantId, restaurantId)));
    // as GET api/order: the order's own handle proves the guest may see it
    if (!order || order.token !== hello.token)
      return { ok: false, close: closeCodes.notFound, key: 'order_not_exist' };
    return {
      ok: true,
      restaurantId,
      // its order's changes only: never another order, never a table call (issue 16)
      filter: (event) =>
        'orderId' in event && event.orderId === orderId && event.type !== 'order.created'
          ? {
              type: event.type,
              orderId,
              status: event.status,
              stage: 'stage' in event ? event.stage : undefined,
              paymentState: event.paymentState,
              at: event.at,
            }
          : undefined,
    };
  }

  return async (app: FastifyInstance) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
    const alive = new WeakMap<WebSocket, boolean>();
    const sockets = new Set<WebSocket>();
    const heartbeat = setInterval(() => {
      for (const socket of sockets) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    }, heartbeatMs);
    heartbeat.unref();
    app.addHook('onClose', async () => clearInterval(heartbeat));

    app.get(
      '/realtime',
      { websocket: true, config: { public: true }, schema: { hide: true } },
      (socket, request) => {
        const t = serverTranslator(requestLocale(request));
        // contracts realtime.ts: what a client may receive, as the OpenAPI document describes it
        const send = (message: RealtimeServerMessage) => {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > maxBufferedBytes) {
            socket.terminate();
            return;
          }
          socket.send(JSON.stringify(message));
        };
        const refuse = (close: number, key: ServerMessageKey) => {
          send({ type: 'error', code: key, message: t(key) });
          socket.close(close, key);
        };
        let stop: (() => void) | undefined;
        let closed = false;
        const socketId = randomUUID();
        sockets.add(socket);
        alive.set(socket, true);
        socket.on('pong', () => alive.set(socket, true));
        const timer = setTimeout(() => refuse(closeCodes.timeout, 'unauthenticated'), helloTimeoutMs);
        socket.on('close', () => {
          closed = true;
          clearTimeout(timer);
          sockets.delete(socket);
          stop?.();
        });
        socket.once('message', async (raw) => {
          clearTimeout(timer);
          let hello: RealtimeHello;
          try {
            const parsed = realtimeHelloSchema.safeParse(JSON.parse(String(raw)));
            if (!parsed.success) return refuse(closeCodes.badHello, 'validation_failed');
            hello = parsed.data;
          } catch {
            return refuse(closeCodes.badHello, 'validation_failed');
          }
          try {
            const outcome = await authorize(hello, socketId);
            if (!outcome.ok) return refuse(outcome.close, outcome.key);
            const unsubscribe = await realtime.subscribe(outcome.restaurantId, (event) => {
              const message = outcome.filter(event);
              if (message) send(message);
            });
            const stopResync = realtime.onResync(() => send({ type: 'resync' }));
            stop = () => {
              unsubscribe();
              stopResync();
            };
            if (closed) return stop();
            // from here on nothing published is missed: the client may (re)fetch what it shows
            send({
              type: 'ready',
              scope: hello.type === 'manager' ? 'restaurant' : hello.type,
              restaurantId: outcome.restaurantId,
              socketId,
            });
          } catch (error) {
            request.log.error({ err: error }, 'live socket failed');
            send({ type: 'error', code: 'something_went_wrong', message: t('something_went_wrong') });
            socket.close(1011, 'error');
          }
        });
      },
    );
  };
}
