import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * The deepest nesting of arrays and objects a request body may have. The API's richest body (a
 * back-office product with translated option groups) nests six levels; 32 leaves room and keeps
 * every later walk of the body (NUL check, zod) shallow and cheap (issue 32.1).
 */
export const maxBodyDepth = 32;

const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * Whether JSON text nests deeper than `limit`, read in one pass over its characters without
 * parsing it: brackets inside strings do not count. It stops at the first level too deep, so a
 * 100,000-level body costs as much as its first 33 characters.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index++;
      else if (code === quote) inString = false;
    } else if (code === quote) inString = true;
    else if (code === openBrace || code === openBracket) {
      depth++;
      if (depth > limit) return true;
    } else if (code === closeBrace || code === closeBracket) depth--;
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with the same parser behind a depth check: a body nested
 * deeper than `maxBodyDepth` is refused with a 400 before anything walks it, so a small hostile
 * body can neither stall the event loop nor overflow the stack (issue 32.1).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string': Fastify hands the body over as text
    const text = body as string;
    if (nestsDeeperThan(text, maxBodyDepth)) {
      done(new HttpError(400, 'body_too_deep', { max: maxBodyDepth }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
