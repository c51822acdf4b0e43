/**
 * Reads a resume's extracted text: contact details, skills, projects, experience and education, so questions can
 * refer to what the candidate actually did.
 */
import type { ParsedResume } from '@intervia/shared';
import { findSkillNames } from '../skills/find-skills';
import { extractSkills } from './analyze-job-description';
import {
  isBulletLine,
  stripBullet,
  toLines,
  toSections,
  truncateText,
  type TextSection,
} from '../text/text-structure';

const MAX_RESUME_PROJECTS = 6;
const MAX_RESUME_ENTRIES = 8;

type ResumeSectionKind = 'summary' | 'experience' | 'projects' | 'education' | 'skills' | 'other' | 'header';

const RESUME_SECTION_CUES: ReadonlyArray<[ResumeSectionKind, RegExp]> = [
  ['projects', /project|portfolio|selected work|achievements/],
  ['experience', /experience|employment|work history|career|professional background|positions/],
  ['education', /education|academic|qualification|degree|training|certification/],
  ['skills', /skill|technolog|tools|competenc|expertise|languages/],
  ['summary', /summary|profile|about|objective/],
];

function classifyResumeSection(section: TextSection): ResumeSectionKind {
  if (section.heading === '') return 'header';
  return RESUME_SECTION_CUES.find(([, cue]) => cue.test(section.heading))?.[0] ?? 'other';
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/;
const LINK = /\b(?:https?:\/\/[^\s,;]+|(?:www\.)?(?:linkedin\.com|github\.com|gitlab\.com)\/[^\s,;]+)/gi;
const PERIOD =
  /\b((?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\s*(?:-|–|—|to)\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}|present|current|now)|(?:19|20)\d{2})\b/i;
const DEGREE =
  /\b(bsc|msc|ba|ma|mba|phd|ph\.d\.?|mphil|b\.?s\.?|m\.?s\.?|b\.?a\.?|b\.?eng|m\.?eng|b\.?tech|m\.?tech|bba|bcom|llb|llm|bsn|msn|pgce|hnd|gcse|bachelor|master|doctor|doctorate|postgraduate|diploma|degree|associate|certificate|certified|nursing|a-levels|high school|bootcamp|licenciatura|mestrado|doutoramento)\b/i;
/** A school's own name ("University of Leeds", "Instituto Superior Técnico"), on its own line or after a degree. */
const INSTITUTION =
  /\b(university|universidade|universidad|université|universität|college|school|institute|instituto|institut|academy|polytechnic|politécnico|politecnico|faculty|conservatory)\b/i;
/** "Lisbon, Portugal" / "Austin, TX" / "São Paulo, SP, Brazil": a place as résumé headers write it. */
const PLACE = /^\p{Lu}[\p{L}.'’ -]{1,40}(?:,\s*\p{Lu}[\p{L}.'’ -]{0,40}){1,2}$/u;
const LABELLED_PLACE = /^(?:location|based in|address|city)\s*[:-]?\s*(.{2,100})$/i;
const PROJECT_VERB =
  /\b(built|developed|designed|created|launched|led|implemented|shipped|delivered|migrated|automated|introduced|reduced|increased|improved|trained|ran|managed|organi[sz]ed|coordinated|established|set up|raised|cut|saved|grew|won|achieved|supervised|mentored|taught|wrote|negotiated|planned|produced|completed)\b/i;

/**
 * A bullet opening with a verb in the past tense ("Administered 600+ vaccines", "Prepared the dosage systems") says
 * what the candidate did, whichever verb it is.
 */
const PAST_TENSE_OPENING = /^\p{Lu}\p{Ll}{2,}ed\s+\p{L}/u;

function looksLikeName(line: string): boolean {
  if (EMAIL.test(line) || /\d/.test(line) || line.length > 40) return false;
  const words = line.split(/\s+/);
  return words.length >= 2 && words.length <= 4 && words.every((word) => /^\p{Lu}[\p{L}'.-]*$/u.test(word));
}

function splitEntry(line: string): { title: string; organisation: string | null; period: string | null } {
  const period = PERIOD.exec(line)?.[1] ?? null;
  const withoutPeriod = (period ? line.replace(period, '') : line)
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,|–—-]+$/, '')
    .trim();
  const parts = withoutPeriod
    .split(/\s+(?:at|@)\s+|\s*[|,–—]\s*|\s+-\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    title: truncateText(parts[0] ?? withoutPeriod, 100),
    organisation: parts[1] ? truncateText(parts[1], 100) : null,
    period,
  };
}

function projectFromLine(line: string): ParsedResume['projects'][number] | null {
  const text = stripBullet(line);
  if (text.split(/\s+/).length < 3) return null;
  // A dash between numbers is a range ("committees of 3–5 members"), not the end of a project's name.
  const named = /^([^:–—]{2,60}?)\s*(?::|(?<!\d)–(?!\d)|—|\s-\s)\s*(.+)$/.exec(text);
  const name = named?.[1]?.trim() ?? truncateText(text.split(/\s+/).slice(0, 6).join(' '), 60);
  const description = truncateText(named?.[2]?.trim() ?? text, 240);
  return { name, description, skills: findSkillNames(text) };
}

