import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { PRODUCT_NAME, ROUTES, dashboardPathForRole } from '@intervia/shared';
import { useAuth } from '../auth/auth-context';
import { BrandMark } from '../../components/BrandMark';

const NAV_LINKS = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.explore, label: 'Explore' },
  { to: ROUTES.payment, label: 'Payment' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'
  }`;

/** The navigation bar of section 2, with its desktop and mobile rules. */
export function Navbar() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu remembers the page it was opened on, so following one of its links closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const signedIn = auth.status === 'signed-in';

  const login = () => {
    auth.openSignIn();
    void navigate(ROUTES.redirect);
  };
  const logout = () => void auth.signOut();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <Link to={ROUTES.home} className="flex items-center gap-2 font-semibold text-slate-900">
          <BrandMark />
          <span>{PRODUCT_NAME}</span>
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          {signedIn && (
            <NavLink
              to={dashboardPathForRole(auth.user?.role)}
              className={linkClass}
              data-testid="desktop-dashboard-link"
            >
              Dashboard
            </NavLink>
          )}
        </div>

        <div className="hidden md:block">
          {signedIn ? (
            <button type="button" onClick={logout} className="btn-secondary">
              Logout
            </button>
          ) : (
            <button type="button" onClick={login} className="btn-primary">
              Login
            </button>
          )}
        </div>

        <button
          type="button"
          className="inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-controls="mobile-menu"
          aria-expanded={menuOpen}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>

      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 md:hidden">
          <div className="flex flex-col gap-1">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            ))}
            {/* The spec's mobile rule: this link goes to the candidate dashboard whatever the role. */}
            <NavLink to={ROUTES.candidateDashboard} className={linkClass} data-testid="mobile-dashboard-link">
              Dashboard
            </NavLink>
            {signedIn && (
              <NavLink to="/account" className={linkClass}>
                Account
              </NavLink>
            )}
            <div className="pt-2">
              {signedIn ? (
                <button type="button" onClick={logout} className="btn-secondary w-full">
                  Logout
                </button>
              ) : (
                <button type="button" onClick={login} className="btn-primary w-full">
                  Login
                </button>
              )}
            </div>
          </div>
        </div>
      )}
    </header>
  );
}
