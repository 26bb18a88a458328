// The built API (apps/api/dist/server.js) as one process that `npm run faults` kills with
// SIGKILL and starts again, always on the same port and database.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function apiProcess({ root, port, env, logFile }) {
  const base = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile, { flags: 'a' });
  let child;

  async function waitForHealth(current, timeoutMs) {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (current.exitCode !== null) throw new Error(`the API exited (${current.exitCode}); see ${logFile}`);
      try {
        // 200 is 'ok' or 'degraded': the instance serves
        if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) })).ok) return;
      } catch {}
      await sleep(100);
    }
    throw new Error(`the API did not answer /api/health within ${timeoutMs} ms; see ${logFile}`);
  }

  return {
    base,
    get pid() {
      return child?.pid;
    },
    get alive() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    /** starts the process and resolves once /api/health answers 200 */
    async start() {
      const current = spawn(process.execPath, ['apps/api/dist/server.js'], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = current;
      current.stdout.pipe(log, { end: false });
      current.stderr.pipe(log, { end: false });
      log.write(`\n--- started pid ${current.pid} at ${new Date().toISOString()}\n`);
      await waitForHealth(current, 90_000);
    },
    /** kill -9: no draining, no shutdown hooks, transactions cut where they are */
    async kill9() {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return false;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGKILL');
      await exited;
      log.write(`--- killed pid ${current.pid} (SIGKILL) at ${new Date().toISOString()}\n`);
      return true;
    },
    async stop() {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (current.exitCode === null && current.signalCode === null) current.kill('SIGKILL');
    },
  };
}
