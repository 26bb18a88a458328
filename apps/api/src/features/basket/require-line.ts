import { notFound } from '../../lib/http-error';
import type { BasketContents } from './basket.repository';

/** The basket's line of that id, or a 404 naming the missing line. */
export const requireLine = (contents: BasketContents, lineId: number) => {
  const line = contents.lines.find((entry) => entry.id === lineId);
  if (!line) throw notFound('basket_line_not_exist');
  return line;
};
