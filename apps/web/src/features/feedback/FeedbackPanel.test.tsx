import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ScoringState } from '@intervia/shared';
import { FeedbackView } from './FeedbackPanel';
import { reportRefreshInterval, SCORING_POLL_INTERVAL_MS, type InterviewReport } from './feedback-api';

const report = (scoring: ScoringState, latest: InterviewReport['latest'] = null): InterviewReport => ({
  interviewId: 'interview-1',
  scoring,
  title: 'Data Analyst',
  role: 'Data Analyst',
  createdAt: '2026-11-25T10:00:00.000Z',
  difficulty: 'easy',
  interviewerName: 'Iris',
  status: 'completed',
  latest,
  analytics: null,
  recordings: [],
  latency: null,
  history: [],
  transcript: [],
  corrections: { allowed: true, rescores: true },
});
const scored = {
  overallScore: 71,
  summary: 'Clear answers with numbers.',
  scores: [{ question: 'How do you use SQL?', answer: 'Daily.', score: 7, feedback: 'Good.' }],
};

function render(data: InterviewReport | null, loadFailed = false): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <FeedbackView
        interviewId="interview-1"
        report={data}
        loadFailed={loadFailed}
        retrying={false}
        retryError={null}
        onRetry={() => {}}
        onReload={() => {}}
      />
    </MemoryRouter>,
  );
}

describe('FeedbackView', () => {
  it('shows the overall score, summary and each answer once scored', () => {
    const html = render(report({ status: 'scored', callId: 'c', message: null }, scored));
    expect(html).toContain('Overall Score');
    expect(html).toContain('data-testid="overall-score">71<');
    expect(html).toContain('Clear answers with numbers.');
    expect(html).toContain('How do you use SQL?');
    expect(html).toContain('Open full report');
  });

  it('says it is scoring while pending, and never shows an older score meanwhile', () => {
    const html = render(report({ status: 'pending', callId: 'c', message: null }, scored));
    expect(html).toContain('Scoring your interview');
    expect(html).not.toContain('Overall Score');
  });

  it('says the call is still closing while it has not ended', () => {
    expect(render(report({ status: 'in-call', callId: 'c', message: null }))).toContain(
      'Your call is closing',
    );
  });

  it('explains an incomplete interview without an error', () => {
    const html = render(
      report({ status: 'incomplete', callId: 'c', message: 'This interview has no answers yet.' }),
    );
    expect(html).toContain('This interview has no answers yet.');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('Try again');
  });

  it('shows a failure as an error with a way to try again', () => {
    const html = render(
      report({ status: 'failed', callId: 'c', message: 'Scoring failed. Please try again.' }),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Scoring failed. Please try again.');
    expect(html).toContain('Try again');
  });

  it('offers a reload when the report cannot be read', () => {
    const html = render(null, true);
    expect(html).toContain('could not be loaded');
    expect(html).toContain('Reload');
  });
});

describe('reportRefreshInterval', () => {
  it('polls only while the server is still at work', () => {
    const at = (status: ScoringState['status']) =>
      reportRefreshInterval({ report: report({ status, callId: 'c', message: null }) });
    expect(at('pending')).toBe(SCORING_POLL_INTERVAL_MS);
    expect(at('in-call')).toBe(SCORING_POLL_INTERVAL_MS);
    expect(
      reportRefreshInterval({ report: report({ status: 'scored', callId: 'c', message: null }, scored) }),
    ).toBe(0);
    // Scored, but the result was not in the same read: read again.
    expect(at('scored')).toBe(SCORING_POLL_INTERVAL_MS);
    expect(at('failed')).toBe(0);
    expect(at('incomplete')).toBe(0);
    // Not read yet: the first read must be followed by more while scoring runs (SWR keeps its timer only while the
    // interval is non-zero, so 0 here stopped polling for good — the feedback panel stayed on "Scoring…").
    expect(reportRefreshInterval(undefined)).toBe(SCORING_POLL_INTERVAL_MS);
  });
});
