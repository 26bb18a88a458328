import { schema } from '@tavola/db';
import { and, eq } from 'drizzle-orm';
import type { ActivityAnswer } from './activity-recording';

/**
 * Issue 20 (decision 044): how routes whose answer does not carry the entity's name name it
 * in the activity list.
 */

type Data = Record<string, unknown> | undefined;
const dataOf = (answer: ActivityAnswer) => answer.payload.data as Data;

/** a closure: its first and last moment, as the restaurant's wall clock */
export const closureSpan = (answer: ActivityAnswer) => {
  const data = dataOf(answer);
  return data ? `${data.starts_at} – ${data.ends_at}` : null;
};

/** a deleted voucher is answered with itself when it was only deactivated */
export const voucherCode = (answer: ActivityAnswer) => {
  const voucher = dataOf(answer)?.voucher as Data;
  return typeof voucher?.code === 'string' ? voucher.code : `#${answer.body.id}`;
};

export const tableName = (answer: ActivityAnswer) => answer.nameOf((dataOf(answer)?.table as Data)?.name);

/** a class: its first day and time */
export const ticketTimeLabel = (answer: ActivityAnswer) => {
  const data = dataOf(answer);
  return data ? `${data.start_date} ${data.time}` : null;
};

/** the name of a product or category the request names by id (hidden, shown, archived) */
function menuName(table: typeof schema.products | typeof schema.categories) {
  return async (answer: ActivityAnswer) => {
    const id = Number(answer.body.id);
    const [row] = await answer.db
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.id, id), eq(table.restaurantId, answer.restaurantId)));
    return answer.nameOf(row?.name) ?? `#${id}`;
  };
}
export const productName = menuName(schema.products);
export const categoryName = menuName(schema.categories);

/** a page or post named by its title in the restaurant's language */
export const titled = (answer: ActivityAnswer) =>
  answer.nameOf(dataOf(answer)?.title) ??
  answer.nameOf(answer.body.title) ??
  `#${answer.body.id ?? dataOf(answer)?.id}`;

/** which legal page or announcement: its kind as the SPEC names it (imprint, privacy, menu …) */
export const kindOfPage = (answer: ActivityAnswer) =>
  typeof answer.body.kind === 'string' ? answer.body.kind : null;

/**
 * which image: the logo, the cover, or a product's or category's — by its name (issue 34:
 * "product #41" told the manager nothing); the id only when the row is gone
 */
export const imageSlot = (answer: ActivityAnswer) => {
  if (answer.body.id === undefined) return String(answer.body.target);
  if (answer.body.target === 'product') return productName(answer);
  if (answer.body.target === 'category') return categoryName(answer);
  return `${answer.body.target} #${answer.body.id}`;
};
