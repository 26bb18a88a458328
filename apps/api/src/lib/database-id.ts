/**
 * Ids are PostgreSQL `integer`s. The contracts accept up to ten digits, so a larger number
 * names no row; asked of the database it would fail the query (a 500) instead of a 404.
 */
export const maxDatabaseId = 2_147_483_647;

export const isDatabaseId = (id: number): boolean =>
  Number.isSafeInteger(id) && id > 0 && id <= maxDatabaseId;
