import { useAuth } from '../auth/auth-context';
import { useFreshSession } from '../auth/use-fresh-session';
import { OrganizationPanel } from '../organization/OrganizationPanel';
import { Card } from '../../components/Card';
import { ChangeEmailForm, ChangePasswordForm } from './CredentialForms';
import { YourDataSection } from './YourDataSection';

/** /account: who you are, sign-in settings, your data; recruiters also manage their company here. */
function AccountPage() {
  const { user } = useAuth();
  const { runSensitive, dialog } = useFreshSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Account</h1>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-slate-500">Name</dt>
          <dd className="text-slate-900">{user.name}</dd>
          <dt className="text-slate-500">Email</dt>
          <dd className="text-slate-900">{user.email}</dd>
          <dt className="text-slate-500">Role</dt>
          <dd className="capitalize text-slate-900">{user.role ?? 'Not chosen yet'}</dd>
        </dl>
      </header>
      {user.role === 'recruiter' && <OrganizationPanel runSensitive={runSensitive} />}
      <Card title="Password">
        <ChangePasswordForm runSensitive={runSensitive} />
      </Card>
      <Card title="Email address">
        <ChangeEmailForm runSensitive={runSensitive} />
      </Card>
      <YourDataSection runSensitive={runSensitive} />
      {dialog}
    </div>
  );
}

export default AccountPage;
