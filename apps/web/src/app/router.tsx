/** The spec's route table (section 2). Pages for features still to land show an explicit "coming next" state. */
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './AppLayout';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { ComingNextPage } from '../features/placeholders/ComingNextPage';
import { CandidateDashboardLayout } from '../features/dashboard/CandidateDashboardLayout';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/explore',
        element: (
          <ComingNextPage
            title="Explore"
            description="Browse published job postings. The job board lands with the recruiter platform."
          />
        ),
      },
      {
        path: '/payment',
        element: (
          <ComingNextPage
            title="Payment"
            description="Choose a plan and see your usage. Payments land with the plans and metering feature."
          />
        ),
      },
      {
        path: '/redirect',
        element: <ComingNextPage title="Redirecting" description="Sign-in and roles land with accounts." />,
      },
      {
        path: '/select-role',
        element: (
          <ComingNextPage title="Choose your role" description="Sign-in and roles land with accounts." />
        ),
      },
      {
        path: '/dashboard/candidate',
        element: <CandidateDashboardLayout />,
        children: [
          {
            index: true,
            element: (
              <ComingNextPage title="Dashboard" description="Your overview lands with interview creation." />
            ),
          },
          {
            path: 'interviews',
            element: (
              <ComingNextPage
                title="Interviews"
                description="Your interviews land with interview creation."
              />
            ),
          },
          {
            path: 'interview/create',
            element: (
              <ComingNextPage
                title="Create AI Interview"
                description="The wizard lands with interview creation."
              />
            ),
          },
          {
            path: 'profile',
            element: (
              <ComingNextPage
                title="User Profile"
                description="Your profile lands with the resume builder."
              />
            ),
          },
          {
            path: 'jobs',
            element: (
              <ComingNextPage title="Explore Jobs" description="Jobs land with the recruiter platform." />
            ),
          },
        ],
      },
      {
        path: '/dashboard/recruiter',
        element: (
          <ComingNextPage
            title="Recruiter dashboard"
            description="The recruiter platform lands with its own issue."
          />
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
