import { describe, expect, it } from 'vitest';
import { applyTranscript } from './transcript-builder';

describe('transcript rule', () => {
  it('starts a new entry for each assistant transcript', () => {
    const entries = applyTranscript([], { role: 'assistant', transcript: 'Q1' });
    expect(applyTranscript(entries, { role: 'assistant', transcript: 'Q2' })).toEqual([
      { question: 'Q1', answer: '' },
      { question: 'Q2', answer: '' },
    ]);
  });

  it('fills the empty answer of the last entry, otherwise adds an entry with an empty question', () => {
    let entries = applyTranscript([], { role: 'assistant', transcript: 'Q1' });
    entries = applyTranscript(entries, { role: 'user', transcript: 'A1' });
    expect(entries).toEqual([{ question: 'Q1', answer: 'A1' }]);
    entries = applyTranscript(entries, { role: 'user', transcript: 'A2' });
    expect(entries).toEqual([
      { question: 'Q1', answer: 'A1' },
      { question: '', answer: 'A2' },
    ]);
    expect(applyTranscript([], { role: 'user', transcript: 'hi' })).toEqual([{ question: '', answer: 'hi' }]);
  });
});
