import { describe, expect, it } from 'vitest';
import type { Pronouncer } from './espeak-pronouncer';
import {
  dictionaryKey,
  restoreWrittenForms,
  vocabularyWordList,
  wordsToTeach,
} from './vocabulary-adaptation';

describe('wordsToTeach', () => {
  const asked: string[][] = [];
  const pronouncer: Pronouncer = async (words) => {
    asked.push(words);
    return new Map(words.filter((word) => word !== 'Unsayable').map((word) => [word, ['K', 'UW']]));
  };

  it('pronounces only the words (and phrase words) the dictionary lacks, each once', async () => {
    asked.length = 0;
    const taught = await wordsToTeach(
      {
        words: ['Kubernetes', 'team', 'kubernetes', 'Unsayable'],
        phrases: ['Grafana dashboards', 'code review'],
      },
      new Set(['team', 'dashboards', 'code', 'review']),
      pronouncer,
    );
    expect(asked).toEqual([['Kubernetes', 'Unsayable', 'Grafana']]);
    expect(taught).toEqual([
      { key: 'kubernetes', written: 'Kubernetes', phones: ['K', 'UW'] },
      { key: 'grafana', written: 'Grafana', phones: ['K', 'UW'] },
    ]);
  });

  it('asks nothing when every word is known', async () => {
    asked.length = 0;
    expect(await wordsToTeach({ words: ['team'], phrases: [] }, new Set(['team']), pronouncer)).toEqual([]);
    expect(asked).toEqual([[]]);
  });
});

describe('vocabularyWordList', () => {
  it('lists single words and the words of phrases once, in order', () => {
    expect(
      vocabularyWordList({ words: ['Go', 'go', 'SQL'], phrases: ['page load time', 'SQL queries'] }),
    ).toEqual(['Go', 'SQL', 'page', 'load', 'time', 'queries']);
  });
});

describe('restoreWrittenForms', () => {
  it('gives taught words back in the interview’s spelling and leaves the rest alone', () => {
    const taught = [{ key: dictionaryKey('PostgreSQL'), written: 'PostgreSQL', phones: ['P'] }];
    expect(restoreWrittenForms('we moved to postgresql last year', taught)).toBe(
      'we moved to PostgreSQL last year',
    );
    expect(restoreWrittenForms('', taught)).toBe('');
  });
});
