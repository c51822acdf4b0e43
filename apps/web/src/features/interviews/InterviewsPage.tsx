import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import useSWR from 'swr';
import { ROUTES, type InterviewSummary } from '@intervia/shared';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../auth/auth-context';
import { INTERVIEWS_KEY } from './interviews-api';
import { LoadFailed } from '../../components/LoadFailed';
import { formatDateTime } from '../../lib/format-date';
import { Alert } from '../../components/Alert';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DeleteInterviewButton } from './DeleteInterviewDialog';

const STATUS_LABELS: Record<InterviewSummary['status'], string> = {
  created: 'Not started',
  'in-progress': 'In progress',
  completed: 'Awaiting score',
  scored: 'Scored',
};

/** /dashboard/candidate/interviews: greets the user, lists their interviews, offers Create Interview. */
function InterviewsPage() {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useSWR<{ interviews: InterviewSummary[] }>(INTERVIEWS_KEY);
  const location = useLocation();
  // The report page sends its deletions here with the title, to say what happened.
  const [deleted, setDeleted] = useState<string | null>(
    () => (location.state as { deletedTitle?: string } | null)?.deletedTitle ?? null,
  );
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Hello, {user?.firstName}!</h1>
          <p className="mt-1 text-slate-600">Practise with the AI interviewer and track your progress.</p>
        </div>
        <Link to={ROUTES.candidateInterviewCreate} className="btn-primary">
          Create Interview
        </Link>
      </div>

      <div className="mt-8 space-y-4">
        {deleted && <Alert tone="success">Deleted “{deleted}”.</Alert>}
        {isLoading && <Spinner label="Loading your interviews" />}
        {error && <LoadFailed message="Your interviews could not be loaded." onRetry={() => void mutate()} />}
        {data && data.interviews.length === 0 && (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No interviews yet</h2>
            <p className="mt-1 text-slate-600">
              Create your first mock interview from a job description or your resume.
            </p>
            <Link to={ROUTES.candidateInterviewCreate} className="btn-primary mt-6">
              Create Interview
            </Link>
          </div>
        )}
        {data && data.interviews.length > 0 && (
          <InterviewTable
            caption="Your interviews"
            interviews={data.interviews.filter((interview) => !interview.incomplete)}
            onDeleted={(interview) => {
              setDeleted(interview.title);
              void mutate();
            }}
          />
        )}
        {data && data.interviews.some((interview) => interview.incomplete) && (
          <section aria-labelledby="incomplete-interviews" className="space-y-3 pt-4">
            <div>
              <h2 id="incomplete-interviews" className="text-lg font-semibold text-slate-900">
                Incomplete interviews
              </h2>
              <p className="text-sm text-slate-600">
                These ended before every question was answered, so their scores cover only what you answered.
                Resume one to finish it, or delete it.
              </p>
            </div>
            <InterviewTable
              caption="Incomplete interviews"
              interviews={data.interviews.filter((interview) => interview.incomplete)}
              onDeleted={(interview) => {
                setDeleted(interview.title);
                void mutate();
              }}
            />
          </section>
        )}
      </div>
    </section>
  );
}

const INTERVIEW_COLUMNS: readonly DataTableColumn[] = [
  { label: 'Role' },
  { label: 'Difficulty' },
  { label: 'Date' },
  { label: 'Status' },
  { label: 'Score', className: 'px-4 py-3 text-right' },
  { label: <span className="sr-only">Actions</span>, className: 'px-4 py-3 text-right' },
];

/** One table of interviews (the complete ones, or the incomplete ones apart). */
function InterviewTable({
  caption,
  interviews,
  onDeleted,
}: {
  caption: string;
  interviews: InterviewSummary[];
  onDeleted: (interview: InterviewSummary) => void;
}) {
  if (interviews.length === 0) return null;
  return (
    <DataTable columns={INTERVIEW_COLUMNS} caption={caption}>
      {interviews.map((interview) => (
        <tr key={interview.id}>
          <td className="px-4 py-3 font-medium text-slate-900">
            <Link
              id={`interview-title-${interview.id}`}
              to={`${ROUTES.candidateInterviews}/${interview.id}`}
              className="text-brand-700 hover:underline"
            >
              {interview.title}
            </Link>
          </td>
          <td className="px-4 py-3 capitalize text-slate-700">{interview.difficulty}</td>
          <td className="px-4 py-3 text-slate-700">{formatDateTime(interview.createdAt)}</td>
          <td className="px-4 py-3 text-slate-700">
            {interview.incomplete ? 'Incomplete' : STATUS_LABELS[interview.status]}
          </td>
          <td className="px-4 py-3 text-right font-semibold text-slate-900">
            {interview.overallScore === null ? '—' : `${Math.round(interview.overallScore)}/100`}
          </td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-2">
              {interview.kind === 'practice' &&
                (interview.status === 'created' ||
                  interview.status === 'in-progress' ||
                  interview.incomplete) && (
                  <Link
                    to={`${ROUTES.candidateInterviews}/${interview.id}?start=1`}
                    className="btn-secondary whitespace-nowrap"
                    aria-describedby={`interview-title-${interview.id}`}
                  >
                    {interview.status === 'created' ? 'Start' : 'Resume'}
                  </Link>
                )}
              {/* A first-round interview belongs to the job's application; it is not removed from here. */}
              {interview.kind === 'practice' && (
                <DeleteInterviewButton
                  interview={interview}
                  describedBy={`interview-title-${interview.id}`}
                  onDeleted={() => onDeleted(interview)}
                />
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export default InterviewsPage;
