/**
 * The spec's transcript rule (section 4): an assistant transcript starts a new entry with the question; a user
 * transcript fills the answer of the last entry if that answer is empty, otherwise adds an entry with an empty
 * question.
 */
export interface TranscriptEntry {
  question: string;
  answer: string;
}

export function applyTranscript(
  entries: readonly TranscriptEntry[],
  message: { role: 'assistant' | 'user'; transcript: string },
): TranscriptEntry[] {
  if (message.role === 'assistant') return [...entries, { question: message.transcript, answer: '' }];
  const last = entries.at(-1);
  if (last && last.answer === '') {
    return [...entries.slice(0, -1), { ...last, answer: message.transcript }];
  }
  return [...entries, { question: '', answer: message.transcript }];
}
