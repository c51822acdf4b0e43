/** The signed-in user a request or a service acts for. */
import type { UserRole } from '@intervia/shared';

export interface Viewer {
  userId: string;
  email: string;
  /** The address was proven by a link sent to it; what an address grants (admin, invitations) needs this. */
  emailVerified: boolean;
  name: string;
  role: UserRole | null;
  sessionId: string;
  sessionCreatedAt: Date;
  activeOrganizationId: string | null;
}
