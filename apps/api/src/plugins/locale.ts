import { fallbackLocale, type Locale, pickLocale, serverTranslator } from '@tavola/i18n';
import type { FastifyRequest } from 'fastify';

function langOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'lang' in value && typeof value.lang === 'string')
    return value.lang;
  return undefined;
}

/** SPEC §7/§8: messages in the language the request names (`lang`), else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return (
    pickLocale(langOf(request.query), langOf(request.body), request.headers['accept-language']) ??
    fallbackLocale
  );
}

export function translatorFor(request: FastifyRequest) {
  return serverTranslator(requestLocale(request));
}
