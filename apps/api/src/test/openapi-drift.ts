import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 32, "make drift impossible": every answer an API test receives is held against the
 * OpenAPI document the app serves. The status must be one the document lists for that operation,
 * and a JSON body must match the document's schema for that status. A test file whose answers
 * drifted fails when its context closes, naming each operation, status and problem.
 *
 * What was seen is also written to `$TMPDIR/tavola-openapi-seen/` (one file per test context),
 * for `scripts/openapi-coverage.mjs` to report which documented statuses the tests reached.
 */

interface Answer {
  method: string;
  /** the route as Fastify knows it, e.g. /api/media/:id */
  route: string;
  status: number;
  contentType: string;
  body: string | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
}

export const seenDirectory = join(tmpdir(), 'tavola-openapi-seen');

/** `/api/media/:id` as OpenAPI writes it: `/api/media/{id}` */
const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Records every answer of an /api route. Call before the app is ready. */
export function recordAnswers(app: FastifyInstance): Answer[] {
  const answers: Answer[] = [];
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/') && !route.startsWith('/api/docs')) {
      answers.push({
        method: request.method.toLowerCase(),
        route,
        status: reply.statusCode,
        contentType: String(reply.getHeader('content-type') ?? ''),
        body: typeof payload === 'string' ? payload : undefined,
      });
    }
    done(null, payload);
  });
  return answers;
}

function validatorsOf(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('minor-units', true);
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {}))
    ajv.addSchema(schema as object, `#/components/schemas/${name}`);
  const compiled = new Map<unknown, ValidateFunction>();
  return (schema: unknown) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

/** The problems of recorded answers against the app's document; the empty list when none drifted. */
export function driftOf(document: OpenApiDocument, answers: readonly Answer[]): string[] {
  const validatorOf = validatorsOf(document);
  const problems = new Set<string>();
  for (const answer of answers) {
    const name = `${answer.method.toUpperCase()} ${answer.route} ${answer.status}`;
    const operation = document.paths[openApiPath(answer.route)]?.[answer.method];
    // HEAD is GET's answer without a body; routes hidden from the document are not its to describe
    if (!operation) continue;
    const response = operation.responses?.[String(answer.status)];
    if (!response) {
      problems.add(`${name}: the document lists ${Object.keys(operation.responses ?? {}).join(', ')}`);
      continue;
    }
    if (answer.body === undefined || !answer.contentType.startsWith('application/json')) continue;
    const schema = response.content?.['application/json']?.schema;
    if (!schema) {
      problems.add(`${name}: a JSON answer, but the document gives no JSON schema`);
      continue;
    }
    const validate = validatorOf(schema);
    if (!validate(JSON.parse(answer.body))) {
      const [first] = validate.errors ?? [];
      problems.add(`${name}: ${first?.instancePath || '/'} ${first?.message} (${answer.body.slice(0, 160)})`);
    }
  }
  return [...problems];
}

/** Writes what was seen, per operation, for the coverage report (and the document, once). */
export function writeSeen(document: OpenApiDocument, answers: readonly Answer[]): void {
  if (answers.length === 0) return;
  const seen: Record<string, number[]> = {};
  for (const { method, route, status } of answers) {
    const key = `${method.toUpperCase()} ${openApiPath(route)}`;
    const statuses = seen[key] ?? [];
    if (!statuses.includes(status)) statuses.push(status);
    seen[key] = statuses;
  }
  mkdirSync(seenDirectory, { recursive: true });
  writeFileSync(join(seenDirectory, `${randomUUID()}.seen.json`), JSON.stringify(seen));
  const documentFile = join(seenDirectory, 'document.json');
  if (!existsSync(documentFile)) writeFileSync(documentFile, JSON.stringify(document));
}
