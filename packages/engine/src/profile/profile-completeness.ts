/** How complete a candidate profile is: the share of checks met and what is still missing, in a fixed order. */
import type { CandidateProfile, ProfileCompleteness } from '@intervia/shared';

const MIN_PROFILE_SKILLS = 5;
const MIN_SUMMARY_WORDS = 12;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

export const PROFILE_CHECKS: ReadonlyArray<{ label: string; met: (profile: CandidateProfile) => boolean }> = [
  { label: 'Add your full name', met: (p) => words(p.fullName) >= 2 },
  { label: 'Add a headline', met: (p) => p.headline.trim() !== '' },
  { label: 'Add an email or phone number', met: (p) => p.email !== '' || p.phone !== '' },
  {
    label: `Write a summary of at least ${MIN_SUMMARY_WORDS} words`,
    met: (p) => words(p.summary) >= MIN_SUMMARY_WORDS,
  },
  { label: `List at least ${MIN_PROFILE_SKILLS} skills`, met: (p) => p.skills.length >= MIN_PROFILE_SKILLS },
  {
    label: 'Add a role with at least one highlight',
    met: (p) => p.experience.some((entry) => entry.highlights.length > 0),
  },
  { label: 'Add your education', met: (p) => p.education.length > 0 },
  { label: 'Add a link (LinkedIn, GitHub or a portfolio)', met: (p) => p.links.length > 0 },
];

export function profileCompleteness(profile: CandidateProfile): ProfileCompleteness {
  const results = PROFILE_CHECKS.map((check) => ({ label: check.label, met: check.met(profile) }));
  const met = results.filter((result) => result.met).length;
  return {
    completenessPercent: Math.round((met / results.length) * 100),
    missing: results.filter((result) => !result.met).map((result) => result.label),
  };
}
