/** One-time invite links for a job: send to an email, see each link's state, copy a link just sent. */
import { useState, type FormEvent } from 'react';
import { jobInviteRequestSchema, type JobInvite, type RecruiterJob } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { TextField } from '../../components/TextField';
import { apiRequest } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { formatDate } from '../../lib/format-date';
import { deliveryNote, type InviteDelivery } from './invite-delivery';
import { usePollingSWR } from '../../lib/use-polling-swr';

const STATE_LABELS: Record<JobInvite['state'], string> = {
  pending: 'Waiting',
  used: 'Used',
  expired: 'Expired',
};

/** While an email is still being retried, the list is read again now and then so its state moves on. */
const INVITE_DELIVERY_POLL_MS = 5_000;

export function JobInvitesPanel({ job }: { job: RecruiterJob }) {
  const key = `/api/recruiter/jobs/${job.id}/invites`;
  const { data, error, mutate } = usePollingSWR<{ invites: JobInvite[] }>(key, (latest) =>
    latest?.invites.some((invite) => invite.delivery?.status === 'pending') ? INVITE_DELIVERY_POLL_MS : 0,
  );
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { busy, problem, setProblem, run } = useApiAction();
  const [sent, setSent] = useState<{
    email: string;
    link: string;
    delivery: 'smtp' | 'outbox';
    status: InviteDelivery['status'] | null;
    resent: boolean;
  } | null>(null);
  const [copied, setCopied] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSent(null);
    setCopied(false);
    const parsed = jobInviteRequestSchema.safeParse({ email, ...(name.trim() ? { name } : {}) });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    await run(async () => {
      const result = await apiRequest<{
        invite: JobInvite;
        link: string;
        delivery: 'smtp' | 'outbox';
        resent: boolean;
      }>(key, { method: 'POST', json: parsed.data });
      setSent({
        email: result.invite.email,
        link: result.link,
        delivery: result.delivery,
        status: result.invite.delivery?.status ?? null,
        resent: result.resent,
      });
      setEmail('');
      setName('');
      await mutate();
    }, 'The invite could not be sent.');
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section
      aria-labelledby="invites-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="invites-heading" className="text-lg font-semibold text-slate-900">
        Invite a candidate
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The link works once, for that email address, for 14 days. It leads to sign-up and into the first-round
        interview — even before the job is published.
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-wrap items-end gap-3"
        noValidate
      >
        <TextField
          label="Candidate name (optional)"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="min-w-48 flex-1"
        />
        <TextField
          label="Candidate email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
          className="min-w-64 flex-1"
        />
        <button type="submit" className="btn-primary" disabled={busy || !job.firstRoundEnabled}>
          {busy ? 'Sending…' : 'Send invite'}
        </button>
      </form>
      {problem && (
        <div className="mt-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      {sent && (
        <div className="mt-3 space-y-2">
          <Alert tone="success">
            {sent.resent &&
              `${sent.email} already had a waiting invite: it was sent again with a new link (the old one no longer works). `}
            {sent.status === 'pending'
              ? `Invite for ${sent.email} saved. The mail server did not take the email yet; it is tried again automatically (its state shows in the list below). You can also copy the link and send it yourself.`
              : sent.delivery === 'smtp'
                ? `Invite emailed to ${sent.email}.`
                : `Invite for ${sent.email} saved to the server's outbox (no mail server is configured). Copy the link and send it yourself.`}
          </Alert>
          <div className="flex flex-wrap items-center gap-2">
            <code
              className="break-all rounded bg-slate-100 px-2 py-1 text-xs text-slate-800"
              aria-label="Invite link"
            >
              {sent.link}
            </code>
            <button type="button" className="btn-secondary" onClick={() => void copy(sent.link)}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </div>
      )}
      {error && (
        <div className="mt-3">
          <Alert tone="error">Invites could not be loaded.</Alert>
        </div>
      )}
      {data && data.invites.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100 text-sm">
          {data.invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="text-slate-900">{invite.email}</span>
              <span className="text-slate-600">
                {STATE_LABELS[invite.state]} · sent {formatDate(invite.createdAt)}
                {deliveryNote(invite.delivery) && (
                  <span className={invite.delivery?.status === 'failed' ? 'text-red-700' : undefined}>
                    {' '}
                    · {deliveryNote(invite.delivery)}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
