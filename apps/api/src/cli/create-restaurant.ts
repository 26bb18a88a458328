import { mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { createDb, migrate } from '@tavola/db';
import { loadConfig } from '../config';
import { type Ask, createRestaurantCommand } from './create-restaurant-command';

/** Prompts on the terminal; a secret answer is not echoed. */
function terminalAsk(): { ask: Ask; close: () => void } {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: true });
  const ask: Ask = async (question, { fallback, secret } = {}) => {
    const prompt = `${question}${fallback ? ` [${fallback}]` : ''}: `;
    if (!secret) return (await lines.question(prompt)).trim();
    process.stdout.write(prompt);
    muted = true;
    const answer = lines.question('');
    const typed = await answer.finally(() => {
      muted = false;
    });
    process.stdout.write('\n');
    return typed;
  };
  return { ask, close: () => lines.close() };
}

/** `npm run create-restaurant`: on PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL. */
const config = loadConfig(process.env);
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const database = await createDb({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
await migrate(database);
const terminal = process.stdin.isTTY ? terminalAsk() : undefined;
try {
  process.exitCode = await createRestaurantCommand({
    argv: process.argv.slice(2),
    db: database.db,
    out: (line) => process.stdout.write(`${line}\n`),
    ask: terminal?.ask,
    publicUrl: config.publicUrl,
  });
} finally {
  terminal?.close();
  await database.close();
}
