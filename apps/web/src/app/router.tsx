/** The spec's route table (section 2), plus the resume builder under the profile. Pages load on demand. */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { CandidateDashboardLayout } from '../features/dashboard/CandidateDashboardLayout';
import { RequireAccess } from '../features/auth/RequireAccess';
import { Spinner } from '../components/Spinner';
import type { SitePageSlug } from '@intervia/shared';

// Everything but the landing page loads on demand, so the first visit downloads only what it shows.
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const sitePage = (slug: SitePageSlug) => async () => {
  const { SitePage } = await import('../features/site-pages/SitePage');
  return { Component: () => <SitePage slug={slug} /> };
};

function PageLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label="Loading the page" />
    </div>
  );
}

/**
 * Every on-demand page shows a loading state while its code arrives on the first load (React Router renders the
 * nearest route's fallback; without one it renders nothing and warns "No `HydrateFallback` element").
 */
function withPageFallbacks(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withPageFallbacks(route.children) : undefined;
    const withChildren = (children ? { ...route, children } : route) as RouteObject;
    return route.lazy ? { ...withChildren, hydrateFallbackElement: <PageLoading /> } : withChildren;
  });
}

export const router = createBrowserRouter(
  withPageFallbacks([
    {
      element: <AppLayout />,
      children: [
        { path: '/', element: <LandingPage /> },
        { path: '/explore', lazy: lazyPage(() => import('../features/jobs/ExplorePage')) },
        // The footer's information pages: the operator's Markdown (GET /api/site-pages/:slug).
        { path: '/about', lazy: sitePage('about') },
        { path: '/help', lazy: sitePage('help') },
        { path: '/terms', lazy: sitePage('terms') },
        { path: '/privacy', lazy: sitePage('privacy') },
        { path: '/jobs/:id', lazy: lazyPage(() => import('../features/jobs/JobDetailPage')) },
        {
          path: '/email-verified',
          lazy: lazyPage(() => import('../features/auth/EmailVerifiedPage')),
        },
        {
          // Public: the link names the company and offers sign-up before anything else.
          path: '/invite/:id',
          lazy: lazyPage(() => import('../features/organization/AcceptInvitationPage')),
        },
        {
          path: '/job-invite/:token',
          lazy: lazyPage(() => import('../features/applications/JobInvitePage')),
        },
        {
          element: <RequireAccess access="signed-in" />,
          children: [
            { path: '/payment', lazy: lazyPage(() => import('../features/pricing/PaymentPage')) },
            { path: '/redirect', lazy: lazyPage(() => import('../features/auth/RedirectPage')) },
            // /dashboard on its own sends each user to their dashboard by role (as /redirect does).
            { path: '/dashboard', lazy: lazyPage(() => import('../features/auth/RedirectPage')) },
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
  ]),
);
