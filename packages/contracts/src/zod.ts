import { z } from 'zod';

/**
 * The zod every contract is built with. In a browser it is told not to compile parsers with
 * `new Function`: the pages' Content-Security-Policy forbids eval (decision 017), and zod's
 * probe for it is reported as a violation even though zod catches the refusal. The server keeps
 * the compiled parsers. This must run before any schema is built, so every contract imports
 * `z` from here.
 */
const inBrowser = 'document' in globalThis;
if (inBrowser) z.config({ jitless: true });

export { z };
