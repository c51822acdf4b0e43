import { JOB_ROLE_MAX_CHARS } from '@intervia/shared';
import { describe, expect, it } from 'vitest';
import {
  checkPracticePosting,
  PREFILL_JD_MAX_CHARS,
  PREFILL_URL_MAX_CHARS,
  practiceInterviewUrl,
  truncateAtBoundary,
  WIZARD_ROLE_MAX_CHARS,
} from './practice-link';

function prefill(url: string) {
  const parsed = new URL(url);
  return { origin: parsed.origin, path: parsed.pathname, params: Object.fromEntries(parsed.searchParams) };
}

describe('practiceInterviewUrl', () => {
  it('uses the wizard’s own Job Role limit', () => {
    expect(WIZARD_ROLE_MAX_CHARS).toBe(JOB_ROLE_MAX_CHARS);
  });

  it('opens the wizard on the configured platform with role, JD and source=extension', () => {
    const url = practiceInterviewUrl('https://intervia.example.com', {
      title: '  Senior   Frontend Engineer ',
      description: 'Build dashboards & mentor engineers.\n\n• React\n• TypeScript',
    });
    expect(prefill(url)).toEqual({
      origin: 'https://intervia.example.com',
      path: '/dashboard/candidate/interview/create',
      params: {
        role: 'Senior Frontend Engineer',
        jd: 'Build dashboards & mentor engineers.\n\n• React\n• TypeScript',
        source: 'extension',
      },
    });
  });

  it('keeps a platform path prefix', () => {
    const url = practiceInterviewUrl('http://localhost:3000/intervia', {
      title: 'Nurse',
      description: 'Care.',
    });
    expect(url.startsWith('http://localhost:3000/intervia/dashboard/candidate/interview/create?')).toBe(true);
  });

  it('shortens a long description to the prefill limit and a long title to the wizard’s role limit', () => {
    const paragraph = 'We build tools for nurses and care homes. '.repeat(20).trim();
    const description = Array.from({ length: 20 }, () => paragraph).join('\n\n');
    const { params } = prefill(
      practiceInterviewUrl('http://localhost:3000', { title: 'Lead '.repeat(40), description }),
    );
    expect(params.jd!.length).toBeLessThanOrEqual(PREFILL_JD_MAX_CHARS);
    expect(params.jd!.endsWith('homes.…')).toBe(true);
    expect(params.role!.length).toBeLessThanOrEqual(JOB_ROLE_MAX_CHARS);
  });

  it('cuts descriptions that grow when encoded so the address stays within the server’s header limit', () => {
    const description = '日本語の求人情報です。'.repeat(600);
    const url = practiceInterviewUrl('http://localhost:3000', { title: '看護師', description });
    expect(url.length).toBeLessThanOrEqual(PREFILL_URL_MAX_CHARS);
    expect(prefill(url).params.jd!.length).toBeGreaterThan(500);
  });
});

describe('truncateAtBoundary', () => {
  it('leaves text within the limit alone (trimmed)', () => {
    expect(truncateAtBoundary('  short text \n', 50)).toBe('short text');
  });

  it('prefers a paragraph end, then a sentence end, then a word end near the limit', () => {
    expect(truncateAtBoundary(`${'a'.repeat(90)}\n\nnext paragraph`, 100)).toBe(`${'a'.repeat(90)}…`);
    expect(truncateAtBoundary(`${'a'.repeat(85)}. Second sentence here`, 100)).toBe(`${'a'.repeat(85)}.…`);
    expect(truncateAtBoundary(`${'word '.repeat(30)}`, 52)).toBe(`${'word '.repeat(10).trim()}…`);
  });

  it('cuts mid-word when there is no boundary near the end, never exceeding the limit', () => {
    const cut = truncateAtBoundary('x'.repeat(500), 100);
    expect(cut).toBe(`${'x'.repeat(99)}…`);
  });
});

describe('checkPracticePosting', () => {
  it('asks for a title and a description', () => {
    expect(checkPracticePosting({ title: ' ', description: 'Care for patients' })).toBe('missing-title');
    expect(checkPracticePosting({ title: 'Nurse', description: '\n' })).toBe('missing-description');
    expect(checkPracticePosting({ title: 'Nurse', description: 'Care for patients' })).toBeNull();
  });
});
