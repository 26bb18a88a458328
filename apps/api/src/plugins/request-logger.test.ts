import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger';

function lines() {
  const written: Record<string, unknown>[] = [];
  return { written, stream: { write: (line: string) => written.push(JSON.parse(line)) } };
}

describe('the lazy request logger', () => {
  it('makes no child for a line below the level, and one child, with the bindings, for a line at it', () => {
    const { written, stream } = lines();
    const root = pino({ level: 'warn' }, stream);
    const child = vi.spyOn(root, 'child');
    const log = lazyRequestLogger.call(undefined as never, root, { reqId: 'req-1' }, {}, undefined as never);
    log.info('not written');
    log.debug('not written');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');
    log.warn({ order: 7 }, 'written');
    log.error('written too');
    expect(child).toHaveBeenCalledTimes(1);
    expect(written).toMatchObject([
      { level: 40, reqId: 'req-1', order: 7, msg: 'written' },
      { level: 50, reqId: 'req-1', msg: 'written too' },
    ]);
  });

  it('makes the child at once when the route sets a level of its own, and follows that level', () => {
    const { written, stream } = lines();
    const root = pino({ level: 'warn' }, stream);
    const log = lazyRequestLogger.call(
      undefined as never,
      root,
      { reqId: 'req-2' },
      { level: 'info' },
      undefined as never,
    );
    log.info('written');
    expect(written).toMatchObject([{ level: 30, reqId: 'req-2', msg: 'written' }]);
  });

  it("is Fastify's request logger: a handler's line carries the request id", async () => {
    const { written, stream } = lines();
    const app = Fastify({
      loggerInstance: pino({ level: 'warn' }, stream),
      childLoggerFactory: lazyRequestLogger,
    });
    app.get('/', async (request) => {
      request.log.info('below the level');
      request.log.warn('at the level');
      return { ok: true };
    });
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(200);
    expect(written).toEqual([expect.objectContaining({ level: 40, reqId: 'req-1', msg: 'at the level' })]);
    await app.close();
  });
});
