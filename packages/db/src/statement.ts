import { Param, Placeholder } from 'drizzle-orm';
import type { Database } from './client';

interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}
/** What Drizzle's prepared queries (node-postgres and PGlite) keep of their parameters. */
type WithParams = { params: unknown[] };
interface Preparable<T> {
  prepare(name: string): Prepared<T>;
}
/** Drizzle's session holds the connection a database or a transaction runs its queries on. */
type WithSession = { session: { client: unknown } };

/**
 * A named statement whose SQL Drizzle builds once per driver, not on every call (decision 061).
 * `build` makes the query with `sql.placeholder`s for what varies. Each call runs the one
 * prepared query on the connection of the database or transaction it is given, so a
 * transaction's reads and locks stay on its connection (decision 032), and PostgreSQL still
 * plans the named statement once per connection.
 *
 * Building a select took about a third of basket/add's CPU (issue 21): Drizzle turns the query
 * builder into SQL text and a field list each time `.prepare()` is called.
 */
export function statement<T>(name: string, build: (db: Database) => Preparable<T>) {
  // per driver (node-postgres, PGlite): their prepared queries are different classes
  const byDriver = new Map<object, Prepared<T>>();
  return async (db: Database, values: Record<string, unknown>): Promise<T> => {
    const { session } = db as unknown as WithSession;
    const driver = Object.getPrototypeOf(session) as object;
    let prepared = byDriver.get(driver);
    if (!prepared) {
      prepared = placeholdersOnly(name, build(db).prepare(name));
      byDriver.set(driver, prepared);
    }
    // the same prepared query, run on this database's or this transaction's connection
    const onThisConnection = Object.create(prepared, { client: { value: session.client } }) as Prepared<T>;
    return onThisConnection.execute(values);
  };
}

/**
 * Every value a statement sends must be a placeholder: Drizzle computes a constant, and a column's
 * default from the app's clock (`createdAt`, decision 021), when it builds the statement, so the
 * first call's value would be sent on every later call. Such a statement is refused when built.
 *
 * Drizzle also encodes a placeholder's value with its column's encoder even when it is null,
 * which a timestamp's encoder cannot take (`null.toISOString()`) and a JSON column's writes as
 * the JSON text `null`. A null goes to the driver as SQL NULL, as it does for a value written in
 * place.
 */
function placeholdersOnly<T>(name: string, prepared: Prepared<T>): Prepared<T> {
  const query = prepared as Prepared<T> & WithParams;
  query.params = query.params.map((param) => {
    if (param instanceof Placeholder) return param;
    if (!(param instanceof Param) || !(param.value instanceof Placeholder))
      throw new Error(`statement ${name}: a value that is not a placeholder would be sent on every call`);
    const { encoder } = param;
    return new Param(param.value, {
      mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)),
    });
  });
  return prepared;
}
