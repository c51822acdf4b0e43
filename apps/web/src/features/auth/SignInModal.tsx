import { useEffect, useState, type FormEvent } from 'react';
import {
  AUTH_MESSAGES,
  PRODUCT_NAME,
  ROUTES,
  signInRequestSchema,
  signUpRequestSchema,
  type AuthConfigResponse,
} from '@intervia/shared';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { Alert } from '../../components/Alert';
import { apiRequest } from '../../lib/api-client';
import { authClient, errorMessageOf } from './auth-client';

type Mode = 'sign-in' | 'sign-up';

/** After sign-up the sign-in failed: the address already had an account, with another password. */
const SIGN_UP_THEN_SIGN_IN_FAILED =
  'We could not sign you in with this password. If this address already has an account, sign in with its password.';
type FieldErrors = Partial<Record<'name' | 'email' | 'password', string>>;

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof FieldErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Sign in / create account, with the OAuth buttons the server has configured. */
export function SignInModal({
  initialMode,
  initialEmail = '',
  onClose,
  onSignedIn,
}: {
  initialMode: Mode;
  /** Prefilled address, e.g. the one an invite link was sent to. */
  initialEmail?: string;
  onClose(): void;
  onSignedIn(): Promise<void> | void;
}) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [values, setValues] = useState({ name: '', email: initialEmail, password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [providers, setProviders] = useState<AuthConfigResponse['oauthProviders']>([]);

  useEffect(() => {
    apiRequest<AuthConfigResponse>('/api/auth-config')
      .then((config) => setProviders(config.oauthProviders))
      .catch(() => setProviders([]));
  }, []);

  const update = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed =
      mode === 'sign-up'
        ? signUpRequestSchema.safeParse(values)
        : signInRequestSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      // Sign-up answers alike for a new and a taken address and signs nobody in: sign in next, as the user would.
      if (mode === 'sign-up') {
        const created = await authClient.signUp.email({
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          callbackURL: ROUTES.emailVerified,
        });
        if (created.error) {
          setFormError(
            created.error.status === 429
              ? 'Too many attempts. Please wait a minute and try again.'
              : errorMessageOf(created.error),
          );
          return;
        }
      }
      const result = await authClient.signIn.email({
        email: values.email.trim(),
        password: values.password,
      });
      if (result.error) {
        const status = result.error.status;
        setFormError(
          status === 429
            ? 'Too many attempts. Please wait a minute and try again.'
            : status === 401 || status === 403
              ? mode === 'sign-up'
                ? SIGN_UP_THEN_SIGN_IN_FAILED
                : AUTH_MESSAGES.invalidCredentials
              : errorMessageOf(result.error),
        );
        return;
      }
      await onSignedIn();
    } catch {
      setFormError('Cannot reach the server. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  const signInWith = async (providerId: string) => {
    setFormError(null);
    const callbackURL = '/redirect';
    // Generic OIDC providers are registered as social providers too, so one call serves all three.
    const result = await authClient.signIn.social({ provider: providerId, callbackURL });
    if (result.error) setFormError(errorMessageOf(result.error));
  };

  const isSignUp = mode === 'sign-up';
  return (
    <Dialog
      title={isSignUp ? 'Create your account' : `Sign in to ${PRODUCT_NAME}`}
      description={isSignUp ? 'Practise interviews with an AI interviewer.' : 'Welcome back.'}
      onClose={onClose}
    >
      {providers.length > 0 && (
        <div className="space-y-2">
          {providers.map((provider) => (
            <button
              key={provider.id}
              type="button"
              className="btn-secondary w-full"
              onClick={() => void signInWith(provider.id)}
            >
              Continue with {provider.label}
            </button>
          ))}
          <div className="flex items-center gap-3 py-2 text-xs uppercase tracking-wider text-slate-500">
            <span className="h-px flex-1 bg-slate-200" /> or <span className="h-px flex-1 bg-slate-200" />
          </div>
        </div>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {isSignUp && (
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={update('name')}
            error={fieldErrors.name}
            required
          />
        )}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          error={fieldErrors.email}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={update('password')}
          error={fieldErrors.password}
          hint={isSignUp ? 'At least 8 characters, with a letter and a number.' : undefined}
          required
        />
        {formError && <Alert tone="error">{formError}</Alert>}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? (isSignUp ? 'Creating account…' : 'Signing in…') : isSignUp ? 'Create account' : 'Sign in'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {isSignUp ? 'Already have an account?' : 'New here?'}{' '}
        <button
          type="button"
          className="font-semibold text-brand-700 hover:underline"
          onClick={() => {
            setMode(isSignUp ? 'sign-in' : 'sign-up');
            setFieldErrors({});
            setFormError(null);
          }}
        >
          {isSignUp ? 'Sign in' : 'Create an account'}
        </button>
      </p>
    </Dialog>
  );
}
