#!/usr/bin/env node
// Measures how fast the built API starts and how much memory it holds once it listens:
// `node scripts/bench/api-start.mjs [runs]` after `npm run build -w @tavola/api`. Each run
// starts `node apps/api/dist/server.js` on an already seeded PGlite DATA_DIR (seeded once,
// before the first run, so the seed's own work is not measured) and notes the time to the
// "Storefront:" line, the CPU time the process used until then (steadier than the wall clock on a
// busy machine; Linux only) and its RSS then. Prints the median of each. Measures, never fails.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const runs = Number(process.argv[2] ?? 5);
const port = process.env.BENCH_PORT ?? '3299';
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tavola-start-'));
/** another build to compare with, e.g. apps/api/dist-before (inside the repo, so its packages resolve) */
const server = process.env.BENCH_SERVER ?? 'apps/api/dist/server.js';

function startOnce(seed) {
  return new Promise((resolvePromise, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [server], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: port,
        SEED_DEMO: String(seed),
        LOG_LEVEL: 'warn',
        PAYMENT_RECONCILE_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!output.includes('Storefront:')) return;
      child.stdout.removeAllListeners('data');
      const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
      const cpu = cpuMilliseconds(child.pid);
      const rssKiB = Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)])
          .toString()
          .trim(),
      );
      child.once('exit', () => resolvePromise({ milliseconds, cpu, rssKiB }));
      child.kill('SIGTERM');
    });
    child.once('exit', (code) => {
      if (!output.includes('Storefront:')) reject(new Error(`server exited (${code}) before listening`));
    });
  });
}

/** user + system CPU time of a process in ms, from /proc (clock ticks of 10 ms) */
function cpuMilliseconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

await startOnce(true);
const results = [];
for (let run = 0; run < runs; run += 1) results.push(await startOnce(false));
const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`;
for (const [index, result] of results.entries())
  console.log(
    `run ${index + 1}: ${result.milliseconds.toFixed(0)} ms to listen, ${result.cpu} ms CPU, RSS ${mib(result.rssKiB)}`,
  );
const middle = (key) => median(results.map((result) => result[key]));
console.log(
  `median of ${runs}: ${middle('milliseconds').toFixed(0)} ms to listen, ${middle('cpu')} ms CPU, RSS ${mib(middle('rssKiB'))}`,
);
if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
