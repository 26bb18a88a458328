import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { maxBodyDepth, nestsDeeperThan } from './json-body';
import { findNul } from './validation';

/**
 * Issue 32.1: about 18 KB of `[[[[…]]]]` sent without a token blocked the event loop for
 * seconds (the NUL check walked it recursively, copying the path at each level) and from
 * ~10,000 levels overflowed the stack into a 500. A body's depth is bounded before any work.
 */

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[1]]', 2)).toBe(false);
    expect(nestsDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{}}}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[","b":"{{{{"}', 1)).toBe(false);
    // an escaped quote does not end the string
    expect(nestsDeeperThan('{"a":"\\"[[[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\",[[[1]]]}', 2)).toBe(true);
  });

  it('keeps the depth of sibling values apart', () => {
    expect(nestsDeeperThan('[[1],[2],[3],{"a":[4]}]', 3)).toBe(false);
  });
});

describe('findNul', () => {
  it('names the path of a NUL in a value or a key', () => {
    expect(findNul({ a: [{ b: 'x' }, { c: 'y\u0000' }] })).toBe('a.1.c');
    expect(findNul({ a: { 'b\u0000': 1 } })).toBe('a.b\u0000');
    expect(findNul('\u0000')).toBe('input');
    expect(findNul({ a: ['ok', { b: null, c: 2 }] })).toBeUndefined();
  });

  it('walks a deep value without the call stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findNul(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});

describe('a deeply nested body at the edge', () => {
  let ctx: TestContext;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx?.close());

  const post = (path: string, body: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      body,
    });

  it('refuses 9,000 and 100,000 levels with a 400 in the envelope, without a token', async () => {
    for (const [path, body] of [
      ['/api/oauth/token', nested(9_000)],
      ['/api/auth/login', nested(100_000)],
      // 40,000 objects: as deep as 256 KB (the body limit) allows
      ['/api/auth/login', nestedObject(40_000)],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, path).toBe(400);
      const answer = (await response.json()) as { message: { type: string; body: string; code: string } };
      expect(answer.message).toEqual({
        type: 'error',
        code: 'body_too_deep',
        body: `Die Anfrage ist tiefer als ${maxBodyDepth} Ebenen verschachtelt.`,
      });
    }
  });

  it('keeps serving other requests while such bodies arrive', async () => {
    const hostile = Array.from({ length: 4 }, () => post('/api/auth/login', nested(100_000)));
    const health = fetch(`${base}/api/health`);
    const answers = await Promise.all([...hostile, health]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 200]);
  });

  it('still reads a body at the depth allowed', async () => {
    // 32 levels of arrays in a field the login does not know: read, then refused by its contract
    const response = await post(
      '/api/auth/login',
      JSON.stringify({ email: 'a@b.example', password: 'x', extra: JSON.parse(nested(maxBodyDepth - 1)) }),
    );
    expect(response.status).not.toBe(400);
  });
});
