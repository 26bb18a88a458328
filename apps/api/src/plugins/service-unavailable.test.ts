import { describe, expect, it } from 'vitest';
import { asServiceUnavailable, ServiceUnavailable } from './service-unavailable';

const silent = { warn: () => undefined } as never;
const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
/** what Drizzle throws: its own error with the driver's in `cause` */
const wrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('asServiceUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['57P01 admin shutdown', withCode('57P01')],
    ['57P03 cannot connect now (starting up)', withCode('57P03')],
    ['08006 connection failure', withCode('08006')],
    ['57014 statement timeout', withCode('57014')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['no pool connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
  ])('answers 503 for %s, also wrapped by Drizzle', (_name, error) => {
    for (const thrown of [error, wrapped(error)]) {
      const mapped = asServiceUnavailable(thrown, silent);
      expect(mapped).toBeInstanceOf(ServiceUnavailable);
      expect(mapped).toMatchObject({ statusCode: 503, key: 'service_unavailable' });
    }
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('leaves %s alone', (_name, error) => {
    expect(asServiceUnavailable(error, silent)).toBe(error);
    expect(asServiceUnavailable(wrapped(error), silent)).not.toBeInstanceOf(ServiceUnavailable);
  });
});
