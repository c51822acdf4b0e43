/**
 * /dashboard/recruiter/applications/:id — one applicant: rank and score, status and notes, a human-review request,
 * and the full first-round report (scores with evidence, speech analytics, transcript, recording).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import {
  APPLICATION_STATUSES,
  ASSISTANT_NAME,
  type Applicant,
  type ApplicationStatus,
} from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { apiRequest, ApiRequestError } from '../../lib/api-client';
import type { InterviewReport } from '../feedback/feedback-api';
import { ReportSections } from '../feedback/ReportSections';
import { LiveObserverPanel } from './LiveObserverPanel';
import { downloadText, fileSafe, reportToMarkdown } from '../feedback/report-export';
import {
  APPLICATION_STATUS_LABELS,
  applicantKey,
  applicantsKey,
  interviewProgressLabel,
} from './applicant-labels';

interface ApplicantView {
  applicant: Applicant;
  job: { id: string; title: string; company: string };
  report: InterviewReport | null;
}

export function ApplicantDetailPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useSWR<ApplicantView>(applicantKey(id));

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
  const { applicant, job, report } = data;
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
              · {interviewProgressLabel(applicant)}
            </p>
          </div>
          <dl className="flex gap-6 text-right">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Rank</dt>
              <dd className="text-2xl font-bold text-slate-900">{applicant.rank ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Score</dt>
              <dd className="text-2xl font-bold text-brand-700">
                {applicant.overallScore !== null ? `${applicant.overallScore}/100` : '—'}
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
      {(applicant.interviewStatus === 'created' || applicant.interviewStatus === 'in-progress') && (
        <LiveObserverPanel applicationId={applicant.id} candidateName={applicant.candidateName} />
      )}
      <ReviewForm
        key={applicant.id}
        applicant={applicant}
        onSaved={(updated) => void mutate({ ...data, applicant: updated }, { revalidate: false })}
      />
      {report ? (
        <>
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="btn-secondary"
              onClick={() =>
                downloadText(
                  `${fileSafe(`${applicant.candidateName} ${job.title}`)}-report.md`,
                  reportToMarkdown(report, ASSISTANT_NAME, {
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

function ReviewForm({ applicant, onSaved }: { applicant: Applicant; onSaved(updated: Applicant): void }) {
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<ApplicationStatus>(applicant.status);
  const [notes, setNotes] = useState(applicant.notes);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const dirty = status !== applicant.status || notes !== applicant.notes;

  // Closing the tab with unsaved notes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    setBusy(true);
    setProblem(null);
    setSaved(false);
    try {
      const { applicant: updated } = await apiRequest<{ applicant: Applicant }>(applicantKey(applicant.id), {
        method: 'PATCH',
        json: {
          ...(status !== applicant.status ? { status } : {}),
          ...(notes !== applicant.notes ? { notes } : {}),
        },
      });
      void mutate(applicantsKey(applicant.jobId));
      onSaved(updated);
      setSaved(true);
    } catch (e) {
      setProblem(e instanceof ApiRequestError ? e.message : 'The changes could not be saved.');
    } finally {
      setBusy(false);
    }
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
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {APPLICATION_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="applicant-notes" className="block text-sm font-medium text-slate-800">
          Notes (your team only)
        </label>
        <textarea
          id="applicant-notes"
          value={notes}
          maxLength={5000}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
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
      {problem && (
        <div className="md:col-span-2">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
    </form>
  );
}

export default ApplicantDetailPage;
