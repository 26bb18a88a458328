import type { Principal } from '../auth';

/** Who made a claim, as the bill remembers it: never shown, only compared ('mine'). */
export function claimantOf(principal: Principal | undefined): string | null {
  if (principal?.kind === 'public') return `guest:${principal.guestId}`;
  if (principal?.kind === 'customer') return `customer:${principal.userId}`;
  if (principal?.kind === 'manager') return `manager:${principal.managerId}`;
  return null;
}
