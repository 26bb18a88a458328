import type { ServerMessageKey, Translate } from '@tavola/i18n';

/** SPEC §8: every error answer is `{ message: { type: 'error', body, code } }`, body translated. */
export const errorEnvelope = (
  t: Translate<ServerMessageKey>,
  key: ServerMessageKey,
  params?: Record<string, string | number>,
) => ({ message: { type: 'error' as const, body: t(key, params), code: key } });

/**
 * The catalogue key for an error status that Fastify or Node raised on its own (not one of
 * our HttpErrors): a body too large, a media type no parser reads, broken JSON, a bad URL.
 */
export function frameworkErrorKey(status: number): ServerMessageKey {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'no_permission';
    case 404:
      return 'not_found';
    case 408:
      return 'request_timeout';
    case 413:
      return 'payload_too_large';
    case 414:
    case 431:
      return 'request_header_too_large';
    case 415:
      return 'unsupported_media_type';
    default:
      return 'malformed_request';
  }
}
