/**
 * Issue 33: a ticket's code is read out and typed at the door. Crockford's base 32 — digits and
 * capital letters without I, L, O and U — leaves nothing to mix up (0/O, 1/l/I); 28 symbols carry
 * 140 random bits (the codes before carried 128), shown in seven groups of four. Typed in any
 * case, with or without the hyphens or with spaces, it is the same code; O, I and L typed by
 * mistake are read as 0, 1 and 1. Codes written before (22 characters of base64url, told apart
 * by case) stay valid as they were written.
 */
export const ticketCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ticketCodeSymbols = 28;
/** random bytes a code needs: 28 symbols of 5 bits */
export const ticketCodeBytes = Math.ceil((ticketCodeSymbols * 5) / 8);

const newCode = new RegExp(`^[${ticketCodeAlphabet}]{${ticketCodeSymbols}}$`);

/** A code from random bytes (at least `ticketCodeBytes`), 5 bits a symbol. */
export function ticketCodeOf(random: Uint8Array): string {
  if (random.length < ticketCodeBytes)
    throw new RangeError(`a ticket code needs ${ticketCodeBytes} random bytes`);
  let code = '';
  let bits = 0;
  let value = 0;
  for (const byte of random) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < ticketCodeSymbols) {
      bits -= 5;
      code += ticketCodeAlphabet[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
    if (code.length === ticketCodeSymbols) break;
  }
  return code;
}

/** A code as people read it: groups of four ('7K3M-9QXD-…'); a code from before as it is. */
export const formatTicketCode = (code: string): string =>
  newCode.test(code) ? (code.match(/.{1,4}/g) ?? []).join('-') : code;

/**
 * The stored codes a typed (or scanned) code may be: the new form however it was typed, and
 * the text as typed for a code from before.
 */
export function ticketCodeCandidates(typed: string): string[] {
  const exact = typed.trim();
  const folded = exact
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return newCode.test(folded) && folded !== exact ? [folded, exact] : [exact];
}
