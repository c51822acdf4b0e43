/**
 * /dashboard/recruiter/applications/:id — one applicant: rank and score, status and notes, a human-review request,
 * and the full first-round report (scores with evidence, speech analytics, transcript, recording).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  APPLICATION_STATUSES,
  type Applicant,
  type ApplicantView,
  type ApplicationStatus,
  type ApplicationNote,
  type ApplicationPermissions,
} from '@intervia/shared';
import { SubmittedApplication } from './SubmittedApplication';
import { reportForRecruiters } from './report-for-recruiters';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage, apiRequest, ApiRequestError } from '../../lib/api-client';
import { ReportSections } from '../feedback/ReportSections';
import { LiveObserverPanel } from './LiveObserverPanel';
import { downloadText, fileSafe, reportToMarkdown } from '../feedback/report-export';
import {
  APPLICANT_RESULT_POLL_MS,
  APPLICATION_STATUS_LABELS,
  applicantHeadScore,
  applicantKey,
  awaitsResult,
  applicantsKey,
  interviewProgressLabel,
} from './applicant-labels';
import { usePollingSWR } from '../../lib/use-polling-swr';
import { useApiAction } from '../../lib/use-api-action';

/**
 * Allowing a retake of the first-round interview: offered prominently for an interview that ended early, and on
 * request for a complete one; asks for confirmation because the current result stops counting.
 */
