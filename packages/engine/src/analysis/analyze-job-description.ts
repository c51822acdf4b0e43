/**
 * Reads a job description: the role, its seniority, the skills it asks for (with how strongly), what the job
 * involves (responsibilities) and what it requires. Works on pasted text with or without headings.
 */
import type { ExtractedSkill, ParsedJD, Seniority } from '@intervia/shared';
import { findSkillMentions } from '../skills/find-skills';
import { withPostingOwnSkills } from './posting-own-skills';
import { removeInstructionsToScorer } from '../scoring/instructions-to-scorer';
import {
  isBulletLine,
  stripBullet,
  toLines,
  toSections,
  toSentences,
  truncateText,
  type TextSection,
} from '../text/text-structure';
import { unshoutedPosting } from './shouted-posting';

export interface JobDescriptionInput {
  title: string;
  jobDescription: string;
}

const MAX_LIST_ITEMS = 12;
const MAX_SUMMARY_CHARS = 240;
const MAX_ITEM_CHARS = 200;

type SectionKind = 'responsibilities' | 'requirements' | 'preferred' | 'other' | 'intro' | 'unknown';

const SECTION_CUES: ReadonlyArray<[SectionKind, RegExp]> = [
  ['preferred', /nice to have|preferred|bonus|plus|desirable|good to have|extra credit/],
  [
    'requirements',
    /requirement|qualification|must have|you have|you bring|what we.?re looking for|about you|skills|experience|who you are|you.?ll need|essential/,
  ],
  [
    'responsibilities',
    /responsibilit|what you.?ll do|what you will do|duties|the role|your role|day.to.day|you will|in this role|your impact|key tasks|mission/,
  ],
  [
    'other',
    /benefit|perk|about us|company|why join|compensation|salary|equal opportunit|how to apply|location|what we offer|in return|additional information|employment type/,
  ],
];

/**
 * A line inside a section that is itself a heading the layout did not mark ("About us", "What we offer", "How to
 * apply", "Key accountabilities" between paragraphs): short, no closing full stop, naming a usual section.
 */
const MAX_INNER_HEADING_WORDS = 6;
function isInnerHeading(line: string): boolean {
  if (isBulletLine(line) || /[.!?;,]$/.test(line) || /\d/.test(line)) return false;
  if (line.replace(/:$/, '').split(/\s+/).length > MAX_INNER_HEADING_WORDS || !/^\p{Lu}/u.test(line))
    return false;
  const heading = line.replace(/:$/, '').toLowerCase();
  return (
    SECTION_CUES.some(([, cue]) => cue.test(heading)) ||
    /^(?:job summary|person specification)$/.test(heading)
  );
}

/** A section split again at the headings inside it, each part keeping the lines under it. */
function splitAtInnerHeadings(section: TextSection): TextSection[] {
  const parts: TextSection[] = [{ heading: section.heading, lines: [] }];
  for (const line of section.lines) {
    if (isInnerHeading(line)) parts.push({ heading: line.replace(/:$/, '').toLowerCase(), lines: [] });
    else parts.at(-1)!.lines.push(line);
  }
  return parts.filter((part, index) => index === 0 || part.lines.length > 0);
}

/**
 * A sentence about pay, benefits, hours or how to apply ("25 days holiday …", "Please send your CV to …"): the terms
 * of the job, never a skill it asks for, wherever it stands.
 */
const TERMS_OF_JOB =
  /\b(?:salary|salaries|pension|401\s?\(k\)|403\s?\(b\)|rrsp|pto|annual leave|holidays?|bonus(?:es)?|discount|allowance|stipend|per (?:hour|annum)|pay in line|paid training|send (?:us )?your (?:cv|resume|cv)|submit your|apply (?:now|anyway|today|online)|please apply|equal opportunit|closing date|background check|remuneration)\b/i;

