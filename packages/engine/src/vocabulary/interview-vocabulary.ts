/**
 * The words an interview is likely to contain, for the speech recogniser: the posting's and résumé's skills, tools,
 * organisations and names, the planned questions' words, and the language candidates use in any interview. The
 * recogniser teaches itself the ones its dictionary lacks and favours them over sound-alikes.
 */
import type { ParsedJD, ParsedResume } from '@intervia/shared';
import { analyzeInterviewInput } from '../analysis/analyze-interview-input';
import { planInterview } from '../planning/plan-interview';

export interface InterviewVocabulary {
  /** Single words, as written ("Kubernetes", "PostgreSQL", "Terraform"). */
  words: string[];
  /** Multi-word terms ("code review", "page load time"). */
  phrases: string[];
  /**
   * The interview's own lines (the posting, the planned questions, the résumé's headline and roles), for a recogniser
   * that weighs word sequences as well as words.
   */
  sentences?: string[];
}

export interface InterviewVocabularyInput {
  parsedJD: ParsedJD;
  resume: ParsedResume | null;
  /** The planned questions' texts. */
  questions: string[];
  /** The posting's own text, when the interview has one (its words beyond the extracted skills). */
  jobDescription?: string;
}

/** Upper bounds: a recogniser adds every missing word to its search; a few hundred keeps that quick. */
export const MAX_VOCABULARY_WORDS = 400;
export const MAX_VOCABULARY_PHRASES = 120;
export const MAX_VOCABULARY_SENTENCES = 400;

/** Words and phrases of answers in any interview (behavioural and work language), beyond everyday English. */
export const COMMON_INTERVIEW_PHRASES = [
  'code review',
  'team lead',
  'stakeholders',
  'deadline',
  'feedback',
  'trade-off',
  'trade-offs',
  'prioritise',
  'prioritize',
  'onboarding',
  'roadmap',
  'backlog',
  'sprint',
  'retrospective',
  'mentoring',
  'collaboration',
  'cross-functional',
  'ownership',
  'root cause',
  'post-mortem',
  'on-call',
  'key performance indicators',
  'KPIs',
  'metrics',
  'customer',
  'customers',
  'workflow',
  'scalability',
  'reliability',
  'latency',
  'deployment',
  'deployments',
  'release',
  'requirements',
  'strengths',
  'weaknesses',
  'conflict',
  'challenge',
  'leadership',
  'communication',
  'experience',
  'responsibilities',
  'achievement',
  'impact',
] as const;

// Words that say nothing about the interview; they are common enough that every recogniser knows them already.
const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being have has had do does ' +
    'did will would can could should may might must shall our your their its his her my we you they i he she it ' +
    'this that these those who whom which what when where why how all any each every some such no not only own ' +
    'same so than too very just also into about over under again further then once here there both few more most ' +
    'other out up down off per via etc e.g i.e plus including include includes strong excellent good great ' +
    'years year experience ability able work working using use used within across new role team'
  ).split(' '),
);

/** "Node.js", "C++", "CI/CD", "A/B", "PostgreSQL", "don't": a token keeps the inner punctuation that makes the word. */
const TOKEN = /[\p{L}\p{N}]+(?:[.'’+#/&-][\p{L}\p{N}]+)*[+#]*/gu;

export function vocabularyTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[0].replace(/’/g, "'"));
}

/** A token worth teaching the recogniser: not a stop word, not a bare number, at least two letters. */
function isContentWord(token: string): boolean {
  if (/^\d+$/.test(token)) return false;
  if (token.replace(/[^\p{L}]/gu, '').length < 2) return false;
  return !STOP_WORDS.has(token.toLowerCase());
}

/** Keeps the first spelling of each word (case-insensitive), in order, up to `limit`. */
class OrderedWords {
  private readonly seen = new Set<string>();
  readonly items: string[] = [];
  constructor(private readonly limit: number) {}
  add(item: string): void {
    const key = item.toLowerCase();
    if (this.seen.has(key) || this.items.length >= this.limit) return;
    this.seen.add(key);
    this.items.push(item);
  }
}

