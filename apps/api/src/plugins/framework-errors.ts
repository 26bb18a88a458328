import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fallbackLocale, type Locale, pickLocale, serverTranslator } from '@tavola/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, frameworkErrorKey } from './error-envelope';

/** `lang` of a query string that may be malformed (URLSearchParams never throws), then Accept-Language. */
function localeOf(url: string | undefined, acceptLanguage: string | undefined): Locale {
  const query = url?.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return pickLocale(new URLSearchParams(query).get('lang'), acceptLanguage) ?? fallbackLocale;
}

/**
 * Fastify's `frameworkErrors`: the router refused the URL (a malformed percent-encoding, a
 * parameter over its length) before any route or hook ran. Issue 14.3: the SPEC §8 envelope,
 * not Fastify's `{ error, code: 'FST_…' }`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const t = serverTranslator(localeOf(request.raw.url, request.headers['accept-language']));
  return reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .send(errorEnvelope(t, frameworkErrorKey(status)));
}

/** The request line and headers Node had read when it gave up (`rawPacket`), as text. */
function rawRequestLocale(rawPacket: unknown): Locale {
  if (!Buffer.isBuffer(rawPacket)) return fallbackLocale;
  // the request line and the headers are ASCII; a limit keeps a huge packet's scan short
  const head = rawPacket.subarray(0, 64 * 1024).toString('latin1');
  const target = /^[A-Za-z]+ (\S+)/.exec(head)?.[1];
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1];
  return localeOf(target, acceptLanguage);
}

const statusOfClientError = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (headers or query
 * string over `maxHeaderSize`, a request line that is no HTTP, a timeout) and no request object
 * exists. The answer is written on the socket by hand, as Fastify's default does, but in the
 * SPEC §8 envelope and in the language the unread request asked for as far as it was read.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // a reset connection has nobody left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.trace({ err: error }, 'client error');
  const status = statusOfClientError(error.code);
  const t = serverTranslator(rawRequestLocale(error.rawPacket));
  const body = JSON.stringify(errorEnvelope(t, frameworkErrorKey(status)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