/** A sentence in the employer's voice ("We're a Series B team …", "Our community teams …"): about the employer. */
const EMPLOYER_VOICE = /^(?:we|we['’](?:re|ve|ll)|our|at\s+\p{Lu}\S*,)\b/iu;
/** A sentence saying what an organisation is or does ("ACLM is a nonprofit …", "Brightwell helps …"). */
const ORGANISATION_SENTENCE =
  /^((?:The\s+)?\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+(?:of\s+|and\s+|&\s+)?\p{Lu}[\p{L}\p{N}&.'’-]*){0,6})(?:\s+\(([A-Z]{2,})\))?\s+(?:is|are|makes|helps|delivers|offers|runs|provides|builds|designs|sells|serves|operates)\b/u;

function classifySection(section: TextSection): SectionKind {
  if (section.heading === '') return 'intro';
  // Headings we do not recognise ("The team", "Tech stack") are read sentence by sentence, like untitled text.
  return SECTION_CUES.find(([, cue]) => cue.test(section.heading))?.[0] ?? 'unknown';
}

const REQUIREMENT_CUE =
  /\b(experience|years?|degree|bachelor|master|certif|licen[cs]e|knowledge of|proficien|familiar|fluent|must|required|ability to|able to|understanding of|track record|background in|skilled in)\b/i;
const PREFERRED_CUE = /\b(nice to have|preferred|bonus|a plus|desirable|ideally)\b/i;
// A job purpose may open with "To" ("To deliver the Council's food safety service …").
const RESPONSIBILITY_CUE =
  /^(?:to\s+)?(you will|you'll|build|design|develop|own|lead|manage|maintain|create|drive|work|collaborate|partner|support|deliver|implement|write|run|ensure|help|provide|monitor|analy[sz]e|administer|assess|coordinate|conduct|prepare|sell|prospect|close|care|document|educate|plan|review|test|improve|mentor|respond|resolve|handle|oversee|report|present|negotiate|identify|define|ship|operate|troubleshoot)\b/i;

/**
 * A sentence of prose that says what the person hired will do: its subject is that person ("The successful applicant
 * will plan and deliver …", "The postholder will …"), the people in the post are expected to do something ("Teachers
 * at Banksia Park are expected to use Compass …"), or the employer says whom it seeks to do what ("We are looking for a
 * Data Engineer to help us move our reporting onto Snowflake"). Such a sentence is a duty, even in the employer's voice.
 */
const HIRED_PERSON_DUTY =
  /^(?:the\s+)?(?:successful|ideal|right)\s+(?:applicant|candidate|person|individual)\s+(?:will|would|is expected to)\b|^(?:the\s+)?(?:post|job|role)[- ]?holder\s+(?:will|is expected to)\b|\b(?:are|is|will be) expected to\b|^we(?:\s+are|['’]re)\s+(?:seeking|looking for|recruiting|hiring)\b.{0,80}?\bto\s+(?!join\b|apply\b|be\b)\p{Ll}+/iu;

/** A sentence that is not about the job itself: the terms of the job, or the employer (read as intro); else null. */
function outsideTheJob(sentence: string): 'terms' | 'intro' | null {
  if (TERMS_OF_JOB.test(sentence)) return 'terms';
  if (HIRED_PERSON_DUTY.test(sentence)) return null;
  if (EMPLOYER_VOICE.test(sentence) || ORGANISATION_SENTENCE.test(sentence)) return 'intro';
  return null;
}

function classifyFreeSentence(sentence: string): SectionKind | 'terms' {
  const outside = outsideTheJob(sentence);
  if (outside) return outside;
  if (PREFERRED_CUE.test(sentence)) return 'preferred';
  if (REQUIREMENT_CUE.test(sentence)) return 'requirements';
  if (RESPONSIBILITY_CUE.test(sentence) || HIRED_PERSON_DUTY.test(sentence)) return 'responsibilities';
  return 'intro';
}

interface ClassifiedText {
  responsibilities: string[];
  requirements: string[];
  preferred: string[];
  intro: string[];
  /** Bullet points of untitled or unrecognised sections (a posting that is only a list of duties). */
  introBullets: string[];
}

function classifyText(jobDescription: string): ClassifiedText {
  const result: ClassifiedText = {
    responsibilities: [],
    requirements: [],
    preferred: [],
    intro: [],
    introBullets: [],
  };
  for (const section of toSections(jobDescription).flatMap(splitAtInnerHeadings)) {
    const kind = classifySection(section);
    if (kind === 'other') continue;
    const bulleted = section.lines.some(isBulletLine);
    // A paragraph after a section's list ("In return we offer …", "Please send your CV …") is read as untitled text.
    const lastBullet = section.lines.findLastIndex(isBulletLine);
    const items: Array<{ text: string; free: boolean; bullet: boolean }> = bulleted
      ? section.lines.flatMap((line, index) =>
          index > lastBullet
            ? toSentences(line).map((text) => ({ text, free: true, bullet: false }))
            : [
                {
                  text: stripBullet(line),
                  free: kind === 'intro' || kind === 'unknown',
                  bullet: isBulletLine(line),
                },
              ],
        )
      : toSentences(section.lines.join('\n')).map((text) => ({
          text,
          // A sentence about the employer or its clients in a section's prose ("Our clients are mid-sized banks …")
          // is read as untitled text too.
          free: kind === 'intro' || kind === 'unknown' || outsideTheJob(text) !== null,
          bullet: false,
        }));
    for (const { text: item, free, bullet } of items) {
      const itemKind = free
        ? classifyFreeSentence(item)
        : kind === 'requirements' && PREFERRED_CUE.test(item)
          ? 'preferred'
          : kind;
      if (itemKind === 'terms') continue;
      if (itemKind === 'preferred') result.preferred.push(item);
      else if (itemKind === 'requirements') result.requirements.push(item);
      else if (itemKind === 'responsibilities') result.responsibilities.push(item);
      else {
        result.intro.push(item);
        // Only the list's own items: the name, place and pay lines above an untitled list are not duties.
        if (bullet) result.introBullets.push(item);
      }
    }
  }
  return result;
}

const SENIORITY_CUES: ReadonlyArray<[Seniority, RegExp]> = [
  ['intern', /\b(intern|internship|apprentice|trainee)\b/i],
  ['executive', /\b(chief|cto|ceo|cfo|coo|vp|vice president|head of|director)\b/i],
  ['principal', /\b(principal|distinguished|architect)\b/i],
  [
    'lead',
    /\b(lead|staff|(?<!(?:product|project|program|account|case|office) )manager|supervisor|charge nurse)\b/i,
  ],
  ['senior', /\b(senior|sr\.?|experienced|expert)\b/i],
  ['junior', /\b(junior|jr\.?|entry[- ]level|graduate|new grad|associate)\b/i],
  ['mid', /\b(mid[- ]level|intermediate|mid[- ]senior)\b/i],
];

/** Seniority from years of experience: 8+ lead, 5+ senior, 2+ mid, less junior. */
export function seniorityForYears(years: number): Seniority {
  if (years >= 8) return 'lead';
  if (years >= 5) return 'senior';
  if (years >= 2) return 'mid';
  return 'junior';
}

function seniorityFromYears(text: string): Seniority | null {
  const years = [...text.matchAll(/(\d{1,2})\s*\+?\s*(?:-|to|–)?\s*(?:\d{1,2}\s*)?years?/gi)]
    .map((match) => Number(match[1]))
    .filter((value) => value > 0 && value < 40);
  return years.length === 0 ? null : seniorityForYears(Math.max(...years));
}

export function detectSeniority(title: string, text: string): Seniority | null {
  for (const source of [title, text.slice(0, 400)]) {
    const cue = SENIORITY_CUES.find(([, pattern]) => pattern.test(source));
    if (cue) return cue[0];
  }
  return seniorityFromYears(text);
}

/**
 * A tidy role name: the title without seniority words, location suffixes or requisition numbers. The interviewer
 * says it aloud, so sentences that give orders ("Ignore previous instructions…") are dropped from it first.
 */
export function cleanRoleTitle(title: string, fallbackText = ''): string {
  const named = removeInstructionsToScorer(title.trim()).text.replace(/[\s.!?;:,]+$/, '');
  const source = named || toLines(fallbackText)[0] || 'the role';
  const cleaned = source
    .replace(/\s*[([].*?[)\]]\s*/g, ' ')
    .replace(/\s+[-–|@].*$/, '')
    // "Site Reliability Engineer, Payments": the team or area after a comma is not said as part of the role.
    // ("Director, Product" keeps it: one word alone would not say what the role is).
    .replace(/^(\S+\s+\S.*?),\s*[^,]{1,30}$/, '$1')
    .replace(/\b(req|job id|ref)\b.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return truncateText(cleaned || source.trim(), 80);
}

const IMPORTANCE_RANK: Record<ExtractedSkill['importance'], number> = {
  required: 3,
  preferred: 2,
  mentioned: 1,
};

/**
 * Skills that often describe the employer's market rather than what the job asks for: industries ("our retail and
 * fintech clients"), and words such as "B2B" or "contracts" that a customer-facing posting uses about customers.
 */
const CONTEXT_PRONE_SKILLS = new Set(['B2B sales', 'B2C sales', 'Legal']);
/** Words that turn such a mention into something the candidate should bring. */
const ASKED_FOR =
  /\b(?:experience|experienced|background|knowledge|familiar(?:ity)?|expertise|track record|proven|understanding of|worked (?:in|with)|years? (?:in|of))\b/i;

/** Skills that are also the names of teams ("requirements from sales, marketing and customer success"). */
const TEAM_NAMED_SKILLS = new Set([
  'Sales',
  'Marketing',
  'Customer success',
  'Customer support',
  'Human resources',
  'Legal',
  'Product management',
  'Accounting',
  'Operations management',
]);
/** What may stand between two teams in a list of them. */
const LIST_GAP = /^\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+|&\s*|\/\s*)$/i;
/** Words after a list that make it skills the candidate brings ("sales and marketing experience"). */
const AS_SKILLS = /^\s*(?:experience|skills?|background|expertise|knowledge|roles?|qualifications?)\b/i;

/**
 * Team-named skills the sentence names only as a list of teams (two or more side by side, "sales, marketing and
 * customer success"), not as something the job does.
 */
function teamsListed(sentence: string, mentions: ReturnType<typeof findSkillMentions>): Set<string> {
  const spans = mentions
    .filter((mention) => TEAM_NAMED_SKILLS.has(mention.skill.name))
    .map((mention) => {
      const match = new RegExp(
        mention.skill.aliases.map((alias) => alias.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
        'i',
      ).exec(sentence.slice(mention.index));
      return {
        name: mention.skill.name,
        start: mention.index,
        end: mention.index + (match?.[0].length ?? 0),
      };
    })
    .sort((a, b) => a.start - b.start);
  const listed = new Set<string>();
  for (let at = 1; at < spans.length; at += 1) {
    const before = spans[at - 1]!;
    const after = spans[at]!;
    if (!LIST_GAP.test(sentence.slice(before.end, after.start))) continue;
    const last = spans
      .slice(at)
      .reduce((end, span, index, rest) =>
        index === 0 || LIST_GAP.test(sentence.slice(rest[index - 1]!.end, span.start)) ? span : end,
      );
    if (AS_SKILLS.test(sentence.slice(last.end))) continue;
    listed.add(before.name).add(after.name);
  }
  return listed;
}

function isContextProne(skill: { name: string; category: string }): boolean {
  return skill.category === 'domain' || CONTEXT_PRONE_SKILLS.has(skill.name);
}

/**
 * Skills of the whole text, each with the strongest importance any part of the text gives it. Industry and other
 * context-prone skills count only where a sentence asks for them (experience, background, knowledge of…), so a
 * customer-success posting that mentions its "B2B retail clients" is not tagged "Retail" or "B2B sales".
 */
export function extractSkills(parts: {
  required: string;
  preferred: string;
  mentioned: string;
}): ExtractedSkill[] {
  const byName = new Map<string, ExtractedSkill & { order: number }>();
  // An acronym spelled out anywhere in the posting ("Civil Procedure Rules" … "the CPR timetable") means that.
  const whole = [parts.required, parts.preferred, parts.mentioned].join('\n');
  const add = (text: string, importance: ExtractedSkill['importance'], offset: number) => {
    let sentenceOffset = 0;
    for (const sentence of text.split(/(?<=[.!?;:])\s+|\n+/)) {
      const start = text.indexOf(sentence, sentenceOffset);
      sentenceOffset = start >= 0 ? start + sentence.length : sentenceOffset;
      const mentions = findSkillMentions(sentence, whole);
      const teams = teamsListed(sentence, mentions);
      for (const mention of mentions) {
        if (isContextProne(mention.skill) && !ASKED_FOR.test(sentence)) continue;
        if (teams.has(mention.skill.name)) continue;
        const existing = byName.get(mention.skill.name);
        const order = offset + Math.max(0, start) + mention.index;
        if (!existing || IMPORTANCE_RANK[importance] > IMPORTANCE_RANK[existing.importance]) {
          byName.set(mention.skill.name, {
            name: mention.skill.name,
            category: mention.skill.category,
            importance,
            order: existing ? Math.min(existing.order, order) : order,
          });
        }
      }
    }
  };
  add(parts.required, 'required', 0);
  add(parts.preferred, 'preferred', 1_000_000);
  add(parts.mentioned, 'mentioned', 2_000_000);
  return [...byName.values()]
    .sort((a, b) => IMPORTANCE_RANK[b.importance] - IMPORTANCE_RANK[a.importance] || a.order - b.order)
    .map(({ name, category, importance }) => ({ name, category, importance }));
}

/** The capitalised words of a name, lower-cased: "Kearney Walsh Consulting Engineers" → kearney, walsh, … */
const nameWords = (name: string): string[] =>
  (name.match(/[\p{Lu}][\p{L}\p{N}&'’.-]*/gu) ?? []).map((word) => word.toLowerCase());

/**
 * The words of the employer's own name: the organisation a sentence says is or does something ("Kearney Walsh
 * Consulting Engineers is an established …", "ACLM is a nonprofit …"), the name after the role in the title line
 * ("Store Manager – Trailhead Outfitters, Ottawa"), the short name line under the title, and its acronym in brackets.
 */
export function employerNameWords(title: string, jobDescription: string): Set<string> {
  const names: string[] = [];
  const lines = toLines(jobDescription);
  for (const sentence of toSentences(lines.join('\n'))) {
    const [, subject, acronym] = ORGANISATION_SENTENCE.exec(sentence) ?? [];
    if (subject) names.push(subject.replace(/^The\s+/, ''));
    if (acronym) names.push(acronym);
  }
  for (const line of [title, lines[0] ?? ''])
    for (const part of line.split(/\s+[–—|@-]\s+|,\s+/).slice(1, 2)) names.push(part);
  // The line under the title naming the employer ("Northmoor Hospitals NHS Foundation Trust").
  const second = lines[1] ?? '';
  if (!/[.!?:]$|\d|\|/.test(second) && nameWords(second).length >= 2)
    names.push(second.split(/\s+[–—-]\s+|,\s+/)[0]!);
  for (const name of names) for (const acronym of name.matchAll(/\(([A-Z]{2,})\)/g)) names.push(acronym[1]!);
  return new Set(names.flatMap(nameWords).filter((word) => !/^(?:the|of|and|&)$/.test(word)));
}

/** Whether an own phrase names the employer: every capitalised word of it is a word of the employer's name. */
function namesEmployer(skillName: string, employerWords: ReadonlySet<string>): boolean {
  const words = nameWords(skillName);
  return words.length > 0 && words.every((word) => employerWords.has(word));
}

function tidyItems(items: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    // A lead-in to a list ("… on all HR matters. You'll:") is not part of the item.
    const whole = item.replace(/(?:^|(?<=[.!?])\s+)[^.!?]{0,30}:\s*$/, '');
    const tidy = truncateText(whole.replace(/[;,.]+$/, '').trim(), MAX_ITEM_CHARS);
    const key = tidy.toLowerCase();
    if (tidy.length < 3 || seen.has(key)) continue;
    seen.add(key);
    result.push(tidy);
    if (result.length === MAX_LIST_ITEMS) break;
  }
  return result;
}

export function analyzeJobDescription(input: JobDescriptionInput): ParsedJD {
  const text = unshoutedPosting(input.jobDescription);
  const role = cleanRoleTitle(input.title, text);
  const classified = classifyText(text);
  const summarySource =
    classified.intro.find((sentence) => sentence.split(/\s+/).length >= 5) ??
    classified.responsibilities[0] ??
    `${role} role`;
  const taxonomySkills = extractSkills({
    // What the job involves counts as much as what it lists as required.
    required: [input.title, ...classified.responsibilities, ...classified.requirements].join('\n'),
    preferred: classified.preferred.join('\n'),
    mentioned: text,
  });
  // Where the taxonomy knows the role poorly, the skills the posting's own duty and requirement lines name.
  const withOwn = withPostingOwnSkills(
    taxonomySkills,
    [
      ...[...classified.responsibilities, ...classified.requirements, ...classified.introBullets].map(
        (line) => ({
          text: line,
          importance: 'required' as const,
        }),
      ),
      ...classified.preferred.map((line) => ({ text: line, importance: 'preferred' as const })),
    ],
    input.title,
  );
  // The employer's own name read as a phrase of the posting ("Kearney Walsh", "ACLM") is no skill of the role.
  const employerWords = employerNameWords(input.title, text);
  const taxonomyNames = new Set(taxonomySkills.map((skill) => skill.name));
  const skills = withOwn.filter(
    (skill) => taxonomyNames.has(skill.name) || !namesEmployer(skill.name, employerWords),
  );
  return {
    role,
    seniority: detectSeniority(input.title, text),
    summary: truncateText(summarySource, MAX_SUMMARY_CHARS),
    skills,
    responsibilities: tidyItems(classified.responsibilities),
    requirements: tidyItems([...classified.requirements, ...classified.preferred]),
    source: 'job-description',
  };
}
