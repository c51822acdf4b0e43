/**
 * A small trigram language model of the words an interview is likely to hear, in the ARPA text format speech
 * recognisers read (pocketsphinx interpolates it with its general English model). Built from text: common interview
 * answers, the posting's lines, the planned questions and the vocabulary's terms. Pure: the same text gives the same
 * model.
 *
 * Smoothing is interpolated absolute discounting (each n-gram's probability mixes its discounted count with the
 * lower order), written in backoff form: an n-gram the text never holds backs off with the weight that makes its
 * history's probabilities sum to one.
 */

/** How much of each seen n-gram's count is given to the lower order (0.7 is a usual value for small texts). */
export const DEFAULT_DISCOUNT = 0.7;

const SENTENCE_START = '<s>';
const SENTENCE_END = '</s>';

/**
 * Text → sentences of lower-case words as a pronouncing dictionary spells them ("don't", "on call" for "on-call").
 * Sentences end at punctuation, line breaks and list bullets; a number or symbol ends a run of words too, since it is
 * said in words the text does not show.
 */
export function languageModelSentences(text: string): string[][] {
  const sentences: string[][] = [];
  for (const piece of text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[\n.!?;:•()[\]{}"“”]+/)) {
    let words: string[] = [];
    for (const token of piece.split(/[\s,/&+–—-]+/)) {
      const word = token.replace(/^'+|'+$/g, '');
      if (/^[a-z]+(?:'[a-z]+)*$/.test(word)) {
        words.push(word);
      } else if (word !== '') {
        if (words.length > 0) sentences.push(words);
        words = [];
      }
    }
    if (words.length > 0) sentences.push(words);
  }
  return sentences;
}

type Counts = Map<string, number>;

function increment(counts: Counts, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** History → (sum of counts, number of distinct next words) over the n-grams that start with it. */
function historyTotals(counts: Counts): Map<string, { total: number; types: number }> {
  const totals = new Map<string, { total: number; types: number }>();
  for (const [ngram, count] of counts) {
    const history = ngram.slice(0, ngram.lastIndexOf(' '));
    const entry = totals.get(history) ?? { total: 0, types: 0 };
    entry.total += count;
    entry.types += 1;
    totals.set(history, entry);
  }
  return totals;
}

const lastWords = (ngram: string): string => ngram.slice(ngram.indexOf(' ') + 1);
const log10 = (p: number): string => (p > 0 ? Math.log10(p) : -99).toFixed(4);

/**
 * Probabilities of one order from its counts and the order below (interpolated absolute discounting), with the
 * backoff weight each history needs.
 */
function nextOrder(
  counts: Counts,
  lower: (ngram: string) => number,
  discount: number,
): { probabilities: Map<string, number>; backoff: Map<string, number> } {
  const totals = historyTotals(counts);
  const probabilities = new Map<string, number>();
  const seenMass = new Map<string, { own: number; lower: number }>();
  for (const [ngram, count] of counts) {
    const history = ngram.slice(0, ngram.lastIndexOf(' '));
    const { total, types } = totals.get(history) as { total: number; types: number };
    const lowerProbability = lower(lastWords(ngram));
    const probability =
      Math.max(count - discount, 0) / total + ((discount * types) / total) * lowerProbability;
    probabilities.set(ngram, probability);
    const mass = seenMass.get(history) ?? { own: 0, lower: 0 };
    mass.own += probability;
    mass.lower += lowerProbability;
    seenMass.set(history, mass);
  }
  const backoff = new Map<string, number>();
  for (const [history, mass] of seenMass) {
    const remaining = 1 - mass.lower;
    backoff.set(history, remaining > 1e-9 ? Math.max(1 - mass.own, 1e-9) / remaining : 1);
  }
  return { probabilities, backoff };
}

/** A trigram model of the sentences, as ARPA text. */
export function arpaTrigramModel(sentences: readonly string[][], discount = DEFAULT_DISCOUNT): string {
  const unigrams: Counts = new Map();
  const bigrams: Counts = new Map();
  const trigrams: Counts = new Map();
  for (const sentence of sentences) {
    const words = [SENTENCE_START, ...sentence, SENTENCE_END];
    words.forEach((word, index) => {
      increment(unigrams, word);
      if (index >= 1) increment(bigrams, `${words[index - 1]} ${word}`);
      if (index >= 2) increment(trigrams, `${words[index - 2]} ${words[index - 1]} ${word}`);
    });
  }
  let total = 0;
  for (const [word, count] of unigrams) if (word !== SENTENCE_START) total += count;
  const unigramProbability = (word: string): number =>
    word === SENTENCE_START ? 0 : (unigrams.get(word) ?? 0) / total;
  const second = nextOrder(bigrams, unigramProbability, discount);
  const third = nextOrder(trigrams, (bigram) => second.probabilities.get(bigram) ?? 0, discount);

  const vocabulary = [...unigrams.keys()].sort();
  const lines = [
    '\\data\\',
    `ngram 1=${vocabulary.length}`,
    `ngram 2=${second.probabilities.size}`,
    `ngram 3=${third.probabilities.size}`,
    '',
    '\\1-grams:',
  ];
  for (const word of vocabulary) {
    const probability = word === SENTENCE_START ? '-99.0000' : log10(unigramProbability(word));
    lines.push(`${probability} ${word} ${log10(second.backoff.get(word) ?? 1)}`);
  }
  lines.push('', '\\2-grams:');
  for (const [bigram, probability] of [...second.probabilities].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const backoff = third.backoff.get(bigram);
    lines.push(`${log10(probability)} ${bigram}${backoff === undefined ? '' : ` ${log10(backoff)}`}`);
  }
  lines.push('', '\\3-grams:');
  for (const [trigram, probability] of [...third.probabilities].sort(([a], [b]) => (a < b ? -1 : 1)))
    lines.push(`${log10(probability)} ${trigram}`);
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}