function yearsOfExperience(text: string, periods: string[]): number | null {
  const stated = [...text.matchAll(/(\d{1,2})\+?\s*years?(?:\s+of)?\s+(?:professional\s+)?experience/gi)].map(
    (match) => Number(match[1]),
  );
  if (stated.length > 0) return Math.max(...stated);
  const years = periods.flatMap((period) => (period.match(/(?:19|20)\d{2}/g) ?? []).map(Number));
  if (years.length < 2) return null;
  return Math.max(...years) - Math.min(...years);
}

type EducationEntry = ParsedResume['education'][number];

/**
 * Education entries from the section's lines: a degree line starts an entry; a school's line before it or after it
 * (with or without dates) fills the entry's institution and period, so a two-line layout keeps both.
 */
function readEducation(lines: string[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let pendingSchool: { institution: string; period: string | null } | null = null;
  for (const line of lines.map(stripBullet)) {
    const entry = splitEntry(line);
    if (DEGREE.test(line)) {
      if (entries.length >= MAX_RESUME_ENTRIES) break;
      entries.push({
        qualification: entry.title,
        institution: entry.organisation ?? pendingSchool?.institution ?? null,
        period: entry.period ?? pendingSchool?.period ?? null,
      });
      pendingSchool = null;
      continue;
    }
    if (!INSTITUTION.test(line) && !(entry.period && entries.length > 0)) continue;
    const last = entries.at(-1);
    if (last && last.institution === null) {
      last.institution = entry.title;
      last.period ??= entry.period;
    } else if (last && last.period === null && entry.period && !INSTITUTION.test(line)) {
      last.period = entry.period;
    } else if (INSTITUTION.test(line)) {
      pendingSchool = { institution: entry.title, period: entry.period };
    }
  }
  return entries;
}

/** The candidate's town from the résumé's header: a "Location: …" line or a "City, Country" segment. */
function readLocation(headerLines: string[], name: string | null): string | null {
  for (const line of headerLines) {
    const labelled = LABELLED_PLACE.exec(line.trim());
    if (labelled?.[1]) return truncateText(labelled[1].trim(), 100);
  }
  const segments = headerLines
    .flatMap((line) => line.split(/\s*[·•|▪]\s*|\s{3,}/))
    .map((segment) => segment.trim())
    .filter(
      (segment) => segment !== name && !EMAIL.test(segment) && !PHONE.test(segment) && !/\d/.test(segment),
    );
  return segments.find((segment) => PLACE.test(segment)) ?? null;
}

/**
 * A bullet wrapped onto the next line, as text pasted from a PDF is ("… including wound care and\n  medication
 * administration"), joined back into one line so it is never quoted cut in the middle.
 */
export function joinWrappedBullets(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (
      previous !== undefined &&
      isBulletLine(previous) &&
      !/[.!?:;]\s*$/.test(previous) &&
      /^\s*\p{Ll}/u.test(line) &&
      !isBulletLine(line)
    ) {
      joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    } else {
      joined.push(line);
    }
  }
  return joined.join('\n');
}

/** The lines from the first dated role line on, in sections of no recognised kind: roles and their bullets. */
function untitledRoleLines(sections: ReadonlyArray<{ section: TextSection }>): string[] {
  const lines = sections.flatMap((entry) => entry.section.lines);
  const first = lines.findIndex((line) => !isBulletLine(line) && PERIOD.test(line));
  return first < 0 ? [] : lines.slice(first);
}

