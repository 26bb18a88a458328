/**
 * Issue 34: a phone number as the staff read it aloud, on the order's detail and its ticket.
 * A number typed with its own spaces or signs is kept as typed (the guest knows its grouping);
 * a bare run of digits ("4915112345678") is grouped: the country code after a + (a number of
 * 11 digits or more that does not start with 0 is taken as international), then the rest in
 * groups of three or four. Anything else (letters, an extension) is left alone.
 */

/** Calling codes of one or two digits (ITU-T E.164); every other code has three. */
const shortCodes = new Set([
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

const minInternationalDigits = 11;

function groups(digits: string, first: number): string {
  const parts = [digits.slice(0, first)];
  for (let at = first; at < digits.length; at += 4) parts.push(digits.slice(at, at + 4));
  // a lone last digit joins the group before it
  if (parts.length > 2 && parts.at(-1)!.length === 1) parts.splice(-2, 2, parts.at(-2)! + parts.at(-1)!);
  return parts.join(' ');
}

export function formatPhone(typed: string): string {
  const text = typed.trim();
  const bare = /^\+?\d+$/.exec(text);
  if (!bare) return text.replace(/\s+/g, ' ');
  const digits = text.replace(/^\+/, '');
  const international =
    text.startsWith('+') || (!digits.startsWith('0') && digits.length >= minInternationalDigits);
  if (!international) return digits.length <= 5 ? digits : groups(digits, 4);
  const code = shortCodes.has(digits[0]!)
    ? digits[0]!
    : shortCodes.has(digits.slice(0, 2))
      ? digits.slice(0, 2)
      : digits.slice(0, 3);
  const national = digits.slice(code.length);
  return `+${code} ${national.length <= 4 ? national : groups(national, 3)}`;
}
