import { NavLink, Outlet } from 'react-router';
import { ROUTES } from '@intervia/shared';

const SIDEBAR_ITEMS = [
  { to: ROUTES.candidateDashboard, label: 'Dashboard', end: true },
  { to: ROUTES.candidateInterviews, label: 'Interviews', end: false },
  { to: ROUTES.candidateProfile, label: 'User Profile', end: false },
  { to: ROUTES.candidateJobs, label: 'Explore Jobs', end: false },
] as const;

/** The candidate layout of section 2: a sidebar titled 'Candidate', child routes in the main area. */
export function CandidateDashboardLayout() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row lg:px-8">
      <aside className="md:w-60 md:shrink-0" aria-label="Candidate navigation">
        <h2 className="px-3 text-xs font-semibold uppercase tracking-widest text-slate-500">Candidate</h2>
        {/* Two rows of two on a phone, so no label is cut off; one row from sm, the sidebar column from md. */}
        <nav className="mt-3 grid grid-cols-2 gap-1 sm:flex sm:flex-wrap md:flex-col">
          {SIDEBAR_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `whitespace-nowrap rounded-lg px-3 py-2 text-center sm:text-left text-sm font-medium transition-colors ${
                  isActive
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                }`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
