/**
 * The Interview Feedback panel shown when an interview ends: scores it (once), shows Overall Score, the summary and
 * each question's score and feedback, with a retry on failure and a link to the full report.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { ROUTES } from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { ApiRequestError } from '../../lib/api-client';
import { INTERVIEWS_KEY } from '../interviews/interviews-api';
import { scoreInterview, scoringErrorMessage, type StoredScore } from './feedback-api';
import { OverallScoreCard } from './OverallScoreCard';
import { ScoreList } from './ScoreList';

const SCORE_RETRY_DELAY_MS = 1500;

export function FeedbackPanel({ interviewId }: { interviewId: string }) {
  const [result, setResult] = useState<StoredScore | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requested = useRef(false);
  const { mutate } = useSWRConfig();

  const run = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      let scored;
      try {
        scored = await scoreInterview(interviewId);
      } catch (first) {
        // Right after the call ends the last turn may still be being saved: one short wait, then one retry.
        if (!(first instanceof ApiRequestError && first.status === 409)) throw first;
        await new Promise((resolve) => setTimeout(resolve, SCORE_RETRY_DELAY_MS));
        scored = await scoreInterview(interviewId);
      }
      setResult(scored);
      void mutate(INTERVIEWS_KEY);
    } catch (failure) {
      setError(scoringErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }, [interviewId, mutate]);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void run();
  }, [run]);

  return (
    <section aria-labelledby="feedback-title" className="space-y-6">
      <h2 id="feedback-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Interview Feedback
      </h2>
      {busy && <Spinner label="Scoring your interview" />}
      {error && (
        <div className="space-y-3">
          <Alert tone="error">{error}</Alert>
          <button type="button" className="btn-primary" onClick={() => void run()} disabled={busy}>
            Try again
          </button>
        </div>
      )}
      {result && (
        <>
          <OverallScoreCard result={result} audience="candidate" />
          <ScoreList scores={result.scores} />
          <div className="flex flex-wrap gap-3">
            <Link to={`${ROUTES.candidateInterviews}/${interviewId}`} className="btn-primary">
              Open full report
            </Link>
            <Link to={ROUTES.candidateInterviewCreate} className="btn-secondary">
              Practise again
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
