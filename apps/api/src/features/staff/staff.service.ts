import { type Database, schema } from '@tavola/db';
import { type StaffRole, staffChangeProblem } from '@tavola/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/http-error';

const { managerRestaurants, managers, staffInvitations } = schema;

/** The people who run a restaurant and the invitations still open, for its owner's Staff page. */
export async function listStaff(db: Database, restaurantId: number, callerId: number) {
  const [members, invitations] = await Promise.all([
    db
      .select({ id: managers.id, name: managers.name, email: managers.email, role: managerRestaurants.role })
      .from(managerRestaurants)
      .innerJoin(managers, eq(managers.id, managerRestaurants.managerId))
      .where(eq(managerRestaurants.restaurantId, restaurantId))
      .orderBy(asc(managers.name), asc(managers.id)),
    db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        expiresAt: staffInvitations.expiresAt,
        invitedBy: managers.name,
      })
      .from(staffInvitations)
      .leftJoin(managers, eq(managers.id, staffInvitations.invitedBy))
      .where(
        and(
          eq(staffInvitations.restaurantId, restaurantId),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, new Date()),
        ),
      )
      .orderBy(asc(staffInvitations.createdAt)),
  ]);
  return {
    members: members.map((member) => ({
      manager_id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      you: member.id === callerId,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expires_at: invitation.expiresAt.toISOString(),
      invited_by: invitation.invitedBy,
    })),
  };
}

type Change = { role: StaffRole } | 'remove';

/**
 * Changes a colleague's role or removes them. The restaurant's memberships are locked first,
 * so two owners demoting each other at once cannot leave it without an owner.
 * Returns the colleague's name for the activity list.
 */
export async function changeMember(
  db: Database,
  restaurantId: number,
  managerId: number,
  change: Change,
): Promise<string> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ managerId: managerRestaurants.managerId, role: managerRestaurants.role })
      .from(managerRestaurants)
      .where(eq(managerRestaurants.restaurantId, restaurantId))
      .for('update');
    const target = rows.find((row) => row.managerId === managerId);
    if (!target) throw new HttpError(404, 'staff_not_member');
    const owners = rows.filter((row) => row.role === 'owner').length;
    const problem = staffChangeProblem(owners, target, change);
    if (problem) throw new HttpError(409, problem);
    const member = and(
      eq(managerRestaurants.restaurantId, restaurantId),
      eq(managerRestaurants.managerId, managerId),
    );
    if (change === 'remove') await tx.delete(managerRestaurants).where(member);
    else await tx.update(managerRestaurants).set({ role: change.role }).where(member);
    const [person] = await tx
      .select({ name: managers.name })
      .from(managers)
      .where(eq(managers.id, managerId));
    return person?.name ?? `#${managerId}`;
  });
}

/** Whether an e-mail already belongs to someone who runs the restaurant. */
export async function isMemberEmail(db: Database, restaurantId: number, email: string) {
  const [row] = await db
    .select({ id: managers.id })
    .from(managerRestaurants)
    .innerJoin(managers, eq(managers.id, managerRestaurants.managerId))
    .where(
      and(
        eq(managerRestaurants.restaurantId, restaurantId),
        eq(sql`lower(${managers.email})`, email.trim().toLowerCase()),
      ),
    );
  return row !== undefined;
}
