/** A recruiter's company: create one, invite colleagues (owner/admin/member), manage members. */
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { createOrganizationRequestSchema, type ClientConfig, type OrganizationRole } from '@intervia/shared';
import { TextField } from '../../components/TextField';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { authClient, errorMessageOf } from '../auth/auth-client';
import { useAuth } from '../auth/auth-context';
import { Card } from '../../components/Card';
import type { RunSensitive } from '../auth/use-fresh-session';

interface FullOrganization {
  id: string;
  name: string;
  slug: string;
  members: { id: string; userId: string; role: string; user: { name: string; email: string } }[];
  invitations: { id: string; email: string; role: string | null; status: string; expiresAt: string | Date }[];
}

function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'company'}-${Math.random().toString(36).slice(2, 7)}`;
}

/** The recruiter's company (a recruiter belongs to at most one in the product's flows: the first listed). */
async function loadMyOrganization(): Promise<FullOrganization | null> {
  const list = await authClient.organization.list();
  if (list.error) throw new Error(errorMessageOf(list.error));
  const first = list.data?.[0];
  if (!first) return null;
  const full = await authClient.organization.getFullOrganization({ query: { organizationId: first.id } });
  if (full.error) throw new Error(errorMessageOf(full.error));
  return (full.data as unknown as FullOrganization) ?? null;
}

export function OrganizationPanel({ runSensitive }: { runSensitive: RunSensitive }) {
  const { user } = useAuth();
  const { data: org, error, mutate } = useSWR('my-organization', loadMyOrganization);
  const load = async () => {
    await mutate();
  };

  if (org === undefined) {
    return (
      <Card title="Company">
        {error ? (
          <Alert tone="error">Could not load your company.</Alert>
        ) : (
          <Spinner label="Loading your company" />
        )}
      </Card>
    );
  }
  if (org === null) return <CreateOrganization onCreated={load} />;

  const myRole = org.members.find((m) => m.userId === user?.id)?.role as OrganizationRole | undefined;
  const canManage = myRole === 'owner' || myRole === 'admin';
  return (
    <Card title="Company">
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">{org.name}</span> · you are{' '}
        {myRole === 'admin' || myRole === 'owner' ? 'an' : 'a'} {myRole}
      </p>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Members</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {org.members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span>
              <span className="font-medium text-slate-900">{m.user.name}</span>{' '}
              <span className="text-slate-500">{m.user.email}</span>
            </span>
            <MemberRole
              organizationId={org.id}
              member={m}
              editable={canManage && m.userId !== user?.id && m.role !== 'owner'}
              onChanged={load}
            />
          </li>
        ))}
      </ul>
      {canManage && <InviteMember organizationId={org.id} invitations={org.invitations} onInvited={load} />}
      {myRole === 'owner' && (
        <DeleteOrganization
          organizationId={org.id}
          name={org.name}
          runSensitive={runSensitive}
          onDeleted={load}
        />
      )}
    </Card>
  );
}

function CreateOrganization({ onCreated }: { onCreated(): Promise<void> }) {
  const [name, setName] = useState('');
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [domainError, setDomainError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createOrganizationRequestSchema.safeParse({ name, domain });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'domain') setDomainError(issue.message);
      else setError(issue?.message);
      return;
    }
    setError(undefined);
    setDomainError(undefined);
    setBusy(true);
    const result = await authClient.organization.create({
      name: parsed.data.name,
      slug: slugify(parsed.data.name),
      ...(parsed.data.domain ? { metadata: { domain: parsed.data.domain } } : {}),
    });
    setBusy(false);
    if (result.error) {
      setError(errorMessageOf(result.error));
      return;
    }
    await onCreated();
  };
  return (
    <Card title="Company">
      <p className="text-sm text-slate-600">
        Create your company to post jobs and review candidates with colleagues. To join an existing company,
        ask one of its admins for an invitation link. Give your company’s e-mail domain to have it shown as
        verified on your jobs once a member verifies an address there.
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        noValidate
      >
        <TextField
          className="flex-1"
          label="Company name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
        />
        <TextField
          className="flex-1"
          label="Company e-mail domain (optional)"
          placeholder="northwind.com"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          error={domainError}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create company'}
        </button>
      </form>
    </Card>
  );
}

function MemberRole({
  organizationId,
  member,
  editable,
  onChanged,
}: {
  organizationId: string;
  member: FullOrganization['members'][number];
  editable: boolean;
  onChanged(): Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  if (!editable)
    return (
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium capitalize text-slate-700">
        {member.role}
      </span>
    );
  const change = async (role: string) => {
    const result = await authClient.organization.updateMemberRole({
      memberId: member.id,
      role: role as 'admin' | 'member',
      organizationId,
    });
    if (result.error) setError(errorMessageOf(result.error));
    else await onChanged();
  };
  const remove = async () => {
    const result = await authClient.organization.removeMember({ memberIdOrEmail: member.id, organizationId });
    if (result.error) setError(errorMessageOf(result.error));
    else await onChanged();
  };
  return (
    <span className="flex items-center gap-2">
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        Role of {member.user.name}
      </label>
      <select
        id={`role-${member.id}`}
        value={member.role}
        onChange={(e) => void change(e.target.value)}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
      >
        <option value="admin">admin</option>
        <option value="member">member</option>
      </select>
      <button type="button" onClick={() => void remove()} className="text-sm text-red-700 hover:underline">
        Remove
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-600">
          {error}
        </span>
      )}
    </span>
  );
}

function InviteMember({
  organizationId,
  invitations,
  onInvited,
}: {
  organizationId: string;
  invitations: FullOrganization['invitations'];
  onInvited(): Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const pending = invitations.filter((i) => i.status === 'pending');
  // Links are built on the server's PUBLIC_URL, like every other link the app sends.
  const { data: clientConfig } = useSWR<ClientConfig>('/api/client-config');
  const publicUrl = clientConfig?.publicUrl ?? window.location.origin;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const result = await authClient.organization.inviteMember({ email: email.trim(), role, organizationId });
    setBusy(false);
    if (result.error) {
      setError(errorMessageOf(result.error));
      return;
    }
    setEmail('');
    await onInvited();
  };
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold text-slate-900">Invite a colleague</h3>
      <form
        onSubmit={(event) => void submit(event)}
        className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end"
        noValidate
      >
        <TextField
          className="flex-1"
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <div>
          <label htmlFor="invite-role" className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select
            id="invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value as 'admin' | 'member')}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="member">member</option>
            <option value="admin">admin</option>
          </select>
        </div>
        <button type="submit" className="btn-secondary" disabled={busy || !email}>
          {busy ? 'Inviting…' : 'Create invitation'}
        </button>
      </form>
      {pending.length > 0 && (
        <ul className="mt-4 space-y-2 text-sm">
          {pending.map((invitation) => {
            const link = `${publicUrl}/invite/${invitation.id}`;
            return (
              <li key={invitation.id} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="font-medium">{invitation.email}</span> ({invitation.role ?? 'member'}) — send
                them this link: <code className="break-all text-brand-800">{link}</code>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function DeleteOrganization({
  organizationId,
  name,
  runSensitive,
  onDeleted,
}: {
  organizationId: string;
  name: string;
  runSensitive: RunSensitive;
  onDeleted(): Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    if (!window.confirm(`Delete ${name} and all its jobs and candidates? This cannot be undone.`)) return;
    try {
      await runSensitive(async () => {
        const result = await authClient.organization.delete({ organizationId });
        if (result.error) throw result.error;
      });
      await onDeleted();
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };
  return (
    <div className="mt-6 border-t border-slate-100 pt-4">
      <button
        type="button"
        onClick={() => void remove()}
        className="text-sm font-semibold text-red-700 hover:underline"
      >
        Delete company
      </button>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
