import { describe, expect, it } from 'vitest';
import type { ParsedJD, ParsedResume } from '@intervia/shared';
import { analyzeInterviewInput } from '../analysis/analyze-interview-input';
import {
  COMMON_INTERVIEW_PHRASES,
  MAX_VOCABULARY_WORDS,
  buildInterviewVocabulary,
  vocabularyFromJobPosting,
  vocabularyTokens,
} from './interview-vocabulary';

const JD: ParsedJD = {
  role: 'Platform Engineer',
  seniority: 'senior',
  summary: '',
  skills: [
    { name: 'Go', category: 'language', importance: 'mentioned' },
    { name: 'Kubernetes', category: 'devops', importance: 'required' },
    { name: 'CI/CD', category: 'devops', importance: 'preferred' },
  ],
  responsibilities: ['Run our clusters on Kubernetes and Terraform'],
  requirements: ['Experience with Prometheus alerting'],
  source: 'job-description',
};

const RESUME: ParsedResume = {
  name: 'Aoife Brennan',
  headline: 'SRE at Stripe',
  email: null,
  phone: null,
  skills: [{ name: 'PostgreSQL', category: 'database', importance: 'mentioned' }],
  projects: [{ name: 'Helmsman', description: '', skills: ['Helm'] }],
  experience: [{ title: 'Site Reliability Engineer', organisation: 'Stripe', period: null }],
  education: [{ qualification: 'BSc', institution: 'Trinity College Dublin', period: null }],
  links: [],
  yearsOfExperience: 6,
};

describe('buildInterviewVocabulary', () => {
  const vocabulary = buildInterviewVocabulary({
    parsedJD: JD,
    resume: RESUME,
    questions: ['How did you roll out canary deployments?'],
  });

  it('puts required skills first, then the rest of the skills', () => {
    expect(vocabulary.words.slice(0, 2)).toEqual(['Kubernetes', 'CI']);
    expect(vocabulary.words).toContain('Go');
    expect(vocabulary.words).toContain('PostgreSQL');
  });

  it('gives a written term with symbols as the words it is said as', () => {
    expect(vocabulary.words).toEqual(expect.arrayContaining(['CI', 'CD']));
    expect(vocabulary.phrases).toContain('CI CD');
  });

  it('includes names, organisations, projects, the posting’s and the questions’ words', () => {
    expect(vocabulary.words).toEqual(
      expect.arrayContaining(['Aoife', 'Brennan', 'Stripe', 'Helmsman', 'Terraform', 'Prometheus', 'canary']),
    );
    expect(vocabulary.phrases).toEqual(
      expect.arrayContaining(['Trinity College Dublin', 'Platform Engineer']),
    );
  });

  it('adds common interview language, and leaves out stop words and numbers', () => {
    expect(vocabulary.phrases).toContain('code review');
    expect(vocabulary.words).toContain('stakeholders');
    expect(vocabulary.words.map((word) => word.toLowerCase())).not.toContain('the');
    expect(vocabulary.words.some((word) => /^\d+$/.test(word))).toBe(false);
  });

  it('keeps each word once whatever its case', () => {
    const lower = vocabulary.words.map((word) => word.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('stays within its bounds for a very long posting', () => {
    const long = Array.from({ length: 2000 }, (_, index) => `skillword${index}x`).join(' ');
    const big = buildInterviewVocabulary({ parsedJD: JD, resume: null, questions: [], jobDescription: long });
    expect(big.words.length).toBe(MAX_VOCABULARY_WORDS);
  });

  it('works from an interview analysis with no résumé and no posting text', () => {
    const analysis = analyzeInterviewInput({ title: 'Data Analyst (SQL, Tableau)' });
    const fromTitle = buildInterviewVocabulary({ ...analysis, questions: [] });
    expect(fromTitle.words).toEqual(expect.arrayContaining(['SQL', 'Tableau']));
    expect(fromTitle.phrases.length).toBeGreaterThanOrEqual(1);
    expect(COMMON_INTERVIEW_PHRASES.length).toBeGreaterThan(10);
  });
});

describe('vocabularyTokens', () => {
  it('keeps the punctuation inside written terms', () => {
    expect(vocabularyTokens('Node.js, C++ and A/B tests; don’t')).toEqual([
      'Node.js',
      'C++',
      'and',
      'A/B',
      'tests',
      "don't",
    ]);
  });
});

describe('vocabularyFromJobPosting', () => {
  it('builds the vocabulary from a posting alone: its skills, its words and the planned questions’ words', () => {
    const vocabulary = vocabularyFromJobPosting(
      'Platform Engineer\n\nYou will run Kubernetes clusters with Terraform and keep PostgreSQL fast.\n',
    );
    expect(vocabulary.words).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform', 'PostgreSQL']));
    expect(vocabulary.phrases).toContain('Platform Engineer');
    expect(vocabulary.words.length).toBeGreaterThan(20);
  });
});
