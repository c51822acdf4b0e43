/** The spec's route table (section 2), plus the resume builder under the profile. Pages load on demand. */
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './AppLayout';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { CandidateDashboardLayout } from '../features/dashboard/CandidateDashboardLayout';
import { RequireAccess } from '../features/auth/RequireAccess';

// Everything but the landing page loads on demand, so the first visit downloads only what it shows.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/explore', lazy: lazyPage(() => import('../features/jobs/ExplorePage')) },
      { path: '/jobs/:id', lazy: lazyPage(() => import('../features/jobs/JobDetailPage')) },
      {
        path: '/email-verified',
        lazy: lazyPage(() => import('../features/auth/EmailVerifiedPage')),
      },
      {
        path: '/job-invite/:token',
        lazy: lazyPage(() => import('../features/applications/JobInvitePage')),
      },
      {
        // Public: the link names the company and offers sign-up before anything else.
        path: '/invite/:id',
        lazy: lazyPage(() => import('../features/organization/AcceptInvitationPage')),
      },
      {
        element: <RequireAccess access="signed-in" />,
        children: [
          { path: '/payment', lazy: lazyPage(() => import('../features/pricing/PaymentPage')) },
          { path: '/redirect', lazy: lazyPage(() => import('../features/auth/RedirectPage')) },
          { path: '/select-role', lazy: lazyPage(() => import('../features/auth/SelectRolePage')) },
          { path: '/account', lazy: lazyPage(() => import('../features/account/AccountPage')) },
        ],
      },
      {
        path: '/dashboard/candidate',
        element: (
          <RequireAccess access="candidate">
            <CandidateDashboardLayout />
          </RequireAccess>
        ),
        children: [
          { index: true, lazy: lazyPage(() => import('../features/dashboard/CandidateHomePage')) },
          { path: 'interviews', lazy: lazyPage(() => import('../features/interviews/InterviewsPage')) },
          {
            path: 'interviews/:id',
            lazy: lazyPage(() => import('../features/feedback/InterviewReportPage')),
          },
          {
            path: 'interview/create',
            lazy: lazyPage(() => import('../features/interviews/CreateInterviewPage')),
          },
          { path: 'profile', lazy: lazyPage(() => import('../features/profile/ProfilePage')) },
          {
            path: 'profile/resume',
            lazy: lazyPage(() => import('../features/profile/ResumeBuilderPage')),
          },
          { path: 'jobs', lazy: lazyPage(() => import('../features/jobs/CandidateJobsPage')) },
          { path: 'jobs/:id/apply', lazy: lazyPage(() => import('../features/applications/ApplyPage')) },
        ],
      },
      {
        path: '/dashboard/recruiter',
        element: <RequireAccess access="recruiter" />,
        children: [
          { index: true, lazy: lazyPage(() => import('../features/recruiter/RecruiterDashboardPage')) },
          { path: 'jobs/new', lazy: lazyPage(() => import('../features/recruiter/JobEditorPage')) },
          { path: 'jobs/:id', lazy: lazyPage(() => import('../features/recruiter/JobEditorPage')) },
          {
            path: 'jobs/:id/applicants',
            lazy: lazyPage(() => import('../features/recruiter/ApplicantsPage')),
          },
          {
            path: 'applications/:id',
            lazy: lazyPage(() => import('../features/recruiter/ApplicantDetailPage')),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
