import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, defaultMigrationsFolder, schema } from '@tavola/db';
import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/**
 * For tests of a migration over data written before it: a copy of the migrations folder that
 * ends before the migration named `tag` (or with it, `through: true`). Remove it when done.
 */
export function migrationsFolderUpTo(tag: string, options: { through?: boolean } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'tavola-migrations-'));
  cpSync(defaultMigrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  const end = options.through ? index + 1 : index;
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Writes with today's schema code (the demo seed, tenant rows) into a database of an older
 * schema: columns that later migrations added are there, as plain nullable text, only while
 * `write` runs, and dropped again, so the later migrations meet the older schema they expect.
 */
export async function writeOnOlderSchema(db: Database, write: () => Promise<unknown>): Promise<void> {
  const existing = new Set(
    rowsOf(
      await db.execute(
        sql`select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'`,
      ),
    ).map((row) => String(row.name)),
  );
  const tables = new Set(
    rowsOf(await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)).map((row) =>
      String(row.tablename),
    ),
  );
  const added: { table: string; column: string }[] = [];
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const config = getTableConfig(table);
    if (!tables.has(config.name)) continue;
    for (const column of config.columns) {
      // a column named by its key (camelCase) is snake_case in the database (casing: 'snake_case')
      const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
      if (!existing.has(`${config.name}.${name}`)) added.push({ table: config.name, column: name });
    }
  }
  for (const { table, column } of added)
    await db.execute(sql.raw(`alter table "${table}" add column "${column}" text`));
  try {
    await write();
  } finally {
    for (const { table, column } of added)
      await db.execute(sql.raw(`alter table "${table}" drop column "${column}"`));
  }
}
