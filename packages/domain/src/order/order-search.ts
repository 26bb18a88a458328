/**
 * Issue 34: what a manager typed into the board's search, read as the ways an order is found:
 * its number ("12", "#12"), the guest's phone ("0151 2345", "+49 151…") and their name or e-mail.
 */
export interface OrderSearch {
  /** the order's number, when the text is one */
  orderId?: number;
  /** the digits of a phone number (at least four), and the same without the national leading 0 */
  phoneDigits?: readonly string[];
  /** text with letters to find in the guest's name or e-mail (at least two characters) */
  text?: string;
}

/** ids are PostgreSQL integers */
const maxOrderId = 2_147_483_647;
const minPhoneDigits = 4;
const minTextLength = 2;

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as 0–9: a manager types either. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0)! - 0x0660) % 0x90),
  );
}

export function parseOrderSearch(input: string): OrderSearch {
  const text = latinDigits(input).trim().replace(/\s+/g, ' ');
  const search: OrderSearch = {};
  const number = /^#?\s*(\d{1,10})$/.exec(text);
  if (number && Number(number[1]) >= 1 && Number(number[1]) <= maxOrderId) search.orderId = Number(number[1]);
  const digits = text.replace(/\D/g, '');
  if (/^[\d\s+\-()/.]+$/.test(text) && digits.length >= minPhoneDigits) {
    const national = digits.replace(/^0+/, '');
    search.phoneDigits =
      national !== digits && national.length >= minPhoneDigits ? [digits, national] : [digits];
  }
  // a name or an e-mail has letters (of any script); digits alone are a number or a phone
  if (text.length >= minTextLength && /\p{L}/u.test(text)) search.text = text;
  return search;
}

/** Whether the text can find anything at all (else the API answers 422 for the field). */
export const isUsefulOrderSearch = (search: OrderSearch): boolean =>
  search.orderId !== undefined || search.phoneDigits !== undefined || search.text !== undefined;
