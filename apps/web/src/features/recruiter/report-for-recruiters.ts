/**
 * The scorer writes its summary and feedback to the candidate ("Your best answer…"). A recruiter reads the same
 * report about someone else, so the recruiter pages turn that text into the third person.
 */
import type { InterviewReport } from '../feedback/feedback-api';

/** Sentences of advice to the candidate that make no sense to a recruiter, and what the recruiter reads instead. */
const ADVICE_TO_CANDIDATE: [RegExp, (name: string) => string][] = [
  [/\s*Try again and answer each question in a few sentences\./g, () => ''],
  [/Back your examples with numbers: ([^.]*)\./g, (name) => `${name}'s examples lacked numbers ($1).`],
  [/Show your experience with ([^.]*)\./g, (name) => `${name} did not show experience with $1.`],
];

/** Second-person phrases, most specific first. */
const PRONOUNS: [RegExp, (name: string) => string][] = [
  [/\bYou are\b/g, (name) => `${name} is`],
  [/\bYou were\b/g, (name) => `${name} was`],
  [/\bYou have\b/g, (name) => `${name} has`],
  [/\bYou've\b/g, (name) => `${name} has`],
  [/\bYou're\b/g, (name) => `${name} is`],
  [/\bYou\b/g, (name) => name],
  [/\bYour\b/g, (name) => `${name}'s`],
  [/\byou're\b/g, () => "they're"],
  [/\byou've\b/g, () => "they've"],
  [/\byourself\b/g, () => 'themselves'],
  [/\byours\b/g, () => 'theirs'],
  [/\byour\b/g, () => 'their'],
  [/\byou\b/g, () => 'they'],
];

export function toThirdPerson(text: string, candidateName: string): string {
  const name = candidateName.trim().split(/\s+/)[0] || 'The candidate';
  let result = text;
  for (const [pattern, replacement] of ADVICE_TO_CANDIDATE) {
    result = result.replace(pattern, (...match: string[]) => replacement(name).replace('$1', match[1] ?? ''));
  }
  for (const [pattern, replacement] of PRONOUNS) result = result.replace(pattern, replacement(name));
  return result.trim();
}

/** The report with its scorer-written text in the third person; questions and the transcript stay as said. */
export function reportForRecruiters(report: InterviewReport, candidateName: string): InterviewReport {
  if (!report.latest) return report;
  const latest = report.latest;
  return {
    ...report,
    latest: {
      ...latest,
      summary: toThirdPerson(latest.summary, candidateName),
      scores: latest.scores.map((score) => ({
        ...score,
        feedback: toThirdPerson(score.feedback, candidateName),
      })),
    },
  };
}
