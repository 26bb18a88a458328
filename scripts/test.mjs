#!/usr/bin/env node
// The one command that checks everything (README): type check, lint, unit tests, API tests, then
// browser tests in Chromium. With TEST_DATABASE_URL (CI) the API suite runs on PostgreSQL and
// the files that exercise the embedded driver run on PGlite as well; without it, the whole API
// suite runs on PGlite. Steps run one after another, each with both cores (decision 057): side
// by side on this 2-core machine the browser and PostgreSQL suites took three times as long
// as one after the other, and the longest browser scenarios ran out of time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

// Vitest gives a 2-core machine one worker (cores − 1); each API test file has a database of its
// own (decision 053), so two workers never share one.
const bothCores = '--maxWorkers=2';
/**
 * With PostgreSQL at hand, the API files that reach past the app into the embedded driver run
 * on PGlite too (Vitest's file filters): the server process on PGlite, lean start, the clock,
 * the migrations, tenancy, payFix's PGlite path, the shared bill, and the order and basket
 * writes. Every other file runs on PostgreSQL, and every browser test runs on PGlite.
 */
const pgliteFiles = [
  'src/server.test',
  'lean-start',
  'app-clock',
  'migration.test',
  'tenancy',
  'tenant-consistency.test',
  'payfix-payment',
  'table-payments',
  'create-order.test',
  'basket.routes',
];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const steps = [
  ['type check', 'npx', ['tsc', '-b']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit', bothCores]],
  onPostgres
    ? [
        'API tests on PostgreSQL',
        'npx',
        ['vitest', 'run', '--project', 'api', bothCores],
        { TEST_DRIVER: 'postgres' },
      ]
    : [
        'API tests on PGlite',
        'npx',
        ['vitest', 'run', '--project', 'api', bothCores],
        { TEST_DRIVER: 'pglite' },
      ],
  ...(onPostgres
    ? [
        [
          'API tests of the embedded driver on PGlite',
          'npx',
          ['vitest', 'run', '--project', 'api', bothCores, ...pgliteFiles],
          { TEST_DRIVER: 'pglite' },
        ],
      ]
    : []),
  ['browser tests', 'npm', ['run', '--silent', 'test:e2e']],
];
if (!onPostgres) console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');

if (!existsSync(chromiumPath)) {
  console.error(
    `\nNo Chromium at ${chromiumPath}: browser tests cannot run.\n` +
      'Install it with:  apt-get update && apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at a Chromium binary)\n',
  );
  process.exit(1);
}

/** runs one step with the terminal as its output */
function run([name, command, args, env]) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`✔ ${name} (${seconds} s)`);
      else console.error(`\n✖ ${name} failed (exit ${code ?? signal}, ${seconds} s).`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
for (const step of steps) {
  if (!(await run(step))) process.exit(1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
