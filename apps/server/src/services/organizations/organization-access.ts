/** Organisation membership checks for product services: members only, and only with their role's permission. */
import { and, eq } from 'drizzle-orm';
import { member, type Database } from '@intervia/db';
import { roleAllows, type OrganizationPermission } from '../../auth/organization-permissions';
import { DomainError } from '../../domain/domain-error';
import type { Viewer } from '../../domain/viewer';

export async function organizationRoleOf(
  db: Database,
  userId: string,
  organizationId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.userId, userId), eq(member.organizationId, organizationId)));
  return row?.role ?? null;
}

export async function organizationIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ organizationId: member.organizationId })
    .from(member)
    .where(eq(member.userId, userId));
  return rows.map((row) => row.organizationId);
}

/**
 * Non-members get 404 (an organisation's resources are invisible from outside); members without the permission
 * get 403 with what they lack.
 */
export async function requireOrganizationPermission(
  db: Database,
  viewer: Viewer,
  organizationId: string,
  permission: OrganizationPermission,
  notFoundMessage = 'Not found.',
): Promise<string> {
  const role = await organizationRoleOf(db, viewer.userId, organizationId);
  if (!role) throw new DomainError('not-found', notFoundMessage);
  if (!roleAllows(role, permission)) {
    const wanted = Object.entries(permission)
      .map(([resource, actions]) => `${(actions ?? []).join('/')} ${resource}`)
      .join(', ');
    throw new DomainError('forbidden', `Your role (${role}) cannot ${wanted}.`);
  }
  return role;
}