function addText(words: OrderedWords, phrases: OrderedWords, text: string): void {
  const tokens = vocabularyTokens(text);
  // A written term with its own punctuation ("CI/CD", "A/B") is also given as the words it is said as.
  for (const token of tokens) {
    if (!isContentWord(token)) continue;
    const parts = token.split(/[/&-]/).filter(Boolean);
    if (parts.length > 1 && parts.every((part) => part.length > 0)) {
      for (const part of parts) if (isContentWord(part) || /^[A-Z]+$/.test(part)) words.add(part);
      phrases.add(parts.join(' '));
    } else {
      words.add(token);
    }
  }
}

function addTerm(words: OrderedWords, phrases: OrderedWords, term: string): void {
  const tokens = vocabularyTokens(term);
  if (tokens.length > 1) phrases.add(tokens.join(' '));
  addText(words, phrases, term);
}

/** The interview's own lines, each once, up to MAX_VOCABULARY_SENTENCES. */
function interviewSentences({
  parsedJD,
  resume,
  questions,
  jobDescription,
}: InterviewVocabularyInput): string[] {
  const lines = new OrderedWords(MAX_VOCABULARY_SENTENCES);
  const postingLines = jobDescription
    ? jobDescription.split(/\n+/)
    : [...parsedJD.responsibilities, ...parsedJD.requirements];
  for (const line of [...postingLines, ...questions]) if (line.trim()) lines.add(line.trim());
  if (resume?.headline) lines.add(resume.headline);
  for (const job of resume?.experience ?? []) if (job.title) lines.add(job.title);
  return lines.items;
}

/**
 * The interview's vocabulary, most telling first: skills (required before the rest), names and organisations, the
 * posting's and questions' words, then common interview language. Pure: the same analysis gives the same list.
 */
export function buildInterviewVocabulary(input: InterviewVocabularyInput): InterviewVocabulary {
  const words = new OrderedWords(MAX_VOCABULARY_WORDS);
  const phrases = new OrderedWords(MAX_VOCABULARY_PHRASES);
  const { parsedJD, resume } = input;
  const importanceOrder = { required: 0, preferred: 1, mentioned: 2 } as const;
  const skills = [...parsedJD.skills, ...(resume?.skills ?? [])].sort(
    (a, b) => importanceOrder[a.importance] - importanceOrder[b.importance],
  );
  for (const skill of skills) addTerm(words, phrases, skill.name);
  addTerm(words, phrases, parsedJD.role);
  if (resume) {
    if (resume.name) addTerm(words, phrases, resume.name);
    for (const job of resume.experience) {
      addTerm(words, phrases, job.title);
      if (job.organisation) addTerm(words, phrases, job.organisation);
    }
    for (const school of resume.education)
      if (school.institution) addTerm(words, phrases, school.institution);
    for (const project of resume.projects) {
      addTerm(words, phrases, project.name);
      for (const skill of project.skills) addTerm(words, phrases, skill);
    }
  }
  for (const line of [...parsedJD.responsibilities, ...parsedJD.requirements]) addText(words, phrases, line);
  if (input.jobDescription) addText(words, phrases, input.jobDescription);
  for (const question of input.questions) addText(words, phrases, question);
  if (resume?.headline) addText(words, phrases, resume.headline);
  for (const term of COMMON_INTERVIEW_PHRASES) addTerm(words, phrases, term);
  return { words: words.items, phrases: phrases.items, sentences: interviewSentences(input) };
}

/**
 * The vocabulary a call for a job posting gets when the posting is all there is (the operator's check, benches): the
 * posting analysed as the wizard does, its planned questions, and the posting's own words.
 */
export function vocabularyFromJobPosting(posting: string): InterviewVocabulary {
  const title =
    posting
      .split('\n')
      .find((line) => line.trim().length > 0)
      ?.trim() ?? 'Interview';
  const analysis = analyzeInterviewInput({ title, jobDescription: posting });
  const planned = planInterview({ ...analysis, difficulty: 'medium', durationMinutes: 20, preferences: '' });
  return buildInterviewVocabulary({
    ...analysis,
    questions: planned.questions.map((question) => question.text),
    jobDescription: posting,
  });
}
