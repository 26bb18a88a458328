import type { BreakPatternDto } from '@tavola/contracts';
import { type Database, schema } from '@tavola/db';
import {
  type BreakPattern,
  breakPatternProblems,
  breakPatternState,
  formatLocalDateTime,
  type LocalMoment,
  resolveText,
  toLocalMoment,
} from '@tavola/domain';
import type { Locale, ServerMessageKey } from '@tavola/i18n';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type FieldMessage, HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { type RestaurantRow, restaurantLocale } from '../restaurants';

const { breakPatterns, breakPatternProducts, products } = schema;

interface View {
  restaurant: RestaurantRow;
  locale: Locale;
}

type PatternRow = typeof breakPatterns.$inferSelect;

export interface BreakPatternInput {
  name?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  products?: readonly number[] | null;
  weekdays?: readonly number[] | null;
  start_date?: string | null;
  end_date?: string | null;
}

const asRule = (row: PatternRow): BreakPattern => ({
  startTime: row.startTime,
  endTime: row.endTime,
  weekdays: row.weekdays,
  startDate: row.startDate,
  endDate: row.endDate,
  stoppedAt: row.stoppedAt,
});

const nowIn = (restaurant: RestaurantRow, now = Date.now()): LocalMoment =>
  toLocalMoment(now, restaurant.timeZone);

async function toDtos(db: Database, view: View, rows: readonly PatternRow[]): Promise<BreakPatternDto[]> {
  const ids = rows.map((row) => row.id);
  const links = ids.length
    ? await db
        .select({ patternId: breakPatternProducts.breakPatternId, id: products.id, name: products.name })
        .from(breakPatternProducts)
        .innerJoin(products, eq(products.id, breakPatternProducts.productId))
        .where(
          and(
            eq(breakPatternProducts.restaurantId, view.restaurant.id),
            inArray(breakPatternProducts.breakPatternId, ids),
          ),
        )
        .orderBy(asc(products.id))
    : [];
  const fallback = restaurantLocale(view.restaurant);
  const moment = nowIn(view.restaurant);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    start_time: row.startTime,
    end_time: row.endTime,
    weekdays: [...row.weekdays].sort((a, b) => a - b),
    start_date: row.startDate,
    end_date: row.endDate,
    stopped_at: row.stoppedAt,
    products: links
      .filter((link) => link.patternId === row.id)
      .map((link) => ({ id: link.id, name: resolveText(link.name, view.locale, fallback) })),
    state: breakPatternState(asRule(row), moment),
  }));
}

export async function listBreakPatterns(db: Database, view: View): Promise<BreakPatternDto[]> {
  const rows = await db
    .select()
    .from(breakPatterns)
    .where(eq(breakPatterns.restaurantId, view.restaurant.id))
    .orderBy(asc(breakPatterns.name), asc(breakPatterns.id));
  return toDtos(db, view, rows);
}

const invalid = (field: string, key: ServerMessageKey) =>
  new HttpError(422, key, undefined, { [field]: [{ key }] });

