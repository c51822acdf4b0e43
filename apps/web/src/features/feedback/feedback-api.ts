import type { ScoreResult, SpeechAnalytics } from '@intervia/shared';
import { INTERVIEW_MESSAGES } from '@intervia/shared';
import { apiRequest, ApiRequestError } from '../../lib/api-client';

export type StoredScore = ScoreResult & { scoredAt: string };

export function scoreInterview(interviewId: string): Promise<StoredScore> {
  return apiRequest<StoredScore>(`/api/interviews/${interviewId}/score`, { method: 'POST' });
}

export type { InterviewReport } from '@intervia/shared';
export type SpeechAnalyticsView = SpeechAnalytics;

/** What to show when scoring fails: the server's reason when it refused (409), else the spec's message. */
export function scoringErrorMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 409
    ? error.message
    : INTERVIEW_MESSAGES.scoringFailed;
}

export const reportKey = (interviewId: string) => `/api/interviews/${interviewId}/report`;