export function analyzeResume(rawResumeText: string): ParsedResume {
  const resumeText = joinWrappedBullets(rawResumeText);
  const sections = toSections(resumeText).map((section) => ({
    section,
    kind: classifyResumeSection(section),
  }));
  const lines = toLines(resumeText);
  const linesOf = (kind: ResumeSectionKind) =>
    sections.filter((entry) => entry.kind === kind).flatMap((entry) => entry.section.lines);

  const name = lines.slice(0, 3).find(looksLikeName) ?? null;
  const headerLines = linesOf('header');
  const headline =
    headerLines.find(
      (line) =>
        line !== name && !EMAIL.test(line) && !PHONE.test(line) && !LINK.test(line) && line.length <= 100,
    ) ?? null;
  LINK.lastIndex = 0;

  // A résumé with no experience heading ("Wind Technician II, Northwind (2021-present)" then its bullets, straight
  // under the name) has its roles in the header or under headings not recognised: read them from the first dated line.
  const titledExperience = linesOf('experience');
  const experienceLines =
    titledExperience.length > 0 || linesOf('projects').length > 0
      ? titledExperience
      : untitledRoleLines(sections.filter((entry) => entry.kind === 'header' || entry.kind === 'other'));
  const experience = experienceLines
    .filter((line) => !isBulletLine(line) && PERIOD.test(line))
    .slice(0, MAX_RESUME_ENTRIES)
    .map(splitEntry);

  const projectLines = linesOf('projects');
  const projectSource =
    projectLines.length > 0
      ? projectLines.filter((line) => isBulletLine(line) || !PERIOD.test(line))
      : experienceLines.filter(
          (line) =>
            isBulletLine(line) && (PROJECT_VERB.test(line) || PAST_TENSE_OPENING.test(stripBullet(line))),
        );
  const projects = projectSource
    .map(projectFromLine)
    .filter((project): project is NonNullable<typeof project> => project !== null)
    .slice(0, MAX_RESUME_PROJECTS);

  const education = readEducation(linesOf('education'));

  const skills = extractSkills({
    required: linesOf('skills').join('\n'),
    preferred: [...experienceLines, ...projectLines].join('\n'),
    mentioned: resumeText,
  });

  return {
    name,
    headline,
    email: EMAIL.exec(resumeText)?.[0] ?? null,
    phone: PHONE.exec(headerLines.join(' ') || resumeText)?.[0]?.trim() ?? null,
    skills,
    projects,
    experience,
    education,
    links: [...new Set(resumeText.match(LINK) ?? [])],
    yearsOfExperience: yearsOfExperience(
      resumeText,
      experience.map((entry) => entry.period ?? ''),
    ),
  };
}

interface ResumeExperienceDetail {
  title: string;
  organisation: string | null;
  period: string | null;
  /** The bullet lines (or plain sentences) under the role, as written. */
  highlights: string[];
}

export interface ResumeDetails {
  /** The first header segment that is not the name or a contact detail ("Senior Backend Engineer"). */
  headline: string | null;
  /** The summary / profile / objective section, joined into one paragraph. */
  summary: string | null;
  /** The skills section's items as the candidate wrote them ("Patient care", "BLS"). */
  skillItems: string[];
  experience: ResumeExperienceDetail[];
  /** Where the candidate lives, from the header ("Lisbon, Portugal"). */
  location: string | null;
}

const SKILL_ITEM_SEPARATORS = /\s*(?:[,;|•·▪]|\s-\s)\s*/;
const MAX_SKILL_ITEM_LENGTH = 40;

/** What a profile needs beyond `analyzeResume`: the summary, the skills as listed, and each role's highlights. */
export function readResumeDetails(resumeText: string): ResumeDetails {
  const sections = toSections(resumeText).map((section) => ({
    section,
    kind: classifyResumeSection(section),
  }));
  const linesOf = (kind: ResumeSectionKind) =>
    sections.filter((entry) => entry.kind === kind).flatMap((entry) => entry.section.lines);

  const summaryText = linesOf('summary').join(' ').trim();
  const skillItems = linesOf('skills')
    .map((line) => stripBullet(line).replace(/^[^:]{1,30}:\s+/, ''))
    .flatMap((line) => line.split(SKILL_ITEM_SEPARATORS))
    .map((item) => item.replace(/[.]$/, '').trim())
    .filter((item) => item.length >= 1 && item.length <= MAX_SKILL_ITEM_LENGTH);

  const experience: ResumeExperienceDetail[] = [];
  for (const line of linesOf('experience')) {
    if (!isBulletLine(line) && PERIOD.test(line)) {
      if (experience.length >= MAX_RESUME_ENTRIES) break;
      experience.push({ ...splitEntry(line), highlights: [] });
      continue;
    }
    const current = experience.at(-1);
    if (!current) continue;
    const text = stripBullet(line);
    const last = current.highlights.length - 1;
    // A line that continues a wrapped highlight: not a bullet, and the highlight before it has not ended.
    if (!isBulletLine(line) && last >= 0 && !/[.!?]$/.test(current.highlights[last]!)) {
      current.highlights[last] = truncateText(`${current.highlights[last]} ${text}`, 400);
    } else if (text.split(/\s+/).length >= 3) {
      current.highlights.push(truncateText(text, 400));
    }
  }

  const headerLines = linesOf('header');
  const name = toLines(resumeText).slice(0, 3).find(looksLikeName) ?? null;
  const headline =
    headerLines
      .flatMap((line) => line.split(/\s+[·•|]\s+/))
      .map((segment) => segment.trim())
      .find(
        (segment) =>
          segment !== name &&
          segment.length >= 2 &&
          segment.length <= 100 &&
          /\p{L}/u.test(segment) &&
          !EMAIL.test(segment) &&
          !PHONE.test(segment) &&
          !new RegExp(LINK.source, 'i').test(segment),
      ) ?? null;

  return {
    headline,
    summary: summaryText ? truncateText(summaryText, 1200) : null,
    skillItems: [...new Map(skillItems.map((item) => [item.toLowerCase(), item])).values()],
    experience,
    location: readLocation(headerLines, name),
  };
}
