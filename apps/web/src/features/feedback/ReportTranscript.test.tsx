import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  BEING_TRANSCRIBED_MESSAGE,
  LOW_CONFIDENCE_MESSAGE,
  LOW_RECOGNITION_CONFIDENCE,
  type ReportTurn,
} from '@intervia/shared';
import type { InterviewReport } from './feedback-api';
import { mayBeMisheard, ReportTranscript } from './ReportTranscript';
import { reportToMarkdown } from './report-export';

const turn = (overrides: Partial<ReportTurn>): ReportTurn => ({
  id: 'turn',
  role: 'user',
  text: 'I tuned the sequel queries.',
  startedAtMs: 0,
  endedAtMs: 1000,
  source: 'voice',
  confidence: null,
  recognisedText: null,
  correctedAt: null,
  transcription: null,
  ...overrides,
});

const report = (
  transcript: ReportTurn[],
  corrections = { allowed: true, rescores: true },
): InterviewReport => ({
  interviewId: 'interview-1',
  scoring: { status: 'scored', callId: 'call-1', message: null },
  title: 'Data Analyst',
  role: 'Data Analyst',
  createdAt: '2026-11-25T10:00:00.000Z',
  difficulty: 'easy',
  interviewerName: 'Iris',
  status: 'scored',
  latest: null,
  analytics: null,
  latency: null,
  recordings: [],
  history: [],
  transcript,
  corrections,
});

const render = (value: InterviewReport, audience: 'candidate' | 'recruiter' = 'candidate') =>
  renderToStaticMarkup(
    <ReportTranscript
      report={value}
      candidateLabel={audience === 'candidate' ? 'You' : 'Ada'}
      audience={audience}
      onCorrected={() => {}}
    />,
  );

describe('ReportTranscript', () => {
  it('marks answers recognised with low confidence, not confident, typed or corrected ones', () => {
    expect(mayBeMisheard(turn({ confidence: LOW_RECOGNITION_CONFIDENCE - 0.01 }))).toBe(true);
    expect(mayBeMisheard(turn({ confidence: LOW_RECOGNITION_CONFIDENCE }))).toBe(false);
    expect(mayBeMisheard(turn({ confidence: null, source: 'typed' }))).toBe(false);
    expect(
      mayBeMisheard(turn({ confidence: 0.2, correctedAt: '2026-11-25T10:05:00.000Z', recognisedText: 'x' })),
    ).toBe(false);
    expect(mayBeMisheard(turn({ role: 'assistant', confidence: 0.2 }))).toBe(false);
    expect(render(report([turn({ confidence: 0.4 })]))).toContain(LOW_CONFIDENCE_MESSAGE);
    expect(render(report([turn({ confidence: 0.95 })]))).not.toContain(LOW_CONFIDENCE_MESSAGE);
  });

  it('offers the candidate a correction that re-scores a practice interview, and says so', () => {
    const html = render(report([turn({ confidence: 0.4 })]));
    expect(html).toContain('Correct');
    expect(html).toContain('your interview is scored again on what you said');
    const firstRound = render(report([turn({})], { allowed: true, rescores: false }));
    expect(firstRound).toContain('the recruiter sees your correction beside what was heard');
    expect(render(report([turn({})], { allowed: false, rescores: true }))).not.toContain('>Correct<');
  });

  it('shows the recruiter the correction mark and what was heard, without an edit button', () => {
    const corrected = turn({
      text: 'I tuned the SQL queries.',
      recognisedText: 'I tuned the sequel queries.',
      correctedAt: '2026-11-25T10:05:00.000Z',
    });
    const html = render(report([corrected], { allowed: false, rescores: false }), 'recruiter');
    expect(html).toContain('Corrected by the candidate');
    expect(html).toContain('I tuned the sequel queries.');
    expect(html).toContain('I tuned the SQL queries.');
    expect(html).not.toContain('>Correct<');
    const markdown = reportToMarkdown(report([corrected]), 'Iris', {
      audience: 'recruiter',
      candidateLabel: 'Ada',
    });
    expect(markdown).toContain('> Corrected by the candidate; heard as: “I tuned the sequel queries.”');
  });

  it('says an answer is being transcribed and offers no correction until its text is in', () => {
    const html = render(report([turn({ text: '', transcription: 'pending' })]));
    expect(html).toContain(BEING_TRANSCRIBED_MESSAGE);
    expect(html).not.toContain('>Correct<');
  });
});
