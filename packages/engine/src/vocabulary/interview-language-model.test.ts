import { describe, expect, it } from 'vitest';
import { arpaTrigramModel, languageModelSentences } from './interview-language-model';

/** Reads an ARPA model back and scores P(word | history) the way a recogniser does (backing off when unseen). */
function readArpa(text: string) {
  const probability = new Map<string, number>();
  const backoff = new Map<string, number>();
  let order = 0;
  for (const line of text.split('\n')) {
    const section = /^\\(\d)-grams:$/.exec(line);
    if (section) {
      order = Number(section[1]);
      continue;
    }
    if (order === 0 || line.trim() === '' || line.startsWith('\\')) continue;
    const parts = line.split(' ');
    const words = parts.slice(1, 1 + order).join(' ');
    probability.set(words, 10 ** Number(parts[0]));
    if (parts.length > 1 + order) backoff.set(words, 10 ** Number(parts[1 + order]));
  }
  const score = (history: string[], word: string): number => {
    const key = [...history, word].join(' ');
    if (probability.has(key)) return probability.get(key) as number;
    if (history.length === 0) return 0;
    return (backoff.get(history.join(' ')) ?? 1) * score(history.slice(1), word);
  };
  const vocabulary = [...probability.keys()].filter((key) => !key.includes(' ') && key !== '<s>');
  return { score, vocabulary };
}

describe('languageModelSentences', () => {
  it('splits text into lower-case sentences of dictionary words, breaking at numbers and symbols', () => {
    expect(
      languageModelSentences(
        'I moved our deployments to Kubernetes. We’re on-call; page load time fell by 40% in Q3\n- Code review',
      ),
    ).toEqual([
      ['i', 'moved', 'our', 'deployments', 'to', 'kubernetes'],
      ["we're", 'on', 'call'],
      ['page', 'load', 'time', 'fell', 'by'],
      ['in'],
      ['code', 'review'],
    ]);
  });
});

describe('arpaTrigramModel', () => {
  const text =
    'I wrote the tests first. I wrote the design document. We wrote the tests together. The tests failed first.';
  const model = readArpa(arpaTrigramModel(languageModelSentences(text)));

  it('gives every history a distribution that sums to one, seen or backed off', () => {
    for (const history of [
      ['<s>', 'i'],
      ['i', 'wrote'],
      ['wrote', 'the'],
      ['the'],
      ['tests', 'together'],
      [],
    ]) {
      const sum = [...model.vocabulary].reduce((total, word) => total + model.score(history, word), 0);
      expect(sum, history.join(' ')).toBeCloseTo(1, 3);
    }
  });

  it('prefers the word sequences the text holds', () => {
    expect(model.score(['wrote', 'the'], 'tests')).toBeGreaterThan(model.score(['wrote', 'the'], 'failed'));
    expect(model.score(['i', 'wrote'], 'the')).toBeGreaterThan(0.5);
  });

  it('writes the counts its sections hold', () => {
    const arpa = arpaTrigramModel(languageModelSentences(text));
    const declared = [...arpa.matchAll(/^ngram (\d)=(\d+)$/gm)].map((match) => Number(match[2]));
    const sections = arpa.split(/\\\d-grams:\n/).slice(1);
    const lines = sections.map((section) => section.split('\n\n')[0]!.split('\n').filter(Boolean).length);
    expect(lines).toEqual(declared);
  });
});
