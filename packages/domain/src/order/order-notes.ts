/**
 * Issue 34: what a guest wrote to the kitchen — the order's comment and each item's — so the
 * board marks the card before anyone taps "Start preparing". A note that speaks of an allergy
 * or an intolerance, in any of the four languages, is marked as such.
 */
export interface OrderNote {
  /** the item's name; none for the order's own comment */
  item?: string;
  text: string;
}

export function orderNotes(order: {
  comment?: string | null;
  lines: readonly { name: string; comment: string | null }[];
}): OrderNote[] {
  const notes: OrderNote[] = [];
  if (order.comment?.trim()) notes.push({ text: order.comment.trim() });
  for (const line of order.lines)
    if (line.comment?.trim()) notes.push({ item: line.name, text: line.comment.trim() });
  return notes;
}

/** allerg… (en, de, fr), intoleran… / Unverträglich… (en, fr, de), حساسية (ar) */
const allergyWords = /allerg|intol[ée]ran|unverträglich|حساسي/iu;

export const mentionsAllergy = (text: string): boolean => allergyWords.test(text);