function RetakePanel({
  applicant,
  onAllowed,
}: {
  applicant: Applicant;
  onAllowed: (applicant: Applicant) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { busy, problem: failure, run } = useApiAction();
  const allow = () =>
    run(async () => {
      const { applicant: updated } = await apiRequest<{ applicant: Applicant }>(
        `/api/recruiter/applications/${applicant.id}/retake`,
        { method: 'POST' },
      );
      setConfirming(false);
      onAllowed(updated);
    }, 'The retake could not be allowed. Try again.');
  return (
    <section
      aria-labelledby="retake-heading"
      className={`rounded-2xl border p-5 ${applicant.incomplete ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="retake-heading" className="text-base font-semibold text-slate-900">
        {applicant.incomplete ? 'This interview ended early' : 'Retake'}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {applicant.incomplete
          ? `${applicant.candidateName} did not answer every question, so this interview is not ranked with complete ones. You can let them take it again.`
          : `You can let ${applicant.candidateName} take the first-round interview again. The current result stops counting (it stays in the scoring history).`}
      </p>
      {failure && (
        <div className="mt-3">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void allow()}>
              {busy ? 'Allowing…' : 'Yes, allow a retake'}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
            Allow a retake
          </button>
        )}
      </div>
    </section>
  );
}

function ApplicantDetailPage() {
  const { id = '' } = useParams();
  // Re-read while the result is still to come, so the page changes when the interview ends and when it is scored.
  const { data, error, mutate } = usePollingSWR<ApplicantView>(applicantKey(id), (latest) =>
    latest && awaitsResult(latest.applicant) ? APPLICANT_RESULT_POLL_MS : 0,
  );

  if (error) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <Alert tone="error">
          {error instanceof ApiRequestError && error.status === 404
            ? 'Applicant not found.'
            : 'The applicant could not be loaded.'}
        </Alert>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <Spinner label="Loading the applicant" />
      </div>
    );
  }
  const { applicant, job, submission } = data;
  // The scorer addresses the candidate; the recruiter reads about them.
  const report = data.report && reportForRecruiters(data.report, applicant.candidateName);
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <Link
          to={`/dashboard/recruiter/jobs/${job.id}/applicants`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          ← Applicants for {job.title}
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{applicant.candidateName}</h1>
            <p className="mt-1 text-slate-600">
              <a href={`mailto:${applicant.candidateEmail}`} className="hover:underline">
                {applicant.candidateEmail}
              </a>{' '}
              · <span role="status">{interviewProgressLabel(applicant)}</span>
            </p>
            {awaitsResult(applicant) && (
              <p className="mt-1 text-xs text-slate-500">
                This page updates on its own when the interview ends and when scoring finishes.
              </p>
            )}
          </div>
          <dl className="flex gap-6 text-right">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Rank</dt>
              <dd className="text-2xl font-bold text-slate-900">{applicant.rank ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Score</dt>
              <dd className="text-2xl font-bold text-brand-700">
                {applicantHeadScore(applicant.overallScore, report?.latest ?? null)}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      {applicant.humanReviewRequested && (
        <Alert tone="info">
          {applicant.candidateName} asked for a human review: please read the transcript yourself before
          deciding.
        </Alert>
      )}
      {data.viewerCan.setStatus &&
        applicant.method === 'ai-interview' &&
        (applicant.interviewStatus === 'completed' || applicant.interviewStatus === 'scored') && (
          <RetakePanel
            applicant={applicant}
            onAllowed={(updated) =>
              void mutate((current) => current && { ...current, applicant: updated }, { revalidate: true })
            }
          />
        )}
      {(applicant.interviewStatus === 'created' || applicant.interviewStatus === 'in-progress') && (
        <LiveObserverPanel applicationId={applicant.id} candidateName={applicant.candidateName} />
      )}
      <ReviewForm
        key={applicant.id}
        applicant={applicant}
        notes={data.noteThread}
        viewerCan={data.viewerCan}
        onSaved={(changes) =>
          void mutate(
            (current) =>
              current && {
                ...current,
                applicant: changes.applicant ?? current.applicant,
                noteThread: changes.note ? [...current.noteThread, changes.note] : current.noteThread,
              },
            { revalidate: false },
          )
        }
      />
      {applicant.method !== 'ai-interview' ? (
        <SubmittedApplication submission={submission} message={applicant.message} />
      ) : report ? (
        <>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="btn-secondary"
              onClick={() =>
                downloadText(
                  `${fileSafe(`${applicant.candidateName} ${job.title}`)}-report.md`,
                  reportToMarkdown(report, report.interviewerName, {
                    audience: 'recruiter',
                    candidateLabel: applicant.candidateName,
                  }),
                  'text/markdown',
                )
              }
            >
              Export Markdown
            </button>
          </div>
          {!report.latest && report.transcript.length === 0 && (
            <Alert tone="info">The candidate has not taken the interview yet.</Alert>
          )}
          <ReportSections report={report} candidateLabel={applicant.candidateName} audience="recruiter" />
        </>
      ) : (
        <Alert tone="info">The candidate deleted this interview; only the application remains.</Alert>
      )}
    </div>
  );
}

function ReviewForm({
  applicant,
  notes,
  viewerCan,
  onSaved,
}: {
  applicant: Applicant;
  notes: ApplicationNote[];
  viewerCan: ApplicationPermissions;
  onSaved(changes: { applicant?: Applicant; note?: ApplicationNote }): void;
}) {
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<ApplicationStatus>(applicant.status);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const statusChanged = status !== applicant.status;
  const dirty = statusChanged || note.trim() !== '';

  // Closing the tab with an unsaved note asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The status and the note are saved separately: a refused status change never takes the note with it.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    setBusy(true);
    setProblems([]);
    setSaved(false);
    const failed: string[] = [];
    if (statusChanged) {
      try {
        const { applicant: updated } = await apiRequest<{ applicant: Applicant }>(
          applicantKey(applicant.id),
          {
            method: 'PATCH',
            json: { status },
          },
        );
        onSaved({ applicant: updated });
      } catch (e) {
        failed.push(`The status was not saved: ${apiErrorMessage(e, 'try again.')}`);
      }
    }
    if (note.trim()) {
      try {
        const { note: added } = await apiRequest<{ note: ApplicationNote }>(
          `${applicantKey(applicant.id)}/notes`,
          { method: 'POST', json: { body: note } },
        );
        setNote('');
        onSaved({ note: added });
      } catch (e) {
        failed.push(`Your note was not saved (it is still in the box): ${apiErrorMessage(e, 'try again.')}`);
      }
    }
    void mutate(applicantsKey(applicant.jobId));
    setProblems(failed);
    setSaved(failed.length === 0);
    setBusy(false);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[14rem_1fr]"
    >
      <div>
        <label htmlFor="applicant-status" className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id="applicant-status"
          value={status}
          disabled={!viewerCan.setStatus}
          aria-describedby={viewerCan.setStatus ? undefined : 'applicant-status-hint'}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 disabled:bg-slate-100 disabled:text-slate-600"
        >
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {APPLICATION_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        {!viewerCan.setStatus && (
          <p id="applicant-status-hint" className="mt-1 text-xs text-slate-500">
            Company admins and owners set the status; you can add notes.
          </p>
        )}
      </div>
      <div>
        <label htmlFor="applicant-notes" className="block text-sm font-medium text-slate-800">
          Notes (your team only)
        </label>
        {notes.length > 0 && (
          <ol aria-label="Team notes" className="mt-2 space-y-2">
            {notes.map((entry) => (
              <li key={entry.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <p className="text-xs text-slate-500">
                  <span className="font-semibold text-slate-700">
                    {entry.authorIsViewer ? 'You' : (entry.authorName ?? 'Former colleague')}
                  </span>{' '}
                  · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-800">{entry.body}</p>
              </li>
            ))}
          </ol>
        )}
        {viewerCan.comment && (
          <textarea
            id="applicant-notes"
            value={note}
            maxLength={5000}
            rows={3}
            placeholder={notes.length > 0 ? 'Add a note' : 'Write the first note'}
            onChange={(event) => setNote(event.target.value)}
            className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy || !dirty}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        {dirty && !busy && <span className="text-sm text-amber-800">Unsaved changes</span>}
        {saved && !dirty && (
          <span className="text-sm text-emerald-800" role="status">
            Saved
          </span>
        )}
      </div>
      {problems.length > 0 && (
        <div className="space-y-2 md:col-span-2">
          {problems.map((problem) => (
            <Alert key={problem} tone="error">
              {problem}
            </Alert>
          ))}
        </div>
      )}
    </form>
  );
}

function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export default ApplicantDetailPage;
