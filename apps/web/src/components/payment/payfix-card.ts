import type { FieldIssue } from '../ui/form';

/** SPEC §5 payFix: the stored-value card's code (printed as its QR code) and its PIN, as typed. */
export interface PayfixCard {
  qrCode: string;
  pin: string;
}

export const emptyPayfixCard: PayfixCard = { qrCode: '', pin: '' };

/**
 * What is missing from a payFix card before anything is sent — the checkout's and the table
 * bill's one rule; whether the card answers to the PIN and holds enough only the server knows.
 */
export function payfixCardIssues(card: PayfixCard): Record<string, FieldIssue> {
  return {
    ...(card.qrCode.trim() ? {} : { qrCode: { kind: 'required' as const } }),
    ...(card.pin.trim() ? {} : { pin: { kind: 'required' as const } }),
  };
}

/** The card as a request sends it (create-order, a table bill's claim). */
export const payfixCardBody = (card: PayfixCard) => ({ qrCode: card.qrCode.trim(), pin: card.pin.trim() });
