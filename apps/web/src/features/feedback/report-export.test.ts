import { describe, expect, it } from 'vitest';
import type { InterviewReport } from './feedback-api';
import { fileSafe, formatCallTime, reportToMarkdown } from './report-export';

describe('report export', () => {
  it('formats call times as mm:ss', () => {
    expect(formatCallTime(0)).toBe('00:00');
    expect(formatCallTime(75_400)).toBe('01:15');
  });

  it('writes a Markdown transcript with timestamps and scores', () => {
    const markdown = reportToMarkdown(
      {
        interviewId: 'i',
        title: 'Data Analyst',
        role: 'Data Analyst',
        createdAt: '2026-11-25T10:00:00.000Z',
        difficulty: 'easy',
        interviewerName: 'Iris',
        status: 'scored',
        scoring: { status: 'scored', callId: 'c', message: null },
        latest: {
          overallScore: 64,
          summary: 'Solid.',
          scores: [{ question: 'Q?', answer: 'A.', score: 6, feedback: 'More numbers.' }],
        },
        analytics: null,
        recordings: [],
        latency: null,
        history: [],
        transcript: [
          {
            id: 't1',
            role: 'assistant',
            text: 'Hello!',
            startedAtMs: 0,
            endedAtMs: 1000,
            source: 'interviewer',
            confidence: null,
            recognisedText: null,
            correctedAt: null,
            transcription: null,
          },
          {
            id: 't2',
            role: 'user',
            text: 'Hi.',
            startedAtMs: 65_000,
            endedAtMs: 66_000,
            source: 'typed',
            confidence: null,
            recognisedText: null,
            correctedAt: null,
            transcription: null,
          },
        ],
        corrections: { allowed: false, rescores: true },
      },
      'Iris',
    );
    expect(markdown).toContain('**[00:00] Iris:** Hello!');
    expect(markdown).toContain('**[01:05] You:** Hi.');
    expect(markdown).toContain('Score: 6/10');
  });

  it("writes not-scored, unheard and incomplete results as the page shows them, in the reader's person", () => {
    const report = {
      interviewId: 'i',
      title: 'Backend Engineer',
      role: 'Backend Engineer',
      createdAt: '2026-11-25T10:00:00.000Z',
      difficulty: 'medium',
      interviewerName: 'Iris',
      status: 'scored',
      scoring: { status: 'scored', callId: 'c', message: null },
      latest: {
        overallScore: 40,
        summary: 'You answered one question.',
        recruiterSummary: 'The candidate answered one question.',
        incomplete: true,
        answeredQuestions: 2,
        plannedQuestions: 5,
        scores: [
          { question: 'Q1?', answer: 'A.', score: 6, feedback: 'F.', rubric: 'technical', status: 'scored' },
          {
            question: 'Q2?',
            answer: 'the of a',
            score: 0,
            feedback: 'F.',
            rubric: 'technical',
            status: 'unheard',
          },
          {
            question: 'Anything to add?',
            answer: 'No.',
            score: 0,
            feedback: 'F.',
            rubric: 'closing',
            status: 'not-scored',
          },
        ],
      },
      analytics: null,
      recordings: [],
      latency: null,
      history: [],
      transcript: [
        {
          id: 't1',
          role: 'user',
          text: 'Hi.',
          startedAtMs: 0,
          endedAtMs: 1,
          source: 'typed',
          confidence: null,
          recognisedText: null,
          correctedAt: null,
          transcription: null,
        },
      ],
      corrections: { allowed: true, rescores: true },
    } satisfies InterviewReport;
    const candidate = reportToMarkdown(report, 'Iris');
    expect(candidate).toContain('**Incomplete interview — 2 of 5 questions answered**');
    expect(candidate).toContain('Overall Score (answered questions only): 40/100');
    expect(candidate).toContain('You answered one question.');
    expect(candidate).toContain('Judged on Technical');
    expect(candidate).toContain('Score: 6/10');
    expect(candidate).toContain('Score: Could not be heard reliably');
    expect(candidate).toContain('Score: Not scored');
    expect(candidate.match(/Score: 0\/10/g)).toBeNull();
    const recruiter = reportToMarkdown(report, 'Iris', { audience: 'recruiter', candidateLabel: 'Ada' });
    expect(recruiter).toContain('The candidate answered one question.');
    expect(recruiter).not.toContain('You answered one question.');
    expect(recruiter).toContain('**[00:00] Ada:** Hi.');
  });

  it('makes file-safe names', () => {
    expect(fileSafe('Senior Backend Engineer (EU)')).toBe('senior-backend-engineer-eu');
  });
});
