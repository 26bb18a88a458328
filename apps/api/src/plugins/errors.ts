import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { errorEnvelope, frameworkErrorKey } from './error-envelope';
import { translatorFor } from './locale';
import { asServiceUnavailable } from './service-unavailable';
import { RequestValidationError } from './validation';

/**
 * SPEC §8 envelopes: 422 `{ message, errors: { field: [messages] } }`, other errors
 * `{ message: { type: 'error', body } }`, translated for the request. Never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    error = asServiceUnavailable(error, request.log);
    const t = translatorFor(request);
    const validation = error instanceof RequestValidationError ? error : findValidation(error);
    if (validation) {
      const errors: Record<string, string[]> = {};
      for (const problem of validation.problems) {
        const list = errors[problem.field] ?? [];
        list.push(t(problem.key, problem.params));
        errors[problem.field] = list;
      }
      const first = Object.values(errors)[0]?.[0] ?? t('validation_failed');
      return reply
        .status(422)
        .send({ message: { type: 'error', body: first, code: 'validation_failed' }, errors });
    }
    if (error instanceof HttpError) {
      const body = t(error.key, error.params);
      // a rate limit says when to come back (RFC 9110 Retry-After, in seconds)
      if (error.statusCode === 429 && error.params?.seconds !== undefined)
        reply.header('retry-after', String(error.params.seconds));
      if (error.fields) {
        const errors: Record<string, string[]> = {};
        for (const [field, list] of Object.entries(error.fields))
          errors[field] = list.map((f) => ('text' in f ? f.text : t(f.key, f.params)));
        return reply
          .status(error.statusCode)
          .send({ message: { type: 'error', body, code: error.key }, errors });
      }
      return reply.status(error.statusCode).send({ message: { type: 'error', body, code: error.key } });
    }
    const status = error.statusCode ?? 500;
    // Fastify's own refusals (body too large, media type, broken JSON): our words, not FST_ codes
    if (status < 500) return reply.status(status).send(errorEnvelope(t, frameworkErrorKey(status)));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorEnvelope(t, 'something_went_wrong'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorEnvelope(translatorFor(request), 'not_found'));
  });
}

/** Fastify wraps compiler errors: the original is in `validation` or `cause`. */
function findValidation(error: FastifyError): RequestValidationError | undefined {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof RequestValidationError) return cause;
  const first = error.validation?.[0] as unknown;
  return first instanceof RequestValidationError ? first : undefined;
}