/** SPEC §5 rules (packages/domain), then what needs the database: the products are the restaurant's, the name is free. */
async function checkInput(tx: Database, restaurantId: number, input: BreakPatternInput, exceptId?: number) {
  const problems = breakPatternProblems({
    name: input.name,
    startTime: input.start_time,
    endTime: input.end_time,
    products: input.products,
    weekdays: input.weekdays,
    startDate: input.start_date,
    endDate: input.end_date,
  });
  if (problems.length) {
    const fields: Record<string, FieldMessage[]> = {};
    for (const problem of problems)
      fields[problem.field] = [
        problem.key === 'field_required'
          ? { key: problem.key, params: { field: problem.field } }
          : { key: problem.key },
      ];
    const first = problems[0]!;
    throw new HttpError(
      422,
      first.key,
      first.key === 'field_required' ? { field: first.field } : undefined,
      fields,
    );
  }
  const name = input.name!.trim();
  const wanted = [...new Set(input.products!)];
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), inArray(products.id, wanted)));
  if (found.length !== wanted.length) throw invalid('products', 'product_not_exist');
  const [taken] = await tx
    .select({ id: breakPatterns.id })
    .from(breakPatterns)
    .where(
      and(
        eq(breakPatterns.restaurantId, restaurantId),
        sql`lower(${breakPatterns.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(breakPatterns.id, exceptId) : undefined,
      ),
    );
  if (taken) throw invalid('name', 'pattern_name_duplicate');
  return {
    values: {
      name,
      startTime: input.start_time!,
      endTime: input.end_time || null,
      weekdays: [...new Set(input.weekdays!)].sort((a, b) => a - b),
      startDate: input.start_date!,
      endDate: input.end_date || null,
    },
    productIds: wanted,
  };
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid('name', 'pattern_name_duplicate');
    throw error;
  }
}

async function linkProducts(tx: Database, restaurantId: number, patternId: number, productIds: number[]) {
  await tx.delete(breakPatternProducts).where(eq(breakPatternProducts.breakPatternId, patternId));
  await tx
    .insert(breakPatternProducts)
    .values(productIds.map((productId) => ({ restaurantId, breakPatternId: patternId, productId })));
}

export async function createBreakPattern(db: Database, view: View, input: BreakPatternInput) {
  const restaurantId = view.restaurant.id;
  const row = await saving(() =>
    db.transaction(async (tx) => {
      const { values, productIds } = await checkInput(tx, restaurantId, input);
      const [created] = await tx
        .insert(breakPatterns)
        .values({ ...values, restaurantId })
        .returning();
      await linkProducts(tx, restaurantId, created!.id, productIds);
      return created!;
    }),
  );
  return (await toDtos(db, view, [row]))[0]!;
}

async function lockPattern(tx: Database, restaurantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(breakPatterns)
    .where(and(eq(breakPatterns.id, id), eq(breakPatterns.restaurantId, restaurantId)))
    .for('update');
  if (!row) throw notFound('not_found');
  return row;
}

/** Saving a pattern defines it anew: a stopped pattern that is saved runs again. */
export async function updateBreakPattern(db: Database, view: View, id: number, input: BreakPatternInput) {
  const restaurantId = view.restaurant.id;
  const row = await saving(() =>
    db.transaction(async (tx) => {
      await lockPattern(tx, restaurantId, id);
      const { values, productIds } = await checkInput(tx, restaurantId, input, id);
      const [updated] = await tx
        .update(breakPatterns)
        .set({ ...values, stoppedAt: null })
        .where(eq(breakPatterns.id, id))
        .returning();
      await linkProducts(tx, restaurantId, id, productIds);
      return updated!;
    }),
  );
  return (await toDtos(db, view, [row]))[0]!;
}

/** Stops a pattern at the restaurant's current minute: its products are available again at once. */
export async function stopBreakPattern(db: Database, view: View, id: number, now = Date.now()) {
  const restaurantId = view.restaurant.id;
  const row = await db.transaction(async (tx) => {
    const current = await lockPattern(tx, restaurantId, id);
    if (current.stoppedAt) return current;
    const [stopped] = await tx
      .update(breakPatterns)
      .set({ stoppedAt: formatLocalDateTime(nowIn(view.restaurant, now)) })
      .where(eq(breakPatterns.id, id))
      .returning();
    return stopped!;
  });
  return (await toDtos(db, view, [row]))[0]!;
}

export async function deleteBreakPattern(db: Database, view: View, id: number) {
  const deleted = await db
    .delete(breakPatterns)
    .where(and(eq(breakPatterns.id, id), eq(breakPatterns.restaurantId, view.restaurant.id)))
    .returning({ id: breakPatterns.id });
  if (deleted.length === 0) throw notFound('not_found');
}
