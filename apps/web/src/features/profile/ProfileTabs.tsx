import { NavLink } from 'react-router';
import { ROUTES } from '@intervia/shared';

const TABS = [
  { to: ROUTES.candidateProfile, label: 'Profile', end: true },
  { to: ROUTES.candidateResumeBuilder, label: 'Resume builder', end: true },
];

/** Profile and resume builder: two pages under User Profile. */
export function ProfileTabs() {
  return (
    <nav aria-label="Profile sections" className="mt-4 flex gap-1 border-b border-slate-200">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              isActive
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
