import { describe, expect, it } from 'vitest';
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
        status: 'scored',
        scoring: { status: 'scored', callId: 'c', message: null },
        latest: {
          overallScore: 64,
          summary: 'Solid.',
          scores: [{ question: 'Q?', answer: 'A.', score: 6, feedback: 'More numbers.' }],
        },
        analytics: null,
        recordings: [],
        history: [],
        transcript: [
          { role: 'assistant', text: 'Hello!', startedAtMs: 0, endedAtMs: 1000, source: 'interviewer' },
          { role: 'user', text: 'Hi.', startedAtMs: 65_000, endedAtMs: 66_000, source: 'typed' },
        ],
      },
      'Iris',
    );
    expect(markdown).toContain('**[00:00] Iris:** Hello!');
    expect(markdown).toContain('**[01:05] You:** Hi.');
    expect(markdown).toContain('Score: 6/10');
  });

  it('makes file-safe names', () => {
    expect(fileSafe('Senior Backend Engineer (EU)')).toBe('senior-backend-engineer-eu');
  });
});
