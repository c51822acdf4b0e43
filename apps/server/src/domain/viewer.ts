/** The signed-in user a request or a service acts for. */
import type { UserRole } from '@intervia/shared';

export interface Viewer {
  userId: string;
  email: string;
  name: string;
  role: UserRole | null;
  sessionId: string;
  sessionCreatedAt: Date;
  activeOrganizationId: string | null;
}
