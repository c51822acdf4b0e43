/** Turns a resume's extracted text into a profile draft the candidate reviews before saving. */
import { PROFILE_LIMITS, webAddressHost, type CandidateProfile, type ProfileLink } from '@intervia/shared';
import { analyzeResume, readResumeDetails } from '../analysis/analyze-resume';
import { truncateText } from '../text/text-structure';
import { findSkillNames } from '../skills/find-skills';

export const EMPTY_PROFILE: CandidateProfile = {
  fullName: '',
  headline: '',
  email: '',
  phone: '',
  location: '',
  summary: '',
  skills: [],
  experience: [],
  education: [],
  links: [],
};

const PHONE_SHAPE = /^[+()\d][\d\s().-]{5,}$/;

function linkFrom(raw: string): ProfileLink | null {
  const url = (/^https?:\/\//i.test(raw) ? raw : `https://${raw}`).replace(/[.),;]+$/, '');
  const host = webAddressHost(url)?.replace(/^www\./, '');
  if (!host || url.length > 300) return null;
  const label = host.startsWith('linkedin.')
    ? 'LinkedIn'
    : host.startsWith('github.')
      ? 'GitHub'
      : host.startsWith('gitlab.')
        ? 'GitLab'
        : 'Website';
  return { label, url };
}

/** Case-insensitive de-duplication that keeps the first spelling. */
export function uniqueText(items: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const item of items) {
    const trimmed = item.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

export function profileFromResume(resumeText: string): CandidateProfile {
  const parsed = analyzeResume(resumeText);
  const details = readResumeDetails(resumeText);
  const phone = parsed.phone?.trim() ?? '';
  // The skills the listed items already name, in their canonical spelling.
  const coveredByItems = new Set(
    details.skillItems.flatMap((item) => findSkillNames(item)).map((skillName) => skillName.toLowerCase()),
  );
  return {
    fullName: truncateText(parsed.name ?? '', 100),
    headline: truncateText(parsed.headline ?? details.headline ?? '', 140),
    email: parsed.email ?? '',
    phone: PHONE_SHAPE.test(phone) && phone.length <= 40 ? phone : '',
    location: truncateText(details.location ?? '', 100),
    summary: details.summary ?? '',
    // With a skills section, its items as written (and their canonical names); without one, the skills the text names.
    // A canonical name is not added beside the item that names it: "Accessibility (WCAG)" stays one skill.
    skills: uniqueText([
      ...details.skillItems,
      ...parsed.skills
        .filter((skill) => details.skillItems.length === 0 || skill.importance === 'required')
        .map((skill) => skill.name)
        .filter((skillName) => !coveredByItems.has(skillName.toLowerCase())),
    ])
      .filter((skill) => skill.length <= 60)
      .slice(0, PROFILE_LIMITS.skills),
    // A role or qualification line that held only dates has no title: such entries are left out, not sent blank.
    experience: details.experience
      .filter((entry) => entry.title.trim() !== '')
      .slice(0, PROFILE_LIMITS.experience)
      .map((entry) => ({
        title: truncateText(entry.title, 120),
        organisation: truncateText(entry.organisation ?? '', 120),
        period: truncateText(entry.period ?? '', 60),
        highlights: entry.highlights.slice(0, PROFILE_LIMITS.highlightsPerEntry),
      })),
    education: parsed.education
      .filter((entry) => entry.qualification.trim() !== '')
      .slice(0, PROFILE_LIMITS.education)
      .map((entry) => ({
        qualification: truncateText(entry.qualification, 160),
        institution: truncateText(entry.institution ?? '', 160),
        period: truncateText(entry.period ?? '', 60),
      })),
    links: parsed.links
      .map(linkFrom)
      .filter((link): link is ProfileLink => link !== null)
      .filter((link, index, all) => all.findIndex((other) => other.url === link.url) === index)
      .slice(0, PROFILE_LIMITS.links),
  };
}
