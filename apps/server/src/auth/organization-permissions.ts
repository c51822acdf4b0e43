/**
 * What each organisation role may do. owner/admin/member come from the organization plugin; the product adds
 * jobs, applications (candidates' results) and live-interview observation, used by the recruiter platform.
 */
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements, adminAc, ownerAc, memberAc } from 'better-auth/plugins/organization/access';

const organizationStatements = {
  ...defaultStatements,
  job: ['create', 'update', 'delete', 'publish'],
  application: ['read', 'update', 'comment'],
  interview: ['observe'],
} as const;

export const organizationAccessControl = createAccessControl(organizationStatements);

export const organizationRoles = {
  owner: organizationAccessControl.newRole({
    ...ownerAc.statements,
    job: ['create', 'update', 'delete', 'publish'],
    application: ['read', 'update', 'comment'],
    interview: ['observe'],
  }),
  admin: organizationAccessControl.newRole({
    ...adminAc.statements,
    job: ['create', 'update', 'delete', 'publish'],
    application: ['read', 'update', 'comment'],
    interview: ['observe'],
  }),
  member: organizationAccessControl.newRole({
    ...memberAc.statements,
    job: ['create', 'update'],
    application: ['read', 'comment'],
    interview: ['observe'],
  }),
};

export type OrganizationPermission = {
  [K in keyof typeof organizationStatements]?: (typeof organizationStatements)[K][number][];
};

/** Pure check used by product routes (the plugin's own endpoints use the same role definitions). */
export function roleAllows(role: string, permission: OrganizationPermission): boolean {
  const definition = organizationRoles[role as keyof typeof organizationRoles];
  if (!definition) return false;
  // Membership alone is enough for reads that ask for no particular permission.
  if (Object.keys(permission).length === 0) return true;
  return definition.authorize(permission as never).success;
}
