import { Link } from 'react-router';
import { ROUTES } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { personaLabel, turnTakingLabel } from '../../components/InterviewerChoice';
import type { WizardOutcome } from './wizard/InterviewWizard';
import { PlannedQuestions } from './PlannedQuestions';

/** What the candidate sees once the interview exists: the spec's message and the planned questions. */
export function InterviewCreatedPanel({
  outcome,
  onStartAnother,
}: {
  outcome: WizardOutcome;
  onStartAnother(): void;
}) {
  const { interview } = outcome;
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <Alert tone={outcome.parsingFailed ? 'error' : 'success'}>{outcome.message}</Alert>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{interview.title}</h1>
        <p className="mt-1 text-sm text-slate-600 first-letter:uppercase">
          {interview.difficulty} · {interview.durationMinutes} minutes
        </p>
        <p className="mt-1 text-sm text-slate-600" data-testid="interview-interviewer">
          Interviewer: {personaLabel(interview.personaId)} · {turnTakingLabel(interview.turnTaking)}{' '}
          turn-taking
        </p>
        {interview.parsedJD && interview.parsedJD.skills.length > 0 && (
          <div className="mt-4">
            <h2 className="text-sm font-semibold text-slate-800">Skills the interviewer will probe</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {interview.parsedJD.skills.slice(0, 12).map((skill) => (
                <li
                  key={skill.name}
                  className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
                >
                  {skill.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        {interview.plan ? (
          <PlannedQuestions plan={interview.plan} />
        ) : (
          interview.questions.length > 0 && (
            <div className="mt-6">
              <h2 className="text-sm font-semibold text-slate-800">
                Planned questions ({interview.questions.length})
              </h2>
              <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-slate-700">
                {interview.questions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ol>
            </div>
          )
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={ROUTES.candidateInterviews} className="btn-secondary">
          Back to Interviews
        </Link>
        <button type="button" className="btn-secondary" onClick={onStartAnother}>
          Create another
        </button>
      </div>
    </section>
  );
}
