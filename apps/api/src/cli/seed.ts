import { mkdirSync } from 'node:fs';
import { createDb, migrate, seedDemo } from '@tavola/db';
import { loadConfig } from '../config';

/** `npm run seed`: migrate and seed the demo restaurants into an empty database. */
const config = loadConfig(process.env);
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const database = await createDb({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
await migrate(database);
const result = await seedDemo(database.db);
process.stdout.write(
  result.seeded
    ? `Seeded ${result.restaurants.map((r) => r.name).join(', ')}.\n`
    : 'The database already holds restaurants; nothing seeded.\n',
);
await database.close();
