import { Navigate } from 'react-router';
import { dashboardPathForRole } from '@intervia/shared';
import { useAuth } from './auth-context';

/** /redirect: candidate → candidate dashboard, recruiter → recruiter dashboard, no role → /select-role. */
function RedirectPage() {
  const { user } = useAuth();
  return <Navigate to={dashboardPathForRole(user?.role)} replace />;
}

export default RedirectPage;
