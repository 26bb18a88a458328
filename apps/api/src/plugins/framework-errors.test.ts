import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

/**
 * Issue 14.3: what Fastify and Node answer on their own — a body too large, a media type no
 * parser reads, broken JSON, a malformed path, an unknown route, headers or a query string over
 * Node's limit, a request line that is no HTTP — comes in the SPEC §8 envelope too, in the
 * caller's language. Cases Node answers before Fastify sees a request go over a real socket.
 */

interface Envelope {
  message: { type: string; body: string; code: string };
}

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx?.close());

/** Writes a raw request and reads the whole answer (the server closes the socket after it). */
function rawExchange(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

const envelope = (body: string) => JSON.parse(body) as Envelope;

describe('answers Node gives before any route runs', () => {
  it('headers over the limit: 431 envelope in the caller’s language', async () => {
    const answer = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: de\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(envelope(answer.body).message).toEqual({
      type: 'error',
      body: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.',
      code: 'request_header_too_large',
    });
  });

  it('a query string over the limit: 431 envelope, language from lang=', async () => {
    const answer = await rawExchange(
      `GET /api/restaurant/category?lang=fr&q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(envelope(answer.body).message).toEqual({
      type: 'error',
      body: "L'adresse ou les en-têtes de la requête sont trop longs.",
      code: 'request_header_too_large',
    });
  });

  it('a request line that is no HTTP: 400 envelope', async () => {
    const answer = await rawExchange('BREW /pot HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(envelope(answer.body).message).toEqual({
      type: 'error',
      body: 'The request could not be read.',
      code: 'malformed_request',
    });
  });
});

describe('answers Fastify gives on its own', () => {
  it('a malformed percent-encoding in an API path: 400 envelope', async () => {
    for (const path of ['/api/restaurant/%E0%A4%A', '/api/media/%', '/api/%']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { 'accept-language': 'ar' },
      });
      expect(response.status, path).toBe(400);
      expect((await response.json()) as Envelope, path).toEqual({
        message: { type: 'error', body: 'تعذّرت قراءة الطلب.', code: 'malformed_request' },
      });
    }
  });

  it('a body over the limit: 413 envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login?lang=fr',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<Envelope>().message).toEqual({
      type: 'error',
      body: 'La requête est trop volumineuse.',
      code: 'payload_too_large',
    });
  });

  it('a media type no parser reads: 415 envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/csv', 'accept-language': 'de' },
      payload: 'email,password',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<Envelope>().message).toEqual({
      type: 'error',
      body: 'Dieser Inhaltstyp wird nicht akzeptiert.',
      code: 'unsupported_media_type',
    });
  });

  it('broken or empty JSON: 400 envelope', async () => {
    for (const payload of ['{"email": ', '']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json<Envelope>().message, payload).toEqual({
        type: 'error',
        body: 'The request could not be read.',
        code: 'malformed_request',
      });
    }
  });

  it('an unknown route or a method a route does not take: 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['DELETE', '/api/auth/login'],
      ['PATCH', '/api/health'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: { 'accept-language': 'fr', authorization: `Bearer ${await ctx.publicToken()}` },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<Envelope>().message, url).toEqual({
        type: 'error',
        body: 'Introuvable.',
        code: 'not_found',
      });
    }
  });

  it('never names Fastify’s own error codes', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.body).not.toMatch(/FST_|"error":|"statusCode"/);
  });
});
