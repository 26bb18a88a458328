import type { Database } from '@tavola/db';
import { type ActivityKind, type LocalizedText, resolveText } from '@tavola/domain';
import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import type { RequireRestaurant } from '../restaurants';
import { recordActivity } from './activity.repository';

/** What naming a successful write's entity may use: its validated body, its answer, the database. */
export interface ActivityAnswer {
  body: Record<string, unknown>;
  payload: { data?: unknown };
  restaurantId: number;
  db: Database;
  /** a name as the restaurant reads it: a text as is, a per-language name in the restaurant's language */
  nameOf: (value: unknown) => string | undefined;
}
type Subject = string | null | undefined;

/**
 * Issue 20 (decision 044): every manager write route declares what it records in its route
 * config — the kind, and where the entity's name is not the answer's or the body's `name` /
 * `code`, how to name it (or its handler sets `request.activitySubject`). A route that changes
 * nothing says why instead (`kind: null`).
 */
export type ActivityDeclaration =
  | {
      kind: ActivityKind;
      /** issue 34: the kind the request makes of it, where one route does one of two things (show or hide) */
      kindOf?: (body: Record<string, unknown>) => ActivityKind;
      subject?: (answer: ActivityAnswer) => Subject | Promise<Subject>;
    }
  | { kind: null; why: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    activity?: ActivityDeclaration;
  }
  interface FastifyRequest {
    /** the changed entity's name, set by a handler that read it (before a delete, say) */
    activitySubject?: string;
  }
}

/** Routes whose writes must each declare their activity: the manager area's. */
export const recordedPrefix = '/api/managers/';
export const writeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The entity's name when a route gives no function of its own: the answer's `name` or `code`,
 * else the request's, else the id it names.
 */
export function defaultSubject({ body, payload, nameOf }: ActivityAnswer): string | null {
  const data = (payload.data ?? {}) as Record<string, unknown>;
  const named = nameOf(data.name) ?? nameOf(data.code) ?? nameOf(body.name) ?? nameOf(body.code);
  if (named) return named;
  const id = body.id ?? data.id;
  return typeof id === 'number' || typeof id === 'string' ? `#${id}` : null;
}

/**
 * Registers the recording: each route that declares a kind gets a hook that writes its entry
 * once the handler answered 2xx, before the answer leaves (whoever reads the list next sees
 * it). A failed entry is logged and the answer still goes: the change itself is committed.
 * Returns every write route's declaration by "METHOD /url", for the coverage test.
 */
export function registerActivityRecording(
  app: FastifyInstance,
  deps: { db: Database; requireRestaurant: RequireRestaurant },
) {
  const declarations = new Map<string, ActivityDeclaration | undefined>();
  app.decorateRequest('activitySubject', undefined);
  app.addHook('onRoute', (route) => {
    const declaration = route.config?.activity;
    for (const method of [route.method].flat())
      if (writeMethods.includes(method.toUpperCase()))
        declarations.set(`${method.toUpperCase()} ${route.url}`, declaration);
    if (!declaration?.kind) return;
    const { kind: declaredKind, kindOf, subject = defaultSubject } = declaration;
    const record: preSerializationAsyncHookHandler = async (request, reply, payload) => {
      // SPEC §7 sends some writes' parameters in the query (an upload's body is the file)
      const body = {
        ...(request.query as Record<string, unknown> | undefined),
        ...(isPlainObject(request.body) ? request.body : {}),
      };
      const { principal } = request;
      const restaurantId = Number(body.restaurantId);
      const kind = kindOf?.(body) ?? declaredKind;
      if (reply.statusCode >= 300 || principal?.kind !== 'manager' || !Number.isInteger(restaurantId))
        return payload;
      try {
        const restaurant = await deps.requireRestaurant(restaurantId);
        const nameOf = (value: unknown) =>
          (typeof value === 'string'
            ? value.trim()
            : value && typeof value === 'object'
              ? resolveText(value as LocalizedText, restaurant.defaultLang, 'en')
              : '') || undefined;
        const named =
          request.activitySubject ??
          (await subject({
            body,
            payload: payload as ActivityAnswer['payload'],
            restaurantId,
            db: deps.db,
            nameOf,
          }));
        await recordActivity(deps.db, {
          restaurantId,
          managerId: principal.managerId,
          kind,
          subject: named?.slice(0, 200) ?? null,
        });
      } catch (error) {
        request.log.error({ err: error, kind }, 'activity not recorded');
      }
      return payload;
    };
    route.preSerialization = [...[route.preSerialization ?? []].flat(), record];
  });
  return declarations;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
