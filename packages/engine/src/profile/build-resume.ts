/**
 * The built-in resume builder: lays a profile out as a resume document for a template, optionally ordered for a
 * target job. It never adds facts: skills and highlights are reordered and tidied, never invented.
 */
import type { CandidateProfile, ResumeDocument, ResumeTargetJob, ResumeTemplate } from '@intervia/shared';
import { findSkillNames } from '../skills/find-skills';
import { toWords } from '../text/text-structure';

export interface BuildResumeOptions {
  template: ResumeTemplate;
  targetJob: ResumeTargetJob | null;
}

/** What stops a resume being built from this profile, as messages for the candidate ([] when ready). */
export function resumeReadinessProblems(profile: CandidateProfile): string[] {
  const problems: string[] = [];
  if (profile.fullName.trim() === '') problems.push('Add your full name to the profile first.');
  if (
    profile.experience.length === 0 &&
    profile.education.length === 0 &&
    profile.skills.length === 0 &&
    profile.summary.trim() === ''
  )
    problems.push('Add a summary, skills, a role or education to the profile first.');
  return problems;
}

const FIRST_PERSON_START = /^(?:i|we)\s+(?=\w)/i;
const WAS_RESPONSIBLE = /^(?:i\s+)?(?:was|am)\s+responsible\s+for\s+/i;

/** Tidies a highlight without changing what it says: spacing, first-person openings, capital, no full stop. */
export function tidyHighlight(text: string): string {
  let tidy = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-*•·▪◦●]\s*/u, '');
  tidy = tidy.replace(WAS_RESPONSIBLE, 'Responsible for ').replace(FIRST_PERSON_START, '');
  tidy = tidy.replace(/[.;]+$/, '').trim();
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
}

const plainWords = (text: string) => toWords(text).map((word) => word.replace(/[.'-]+$/, ''));

const STOP_WORDS = new Set(
  'a an and are as at be by for from has have in is it of on or our the their this to we will with you your'.split(
    ' ',
  ),
);

function targetTerms(targetJob: ResumeTargetJob | null): { skills: Set<string>; words: Set<string> } {
  if (!targetJob) return { skills: new Set(), words: new Set() };
  const text = `${targetJob.title}\n${targetJob.description}`;
  return {
    skills: new Set(findSkillNames(text).map((skill) => skill.toLowerCase())),
    words: new Set(plainWords(text).filter((word) => word.length > 2 && !STOP_WORDS.has(word))),
  };
}

function relevance(text: string, terms: ReturnType<typeof targetTerms>): number {
  const skillHits = findSkillNames(text).filter((skill) => terms.skills.has(skill.toLowerCase())).length;
  const wordHits = new Set(plainWords(text).filter((word) => terms.words.has(word))).size;
  return skillHits * 3 + wordHits;
}

/** Stable sort by descending score: equal scores keep the candidate's own order. */
function byRelevance<T>(items: T[], score: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export function buildResumeDocument(profile: CandidateProfile, options: BuildResumeOptions): ResumeDocument {
  const terms = targetTerms(options.targetJob);
  const skillScore = (skill: string) =>
    terms.skills.has(skill.toLowerCase()) || terms.words.has(skill.toLowerCase()) ? 1 : 0;
  return {
    template: options.template,
    fullName: profile.fullName.trim(),
    headline: profile.headline.trim(),
    contact: [
      profile.email,
      profile.phone,
      profile.location,
      ...profile.links.map((link) => displayUrl(link.url)),
    ].filter((item) => item.trim() !== ''),
    summary: profile.summary.trim(),
    skills: options.targetJob ? byRelevance(profile.skills, skillScore) : [...profile.skills],
    experience: profile.experience.map((entry) => {
      const bullets = entry.highlights.map(tidyHighlight).filter((bullet) => bullet !== '');
      return {
        title: entry.title,
        organisation: entry.organisation,
        period: entry.period,
        bullets: options.targetJob ? byRelevance(bullets, (bullet) => relevance(bullet, terms)) : bullets,
      };
    }),
    education: profile.education.map((entry) => ({ ...entry })),
    targetJobTitle: options.targetJob?.title.trim() || null,
  };
}
