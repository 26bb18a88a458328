import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * A dependency the request needs is away (decision 020): 503 `service_unavailable` in the
 * SPEC §8 envelope. It carries a `code` so the error handler can take it wherever it takes
 * Fastify's own errors.
 */
export class ServiceUnavailable extends HttpError {
  readonly code = 'service_unavailable';
  constructor(cause: unknown) {
    super(503, 'service_unavailable');
    this.cause = cause;
  }
}

/** Network failures of the socket to PostgreSQL (or Redis). */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is not there for us: class 08 (connection
 * exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or
 * shutting down), 53300 too many connections, and 57014 query canceled (our statement timeout).
 */
const unavailableStates = /^(08...|57P0[123]|53300|57014)$/;

/** What node-postgres and its pool say, without a code, when the connection is gone or never came. */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Query read timeout/,
];

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.test(code))) return true;
  return driverMessages.some((pattern) => pattern.test(error.message));
}

/**
 * The 503 for an error that means "the database is away, try again soon" (logged once here,
 * for the operator), or the error itself. Drizzle wraps the driver's error in `cause`, so the
 * chain is followed a few links down.
 */
export function asServiceUnavailable<E extends Error>(
  error: E,
  log: FastifyBaseLogger,
): E | ServiceUnavailable {
  let link: unknown = error;
  for (let depth = 0; depth < 5 && link; depth++) {
    if (isUnavailable(link)) {
      log.warn({ err: link }, 'a dependency is unavailable (database connection): answered 503');
      return new ServiceUnavailable(error);
    }
    link = (link as { cause?: unknown }).cause;
  }
  return error;
}
