import { describe, expect, it } from 'vitest';
import { isHeadingLine, stableHash, toSections, toSentences, truncateText } from './text-structure';

describe('text structure', () => {
  it('recognises headings written with a colon or in capitals, not sentences or bullets', () => {
    expect(isHeadingLine('Responsibilities:')).toBe(true);
    expect(isHeadingLine('WHAT YOU WILL DO')).toBe(true);
    expect(isHeadingLine('You will build things.')).toBe(false);
    expect(isHeadingLine('- Requirements:')).toBe(false);
  });

  it('groups lines under their headings', () => {
    const sections = toSections('Intro line\nRequirements:\n- 3 years of Go\n- SQL\nBENEFITS\nHealth cover');
    expect(sections).toEqual([
      { heading: '', lines: ['Intro line'] },
      { heading: 'requirements', lines: ['- 3 years of Go', '- SQL'] },
      { heading: 'benefits', lines: ['Health cover'] },
    ]);
  });

  it('starts a section at an inline label only when it names a usual section', () => {
    expect(toSections('Benefits: health cover\nLedgerLite: a bookkeeping library')).toEqual([
      { heading: 'benefits', lines: ['health cover', 'LedgerLite: a bookkeeping library'] },
    ]);
    expect(isHeadingLine('Work Experience')).toBe(true);
    expect(isHeadingLine('Jordan Lee')).toBe(false);
  });

  it('splits sentences and strips bullets', () => {
    expect(toSentences('- Build APIs. Own them.\n• Mentor juniors')).toEqual([
      'Build APIs.',
      'Own them.',
      'Mentor juniors',
    ]);
  });

  it('truncates on a word boundary with an ellipsis', () => {
    expect(truncateText('one two three four', 12)).toBe('one two…');
    expect(truncateText('short', 12)).toBe('short');
  });

  it('hashes deterministically', () => {
    expect(stableHash('abc')).toBe(stableHash('abc'));
    expect(stableHash('abc')).not.toBe(stableHash('abd'));
  });

  it('takes a usual section name in sentence case as a heading, not a sentence that mentions one', () => {
    expect(isHeadingLine('Work history')).toBe(true);
    expect(isHeadingLine('Key skills')).toBe(true);
    expect(isHeadingLine('Education and training')).toBe(true);
    expect(isHeadingLine('Strong communication skills')).toBe(false);
    expect(isHeadingLine('Experience with Excel')).toBe(false);
  });

  it('takes a short sentence-case section name before a bulleted list as a heading', () => {
    const text = [
      'Plumber',
      'The job',
      '• Fit bathrooms',
      '• Repair leaks',
      'What you will need',
      '• A van',
      'We are a small team.',
      '• Friendly people',
    ].join('\n');
    expect(toSections(text).map((section) => section.heading)).toEqual(['', 'the job', 'what you will need']);
  });
});
