import { HttpError } from '../../../lib/http-error';
import { checkPayfixCard } from '../../payment';
import type { OrderCaller } from './order-caller';

/** SPEC §5: payFix needs a QR code and a PIN; the card must answer to it before anything is taken. */
export async function payfixCardOf(
  caller: OrderCaller,
  input: { qrCode?: string; pin?: string },
): Promise<number> {
  const missing = (['qrCode', 'pin'] as const).filter((field) => !input[field]?.trim());
  if (missing.length) {
    throw new HttpError(
      422,
      'field_required',
      { field: missing[0]! },
      Object.fromEntries(
        missing.map((field) => [field, [{ key: 'field_required' as const, params: { field } }]]),
      ),
    );
  }
  return checkPayfixCard(caller.db, caller.restaurant.id, input.qrCode!.trim(), input.pin!.trim());
}
