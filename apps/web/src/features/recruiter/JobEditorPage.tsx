import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import {
  type JobInput,
  type RecruiterJob,
  type RecruiterJobDetail,
  type RecruiterJobList,
} from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage, apiRequest, ApiRequestError } from '../../lib/api-client';
import { authClient } from '../auth/auth-client';
import { JobForm, type JobSaveProblem } from './JobForm';
import { FirstRoundQuestionsEditor } from './FirstRoundQuestionsEditor';
import { RECRUITER_JOBS_KEY } from './RecruiterDashboardPage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';

/** /dashboard/recruiter/jobs/new and /dashboard/recruiter/jobs/:id — edit, publish, close, questions. */
function JobEditorPage() {
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const { mutate: mutateGlobal } = useSWRConfig();
  const organizations = authClient.useListOrganizations();
  const { data, error, mutate } = useSWR<RecruiterJobDetail>(isNew ? null : `/api/recruiter/jobs/${id}`);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const [formDirty, setFormDirty] = useState(false);
  const [questionsDirty, setQuestionsDirty] = useState(false);
  const onFormDirty = useCallback((dirty: boolean) => setFormDirty(dirty), []);
  const onQuestionsDirty = useCallback((dirty: boolean) => setQuestionsDirty(dirty), []);
  const guard = useUnsavedChangesGuard(
    formDirty || questionsDirty,
    formDirty && questionsDirty
      ? 'Your changes to the job and its questions are'
      : formDirty
        ? 'Your changes to the job are'
        : 'Your question edits are',
  );
  const company = organizations.data?.[0];
  // A new job has no detail yet: its company's minutes come with the job list (the dashboard has fetched it).
  const jobList = useSWR<RecruiterJobList>(isNew ? RECRUITER_JOBS_KEY : null);
  const companyMinutes = isNew
    ? (jobList.data?.companies.find((c) => c.organizationId === company?.id)?.minutes ?? null)
    : (data?.companyMinutes ?? null);

  const save = async (input: JobInput): Promise<JobSaveProblem | null> => {
    try {
      const result = await apiRequest<{ job: RecruiterJob }>(
        isNew ? '/api/recruiter/jobs' : `/api/recruiter/jobs/${id}`,
        {
          method: isNew ? 'POST' : 'PUT',
          json: isNew ? { ...input, organizationId: company?.id } : input,
        },
      );
      void mutateGlobal(RECRUITER_JOBS_KEY);
      guard.release();
      if (isNew) void navigate(`/dashboard/recruiter/jobs/${result.job.id}`, { replace: true });
      // Revalidated: a new duration changes how long the company's minutes let the interview run.
      else void mutate((current) => current && { ...current, job: result.job });
      return null;
    } catch (e) {
      return {
        message: apiErrorMessage(e, 'Something went wrong'),
        fields: e instanceof ApiRequestError ? e.fields : {},
      };
    }
  };

  const setStatus = async (action: 'publish' | 'close') => {
    setStatusError(null);
    try {
      const result = await apiRequest<{ job: RecruiterJob }>(`/api/recruiter/jobs/${id}/${action}`, {
        method: 'POST',
      });
      void mutate((current) => current && { ...current, job: result.job }, { revalidate: false });
      void mutateGlobal(RECRUITER_JOBS_KEY);
    } catch (e) {
      setStatusError(apiErrorMessage(e, 'Something went wrong'));
    }
  };

  if (!isNew && error) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <Alert tone="error">
          {error instanceof ApiRequestError && error.status === 404
            ? 'Job not found.'
            : 'The job could not be loaded.'}
        </Alert>
      </div>
    );
  }
  if ((!isNew && !data) || organizations.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <Spinner label="Loading" />
      </div>
    );
  }
  const job = data?.job ?? null;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <Link to="/dashboard/recruiter" className="text-sm font-medium text-brand-700 hover:underline">
          ← Dashboard
        </Link>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{job ? job.title : 'New job'}</h1>
          {job && (
            <div className="flex flex-wrap items-center gap-3">
              <Link to={`/dashboard/recruiter/jobs/${job.id}/applicants`} className="btn-secondary">
                Applicants ({job.applicationCount})
              </Link>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold capitalize text-slate-700">
                {job.status}
              </span>
              {!data?.viewerCan.publish ? (
                <span className="text-xs text-slate-500">Admins and owners publish and close jobs.</span>
              ) : job.status !== 'published' ? (
                <button type="button" className="btn-primary" onClick={() => void setStatus('publish')}>
                  Publish
                </button>
              ) : (
                <button type="button" className="btn-secondary" onClick={() => setConfirmClose(true)}>
                  Close job
                </button>
              )}
            </div>
          )}
        </div>
        {statusError && (
          <div className="mt-3">
            <Alert tone="error">{statusError}</Alert>
          </div>
        )}
      </div>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {/* Keyed by the job, not its last change: saving the questions must not reset unsaved form edits. */}
        <JobForm
          key={job?.id ?? 'new'}
          job={job}
          company={company?.name ?? ''}
          companyMinutes={companyMinutes}
          onSave={save}
          onDirtyChange={onFormDirty}
        />
      </section>
      {job && (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {job.firstRoundEnabled ? (
            <FirstRoundQuestionsEditor
              key={job.id}
              job={job}
              onChanged={(updated) =>
                void mutate((current) => current && { ...current, job: updated }, { revalidate: false })
              }
              onDirtyChange={onQuestionsDirty}
            />
          ) : (
            <p className="text-sm text-slate-600">
              The first-round AI interview is off, so there are no questions to edit. Turn it on in the job
              settings above and save to write the questions.
            </p>
          )}
        </section>
      )}
      {confirmClose && job && (
        <ConfirmDialog
          title="Close this job?"
          description={`${job.title} leaves the job board and stops taking applications. Its ${job.applicationCount} applicant${job.applicationCount === 1 ? '' : 's'} stay, and you can publish it again later.`}
          confirmLabel="Close job"
          danger
          onConfirm={() => {
            setConfirmClose(false);
            void setStatus('close');
          }}
          onCancel={() => setConfirmClose(false)}
        />
      )}
      {guard.dialog}
    </div>
  );
}

export default JobEditorPage;
