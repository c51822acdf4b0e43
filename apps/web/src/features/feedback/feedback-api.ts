import type { CompetencyScore, ScoreResult } from '@intervia/shared';
import { apiRequest } from '../../lib/api-client';

export type StoredScore = ScoreResult & { scoredAt: string };

export function scoreInterview(interviewId: string): Promise<StoredScore> {
  return apiRequest<StoredScore>(`/api/interviews/${interviewId}/score`, { method: 'POST' });
}

export interface SpeechAnalyticsView {
  wordsPerMinute: number | null;
  fillerWords: { total: number; per100Words: number; byWord: Record<string, number> };
  longPauses: { count: number; longestMs: number };
  talkRatio: number | null;
  answers: { count: number; averageWords: number; shortest: number; longest: number };
  advice: string[];
}

export interface InterviewReport {
  interviewId: string;
  title: string;
  difficulty: string;
  status: string;
  latest: (ScoreResult & { competencies?: CompetencyScore[] }) | null;
  analytics: SpeechAnalyticsView | null;
  recordings: { callId: string; url: string }[];
  history: { overallScore: number; source: string; scoredAt: string }[];
  transcript: {
    role: 'assistant' | 'user';
    text: string;
    startedAtMs: number;
    endedAtMs: number;
    source: string;
  }[];
}

export const reportKey = (interviewId: string) => `/api/interviews/${interviewId}/report`;
