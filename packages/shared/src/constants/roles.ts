/** Roles of section 6. A user starts with no role and picks one once. */
export const USER_ROLES = ['candidate', 'recruiter'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

/** Where the desktop Dashboard link and /redirect send a user, by role (section 2). */
export function dashboardPathForRole(role: unknown): string {
  if (role === 'candidate') return '/dashboard/candidate';
  if (role === 'recruiter') return '/dashboard/recruiter';
  return '/select-role';
}
