// The optional phase that really restarts the local PostgreSQL server under load (root only).
// It restarts the SHARED server: every other connection to it (other test runs) drops too.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function restartCluster() {
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  return new Promise((resolve, reject) => {
    const child = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctlcluster: ${code} ${errors}`)),
    );
  });
}

/**
 * Probes that need the database (a new basket: a write) go to the API without retrying, every
 * 50 ms from 4 probes, while the server restarts. Counts the answers, the slowest one, the
 * time until answers are 200 again, and whether the API process lived through it.
 */
export async function restartPostgresUnderLoad({ api, restaurantId, token }) {
  const answers = [];
  let probing = true;
  const probe = async () => {
    while (probing) {
      const sent = Date.now();
      let status;
      let code;
      try {
        const response = await fetch(`${api.base}/api/basket/create`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ restaurantId, deliveryType: 'pickup' }),
          signal: AbortSignal.timeout(30_000),
        });
        status = response.status;
        code = (await response.json().catch(() => ({})))?.message?.code;
      } catch (error) {
        status = `no answer (${error.cause?.code ?? error.name})`;
      }
      answers.push({ sent, at: Date.now(), status, code });
      await sleep(50);
    }
  };
  const healthSeen = new Set();
  const watchHealth = async () => {
    while (probing) {
      const response = await fetch(`${api.base}/api/health`).catch(() => undefined);
      if (response) healthSeen.add(`${response.status} ${(await response.json()).checks?.database}`);
      await sleep(200);
    }
  };
  const pid = api.pid;
  const probes = [probe(), probe(), probe(), probe(), watchHealth()];
  await sleep(1500);
  const restartStarted = Date.now();
  await restartCluster();
  const restartEnded = Date.now();
  // until three answers in a row are 200, at most 60 s
  while (Date.now() - restartEnded < 60_000) {
    const last = answers.slice(-3);
    if (last.length === 3 && last.every((answer) => answer.sent > restartEnded && answer.status === 200))
      break;
    await sleep(100);
  }
  await sleep(500);
  probing = false;
  await Promise.all(probes);

  return {
    ...summarise(answers, restartStarted, restartEnded),
    healthSeen: [...healthSeen],
    survived: api.alive && api.pid === pid,
  };
}

/** The probes' answers from the restart on: how many of each kind, how long they failed. */
export function summarise(answers, restartStarted, restartEnded) {
  const during = answers.filter((answer) => answer.sent >= restartStarted - 100);
  const failed = during.filter((answer) => answer.status !== 200);
  const lastFailure = failed.at(-1);
  const firstSuccessAfter = during.find(
    (answer) => answer.status === 200 && (!lastFailure || answer.sent > lastFailure.sent),
  );
  const count = (predicate) => during.filter(predicate).length;
  return {
    restartSeconds: (restartEnded - restartStarted) / 1000,
    answered503: count((answer) => answer.status === 503),
    answered503Envelope: count((answer) => answer.status === 503 && answer.code === 'service_unavailable'),
    answered500: count(
      (answer) => typeof answer.status === 'number' && answer.status >= 500 && answer.status !== 503,
    ),
    noAnswer: count((answer) => typeof answer.status !== 'number'),
    other: count(
      (answer) => typeof answer.status === 'number' && answer.status !== 200 && answer.status < 500,
    ),
    slowestMs: Math.max(0, ...during.map((answer) => answer.at - answer.sent)),
    /** from the first failed answer to the last one */
    failingSeconds: failed.length ? (lastFailure.at - failed[0].sent) / 1000 : 0,
    /** from the restart command's start to the first 200 after the last failure */
    recoverySeconds: firstSuccessAfter ? (firstSuccessAfter.at - restartStarted) / 1000 : undefined,
  };
}
