import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * SPEC §7 'query params' on a POST: a preValidation hook that copies the query's named fields
 * into the body before the body is validated, so one contract checks them wherever they came
 * from. A field the body names itself wins.
 */
export function bodyFromQuery(query: z.ZodObject) {
  const names = Object.keys(query.shape);
  const copy = async (request: FastifyRequest) => {
    const search = (request.query ?? {}) as Record<string, unknown>;
    const body =
      request.body && typeof request.body === 'object' && !Array.isArray(request.body)
        ? (request.body as Record<string, unknown>)
        : {};
    const copied = names.filter((name) => search[name] !== undefined).map((name) => [name, search[name]]);
    request.body = { ...Object.fromEntries(copied), ...body };
  };
  // issue 32: the OpenAPI document says such a body may be left out (plugins/openapi.ts)
  return Object.assign(copy, { [bodyMayComeInQuery]: true });
}

/** Marks a preValidation hook that fills the body from the query string. */
export const bodyMayComeInQuery = Symbol('bodyMayComeInQuery');

/** Whether a route's preValidation fills its body from the query string. */
export const takesBodyFromQuery = (preValidation: unknown): boolean =>
  [preValidation].flat().some((hook) => typeof hook === 'function' && bodyMayComeInQuery in hook);
