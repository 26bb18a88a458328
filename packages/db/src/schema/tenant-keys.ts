import { foreignKey, type PgColumn, type UpdateDeleteAction, unique } from 'drizzle-orm/pg-core';

/**
 * Tenant consistency in the database (decision 019): a child row that points at a parent row of
 * the same kind of tenant data points at it through (restaurant_id, parent id), so it can only
 * ever reach a parent of its own restaurant.
 */

/** The parent's side: (restaurant_id, id) is unique, so a composite foreign key may reference it. */
export const tenantKey = (table: string, restaurantId: PgColumn, id: PgColumn) =>
  unique(`${table}_tenant_key`).on(restaurantId, id);

/**
 * When the parent goes, only the pointing column is nulled, never restaurant_id (PostgreSQL 15's
 * `ON DELETE SET NULL (column)`). drizzle's type does not list that form; drizzle-kit writes the
 * action into the migration as it is given.
 */
export const nullOnDelete = (columnName: string) => `set null (${columnName})` as UpdateDeleteAction;

/** The child's side: (restaurant_id, column) → parent (restaurant_id, id). */
export function sameRestaurant(
  name: string,
  child: { restaurantId: PgColumn; column: PgColumn },
  parent: { restaurantId: PgColumn; id: PgColumn },
  onDelete: UpdateDeleteAction,
) {
  return foreignKey({
    name,
    columns: [child.restaurantId, child.column],
    foreignColumns: [parent.restaurantId, parent.id],
  }).onDelete(onDelete);
}
