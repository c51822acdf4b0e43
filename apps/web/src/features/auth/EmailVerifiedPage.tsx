/** /email-verified: where the link in a verification e-mail lands, confirmed or with the reason it was not. */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { useAuth } from './auth-context';

const PROBLEMS: Record<string, string> = {
  TOKEN_EXPIRED: 'This link has expired.',
  INVALID_TOKEN: 'This link is not valid (it may have been used already, or cut short when copied).',
  USER_NOT_FOUND: 'The account this link was for no longer exists.',
  INVALID_USER: 'This link belongs to another account than the one signed in here.',
};

function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const { user, status, refresh } = useAuth();
  const error = params.get('error');

  // The session copy in the browser still says "unconfirmed" (or the old address): read it again.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-semibold">
        {error ? 'Your address could not be confirmed' : 'Your e-mail address is confirmed'}
      </h1>
      <div className="mt-6 flex flex-col gap-4">
        {error ? (
          <Alert tone="error">
            {PROBLEMS[error] ?? 'This link could not be used.'}{' '}
            {status === 'signed-in'
              ? 'Use “Send the link again” at the top of the page for a new one.'
              : 'Sign in and ask for a new link from the notice at the top of the page.'}
          </Alert>
        ) : (
          <Alert tone="success">
            {user ? (
              <>
                <span className="font-medium">{user.email}</span> is confirmed. Invitations sent to it now
                work.
              </>
            ) : (
              'Thank you. Sign in to continue.'
            )}
          </Alert>
        )}
        <p>
          <Link className="btn-primary" to={status === 'signed-in' ? ROUTES.redirect : ROUTES.home}>
            Continue
          </Link>
        </p>
      </div>
    </div>
  );
}

export default EmailVerifiedPage;
