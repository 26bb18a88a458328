import { type ServerMessageKey, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../plugins/locale';

/** A write's snackbar message in the manager's language, with its key as `code`. */
export const successMessage = (request: FastifyRequest, key: ServerMessageKey) => ({
  type: 'success' as const,
  body: serverTranslator(requestLocale(request))(key),
  code: key,
});
