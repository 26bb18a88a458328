#!/usr/bin/env node
// The one command that checks everything (README): type check, lint, unit tests, API tests on
// PGlite, then browser tests in Chromium — and, when TEST_DATABASE_URL is set, the API tests on
// PostgreSQL at the same time as the browser tests. The two share no database (the browser tests
// serve from their own PGlite), and running them side by side keeps CI within its 25 minutes on
// this 2-core machine; every browser test already runs on a fixed clock with load-proof waits.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { chromiumPath } from './chromium-path.mjs';

// Vitest gives a 2-core machine one worker (cores − 1); the steps that run alone take both. Each
// API test file has its own PGlite database; the PostgreSQL ones share one and keep one worker.
const bothCores = '--maxWorkers=2';
const serial = [
  ['type check', 'npx', ['tsc', '-b']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit', bothCores]],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api', bothCores], { TEST_DRIVER: 'pglite' }],
];
const last = [['browser tests', 'npm', ['run', '--silent', 'test:e2e']]];
if (process.env.TEST_DATABASE_URL) {
  last.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { TEST_DRIVER: 'postgres' },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
}

if (!existsSync(chromiumPath)) {
  console.error(
    `\nNo Chromium at ${chromiumPath}: browser tests cannot run.\n` +
      'Install it with:  apt-get update && apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at a Chromium binary)\n',
  );
  process.exit(1);
}

/** runs one step; beside another, each output line carries the step's name */
function run([name, command, args, env], { prefix }) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const child = spawn(command, args, {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
  }
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
for (const step of serial) {
  if (!(await run(step, { prefix: false }))) process.exit(1);
}
const passed = await Promise.all(last.map((step) => run(step, { prefix: last.length > 1 })));
if (passed.includes(false)) process.exit(1);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
