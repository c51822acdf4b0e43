import type { InterviewScoringStatus, ScoreResult } from '@intervia/shared';
import { INTERVIEW_MESSAGES } from '@intervia/shared';
import { apiRequest, ApiRequestError } from '../../lib/api-client';

export type StoredScore = ScoreResult & { scoredAt: string };

export function scoreInterview(interviewId: string): Promise<StoredScore> {
  return apiRequest<StoredScore>(`/api/interviews/${interviewId}/score`, { method: 'POST' });
}

import type { InterviewReport } from '@intervia/shared';
export type { InterviewReport };

/** What to show when scoring fails: the server's reason when it refused (409), else the spec's message. */
export function scoringErrorMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 409
    ? error.message
    : INTERVIEW_MESSAGES.scoringFailed;
}

export const reportKey = (interviewId: string) => `/api/interviews/${interviewId}/report`;

/** While scoring is under way (or the call is still closing), the report is read again this often. */
export const SCORING_POLL_INTERVAL_MS = 1000;

/** True while the server has not finished: the browser reads the state again, it never asks to score. */
function scoringUnderway(status: InterviewScoringStatus | undefined): boolean {
  return status === 'pending' || status === 'in-call';
}

/** SWR's refresh interval for a report: poll while scoring is under way (or its result is not in yet), else not. */
export const reportRefreshInterval = (data: { report: InterviewReport } | undefined): number => {
  // Before the first read SWR asks with no data, and it only keeps a refresh timer going while the answer is
  // non-zero: answering 0 here would mean the report is never read again, whatever the first read says.
  if (!data) return SCORING_POLL_INTERVAL_MS;
  const status = data.report.scoring.status;
  const resultMissing = status === 'scored' && !data.report.latest;
  return scoringUnderway(status) || resultMissing ? SCORING_POLL_INTERVAL_MS : 0;
};

/** The candidate's correction of one answer; `rescoring` when the interview is scored again on it (practice). */
export function correctAnswer(
  interviewId: string,
  turnId: string,
  text: string,
): Promise<{ rescoring: boolean }> {
  return apiRequest<{ rescoring: boolean }>(`/api/interviews/${interviewId}/turns/${turnId}`, {
    method: 'PUT',
    json: { text },
  });
}
