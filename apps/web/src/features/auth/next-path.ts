import { dashboardPathForRole, type UserRole } from '@intervia/shared';

/**
 * Where to go once the role is chosen: the page the user was sent here from, when it is a page of this site for
 * that role (a candidate invited to an interview carries on to it); otherwise the role's dashboard.
 */
export function nextPathFor(next: string | null, role: UserRole): string {
  const dashboard = dashboardPathForRole(role);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return dashboard;
  return next.startsWith(`${dashboard}/`) || next === dashboard ? next : dashboard;
}
