/**
 * Who may open which page (section 2 route table, section 6). The server uses this for the status of the HTML it
 * serves and the web app for its guards, so the two never disagree. APIs enforce their own rules on top.
 */
import { isUserRole, type UserRole } from './roles';

export type PageAccess = 'public' | 'signed-in' | 'candidate' | 'recruiter';

export const PAGE_ACCESS_RULES: readonly { prefix: string; access: PageAccess }[] = [
  { prefix: '/dashboard/candidate', access: 'candidate' },
  { prefix: '/dashboard/recruiter', access: 'recruiter' },
  { prefix: '/payment', access: 'signed-in' },
  { prefix: '/redirect', access: 'signed-in' },
  { prefix: '/select-role', access: 'signed-in' },
  { prefix: '/account', access: 'signed-in' },
  // /dashboard alone redirects by role (the two dashboards above are matched first).
  { prefix: '/dashboard', access: 'signed-in' },
];

export function pageAccessFor(pathname: string): PageAccess {
  const rule = PAGE_ACCESS_RULES.find((r) => pathname === r.prefix || pathname.startsWith(`${r.prefix}/`));
  return rule?.access ?? 'public';
}

export type AccessDecision = 'allowed' | 'sign-in-required' | 'role-required' | 'wrong-role';

/** `role-required`: signed in without a role (goes to /select-role); `wrong-role`: the other role (403). */
export function decideAccess(access: PageAccess, viewer: { role: string | null } | null): AccessDecision {
  if (access === 'public') return 'allowed';
  if (!viewer) return 'sign-in-required';
  if (access === 'signed-in') return 'allowed';
  if (!isUserRole(viewer.role)) return 'role-required';
  return viewer.role === (access satisfies UserRole) ? 'allowed' : 'wrong-role';
}

/** Re-verification window for sensitive actions: the spec's strictest (10, 60, 1440 minutes). */
export const REVERIFICATION_WINDOW_MINUTES = 10;
