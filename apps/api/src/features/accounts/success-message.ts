import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../plugins/locale';

/** SPEC §8 success messages, in the request's language, with the key for clients to react on. */
export const success = (request: FastifyRequest, key: ServerMessageKey) => ({
  type: 'success' as const,
  body: serverTranslator(requestLocale(request))(key),
  code: key,
});
