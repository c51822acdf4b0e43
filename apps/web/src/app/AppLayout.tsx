import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { DataFetchingProvider } from '../lib/swr-config';
import { Navbar } from '../features/navigation/Navbar';
import { EmailVerificationNotice } from '../features/auth/EmailVerificationNotice';

export function AppLayout() {
  return (
    <DataFetchingProvider>
      <AuthProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Navbar />
        <EmailVerificationNotice />
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <ScrollRestoration />
      </AuthProvider>
    </DataFetchingProvider>
  );
}
