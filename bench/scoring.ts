/**
 * Scoring benchmark: time to score a 10-question transcript (p50/p95 over 200 runs, after one cold run that
 * compiles the skill matchers; the goal is ≤ 20 ms warm), speech analytics on the same transcript, the calibration
 * figures on every graded set in fixtures/ (the development sets — development, development-2, held-out-answers.json,
 * and the blind sets b, c and d, each tuned on once it had been measured — and the held-out blind sets e, f, g and h),
 * and the Spearman correlation between the older labelled bands and the built-in scores. Run with `npx tsx bench/scoring.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { ParsedJD } from '@intervia/shared';
import { analyzeSpeech } from '../packages/engine/src/analytics/index';
import {
  calibrate,
  CALIBRATION_GOALS,
  parseGradedAnswers,
  scoreAnswer,
  scoreTranscript,
  spearmanCorrelation,
} from '../packages/engine/src/scoring/index';
import type { TranscriptTurn } from '../packages/engine/src/scoring/index';
import { LABELLED_ANSWERS, type Band } from '../packages/engine/src/scoring/fixtures/labelled-answers';

const RUNS = 200;
const QUESTIONS = 10;
const BAND_VALUE: Record<Band, number> = { weak: 0, fair: 1, strong: 2 };

const parsedJD: ParsedJD = {
  role: 'Backend Engineer',
  seniority: 'senior',
  summary: '',
  skills: ['PostgreSQL', 'Redis', 'Kubernetes', 'Node.js', 'TypeScript'].map((name) => ({
    name,
    category: 'other' as const,
    importance: 'required' as const,
  })),
  responsibilities: [],
  requirements: [],
  source: 'job-description',
};

// Every fourth labelled answer: a mix of roles and bands.
const turns: TranscriptTurn[] = Array.from({ length: QUESTIONS }, (_, index) => {
  const entry = LABELLED_ANSWERS[(index * 4) % LABELLED_ANSWERS.length]!;
  return { question: entry.question, answer: entry.answer, kind: entry.kind, skill: entry.skill };
});

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function time(run: () => unknown): { cold: number; p50: number; p95: number } {
  let start = performance.now();
  run();
  const cold = performance.now() - start;
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { cold, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

const scoring = time(() => scoreTranscript({ parsedJD, difficulty: 'medium', turns }));

let clock = 0;
const timedTurns = turns.flatMap((turn) => {
  const question = {
    role: 'assistant' as const,
    text: turn.question,
    startedAtMs: clock,
    endedAtMs: clock + 6000,
  };
  const words = turn.answer.split(/\s+/).length;
  const answer = {
    role: 'user' as const,
    text: turn.answer,
    startedAtMs: clock + 7500,
    endedAtMs: clock + 7500 + words * 400,
  };
  clock = answer.endedAtMs + 1000;
  return [question, answer];
});
const speech = time(() => analyzeSpeech(timedTurns));

const scores = LABELLED_ANSWERS.map(
  (entry) => scoreAnswer({ ...entry, expectedPoints: [], difficulty: 'medium' }).score,
);
const rho = spearmanCorrelation(
  LABELLED_ANSWERS.map((entry) => BAND_VALUE[entry.band]),
  scores,
);

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.table([
  {
    measure: `scoreTranscript, ${QUESTIONS} questions`,
    cold: ms(scoring.cold),
    p50: ms(scoring.p50),
    p95: ms(scoring.p95),
    runs: RUNS,
  },
  {
    measure: `analyzeSpeech, ${timedTurns.length} turns`,
    cold: ms(speech.cold),
    p50: ms(speech.p50),
    p95: ms(speech.p95),
    runs: RUNS,
  },
]);
console.table([
  {
    measure: 'Spearman, labelled band vs score',
    answers: LABELLED_ANSWERS.length,
    roles: new Set(LABELLED_ANSWERS.map((entry) => entry.role)).size,
    rho: Number(rho.toFixed(3)),
  },
]);

const FIXTURES = new URL('../packages/engine/src/scoring/fixtures/', import.meta.url);
const goal = (met: boolean) => (met ? 'met' : 'NOT MET');
const sets = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('-answers.json'))
  .sort();
if (!sets.some((file) => file.startsWith('blind-')))
  console.log('no blind set (fixtures/blind-*-answers.json): development figures only');
const calibration = sets.map((file) => {
  const path = new URL(file, FIXTURES);
  const report = calibrate(parseGradedAnswers(JSON.parse(readFileSync(path, 'utf8')), file));
  return {
    set: file,
    answers: report.answers,
    roles: report.roles,
    spearman: Number(report.spearman.toFixed(3)),
    mae: Number(report.meanAbsoluteError.toFixed(2)),
    'strong < 7': report.strongScoredLow.length,
    'empty > 1': report.emptyScoredHigh.length,
    status: goal(
      report.spearman >= CALIBRATION_GOALS.minSpearman &&
        report.meanAbsoluteError <= CALIBRATION_GOALS.maxMeanAbsoluteError &&
        report.strongScoredLow.length === 0 &&
        report.emptyScoredHigh.length === 0,
    ),
  };
});
console.table(calibration);
console.log(
  `scoring ${QUESTIONS} questions warm: p50 ${ms(scoring.p50)}, p95 ${ms(scoring.p95)} (goal ≤ 20 ms: ${goal(
    scoring.p50 <= 20,
  )}); load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} cores`,
);
