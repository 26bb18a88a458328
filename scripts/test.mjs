#!/usr/bin/env node
// The one command that checks everything (README): type check, lint, unit tests, API tests on
// PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then browser tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const steps = [
  ['type check', 'npx', ['tsc', '-b']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DRIVER: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { TEST_DRIVER: 'postgres' },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
}
steps.push(['browser tests', 'npm', ['run', '--silent', 'test:e2e']]);

if (!existsSync(chromiumPath)) {
  console.error(
    `\nNo Chromium at ${chromiumPath}: browser tests cannot run.\n` +
      'Install it with:  apt-get update && apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at a Chromium binary)\n',
  );
  process.exit(1);
}

const started = Date.now();
for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
