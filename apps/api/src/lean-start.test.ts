import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Issue 14, a lean API start: the server only sanitises rich text when it writes some (the demo
 * seed today), so loading the app, and a seed on a database that already has restaurants, must
 * not load jsdom. A fresh Node process (with tsx for the sources) reports what it loaded: jsdom
 * is CommonJS, so once imported it sits in the require cache.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

const probe = `
import { createRequire } from 'node:module';
const jsdomLoaded = () =>
  Object.keys(createRequire(process.cwd() + '/').cache).some((file) => file.includes('/node_modules/jsdom/'));
await import('./apps/api/src/app.ts');
const { createDb, migrate, schema, seedDemo } = await import('@tavola/db');
const handle = await createDb({});
await migrate(handle);
await handle.db
  .insert(schema.restaurants)
  .values({ slug: 'seeded', name: 'Seeded', timeZone: 'Europe/Berlin', currency: 'EUR', defaultLang: 'en' });
const seed = await seedDemo(handle.db);
const atStart = jsdomLoaded();
await import('@tavola/db/rich-text');
console.log(JSON.stringify({ seeded: seed.seeded, atStart, withSanitiser: jsdomLoaded() }));
await handle.close();
`;

describe('a lean API start', () => {
  it('loads the app and skips the seed of a seeded database without loading jsdom', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', probe],
      { cwd: root, env: { ...process.env, NODE_ENV: 'test' }, timeout: 120_000 },
    );
    // the last line; the probe itself proves it can see jsdom once the sanitiser is imported
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')).toEqual({
      seeded: false,
      atStart: false,
      withSanitiser: true,
    });
  }, 150_000);
});
