import { and, eq, isNull } from 'drizzle-orm';
import { user, type Database } from '@intervia/db';
import { isUserRole, type UserRole } from '@intervia/shared';

export type SetRoleOutcome =
  { kind: 'set' | 'unchanged'; role: UserRole } | { kind: 'conflict'; role: UserRole };

/**
 * A user's role is chosen once. Choosing the same role again is harmless; a different one is refused. The update
 * only applies while the role is still unset, so two racing requests cannot both succeed with different roles.
 */
export async function setUserRoleOnce(db: Database, userId: string, role: UserRole): Promise<SetRoleOutcome> {
  const updated = await db
    .update(user)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(user.id, userId), isNull(user.role)))
    .returning({ role: user.role });
  if (updated.length > 0) return { kind: 'set', role };

  const [current] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  if (!current || !isUserRole(current.role)) throw new Error(`User ${userId} has no settable role`);
  return current.role === role ? { kind: 'unchanged', role } : { kind: 'conflict', role: current.role };
}
