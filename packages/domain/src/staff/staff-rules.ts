export type StaffRole = 'owner' | 'manager';

/** Days an invitation link works; a new one can be sent after. */
export const invitationLifetimeDays = 7;

/**
 * Issue 20 (decision 044): a restaurant always keeps an owner — the last one can be neither
 * demoted nor removed (by anyone, themselves included). Returns the refusal's message key.
 */
export function staffChangeProblem(
  owners: number,
  target: { role: StaffRole },
  change: { role: StaffRole } | 'remove',
): 'staff_last_owner' | undefined {
  const losesOwner = target.role === 'owner' && (change === 'remove' || change.role !== 'owner');
  return losesOwner && owners <= 1 ? 'staff_last_owner' : undefined;
}
