/**
 * Plans the questions of an interview from the analysis. Deterministic: the same input gives the same plan.
 *
 * The plan has the questions every interview asks (`questions`: one per {@link MINUTES_PER_QUESTION} minutes,
 * rounded, between {@link MIN_QUESTIONS} and {@link MAX_QUESTIONS}, an introduction first and a closing question
 * last) and a `reserve` of further questions the interviewer asks, in order, while time remains. Priorities, in
 * order: what the candidate asked for (their topics, system design, "one behavioural question about mentoring",
 * their résumé's projects), the posting's must-have skills (required, repeated, named tools and practices), a design
 * question for senior roles and hard interviews, the resume, and behavioural questions (the posting's soft skills
 * first). Only skills the posting asks for, or the candidate asked about, are asked about.
 *
 * Every wish is a main question when the duration has room for it as a short one ({@link wishRoomForDuration}: two
 * in 5 minutes, where one per two minutes gives one), so the plan may have more questions than one per two minutes.
 * Wishes beyond the room are chosen one of each request first ({@link wishesThatFit}); the others lead the reserve,
 * and the plan's `notes` say which they are and what duration would hold them all.
 */
import type {
  Difficulty,
  ExtractedSkill,
  InterviewPlan,
  ParsedJD,
  ParsedResume,
  PlannedQuestion,
} from '@intervia/shared';
import { isPostingName, isSpecificOwnPhrase, postingPhrases } from '../analysis/posting-own-skills';
import { findSkillMentions } from '../skills/find-skills';
import { findTaxonomySkill } from '../skills/skill-taxonomy';
import { stableHash, toWords } from '../text/text-structure';
import { isUnsafeQuestion } from './question-safety';
import {
  BEHAVIOURAL_TEMPLATES,
  CLOSING_TEMPLATES,
  DOMAIN_TEMPLATES,
  fillTemplate,
  FOCUS_TOPIC_TEMPLATES,
  GENERAL_TEMPLATES,
  INTRO_TEMPLATES,
  RESPONSIBILITY_TEMPLATES,
  RESUME_LINE_TEMPLATES,
  RESUME_TEMPLATES,
  ROLE_SPECIFIC_TEMPLATES,
  SOFT_SKILL_TEMPLATES,
  SYSTEM_DESIGN_TEMPLATES,
  TECHNICAL_TEMPLATES,
  withoutPreferenceLead,
  WORK_TOOL_TEMPLATES,
  type QuestionTemplate,
} from './question-templates';
import {
  BEHAVIOURAL_SHARE,
  readPreferences,
  type InterviewPreferences,
  type PreferenceTopic,
} from './read-preferences';
import { topicsInPostingWords } from './topic-in-posting-words';
import { escapeRegExp } from '../text/escape-reg-exp';
import {
  canShareQuestion,
  sharingGroup,
  pairedSkillLead,
  skillInPostingWords,
  skillKind,
  skillLead,
  softSkillSituation,
  spokenSkillName,
  type SkillKind,
} from './skill-wording';

export { readPreferences } from './read-preferences';
export type { InterviewPreferences, PreferenceTopic } from './read-preferences';

export const MINUTES_PER_QUESTION = 2;
export const MIN_QUESTIONS = 3;
export const MAX_QUESTIONS = 15;
/** Reserve questions per minute of interview: more than a brisk interview can use, so it never runs dry. */
const RESERVE_QUESTIONS_PER_MINUTE = 1.2;
/** A resume line longer than this is not quoted aloud (it is asked about by its first clause, or not at all). */
const MAX_QUOTED_RESUME_CHARS = 160;
/** A duty of the posting longer than this is too long to quote in a question. */
const MAX_QUOTED_DUTY_CHARS = 200;

export function questionCountForDuration(durationMinutes: number): number {
  const count = Math.round(durationMinutes / MINUTES_PER_QUESTION);
  return Math.min(MAX_QUESTIONS, Math.max(MIN_QUESTIONS, count));
}

export function reserveCountForDuration(durationMinutes: number): number {
  return Math.max(4, Math.round(durationMinutes * RESERVE_QUESTIONS_PER_MINUTE));
}

/**
 * Minutes a short main question takes: the question, a thirty-second answer and the interviewer's words, with a
 * follow-up only when time allows (the dialogue drops follow-ups before it drops a main question).
 */
const MINUTES_PER_SHORT_QUESTION = 1.5;
/** Minutes the greeting, the introduction and the closing question take together. */
const OPENING_AND_CLOSING_MINUTES = 2;

/**
 * How many main questions (between the introduction and the closing question) the duration can hold when each is
 * short: the room for what the candidate asked for. A 5-minute interview has one main question by
 * {@link questionCountForDuration} but room for two, so "focus on X and one behavioural question about Y" asks both.
 */
export function wishRoomForDuration(durationMinutes: number): number {
  const room = Math.floor((durationMinutes - OPENING_AND_CLOSING_MINUTES) / MINUTES_PER_SHORT_QUESTION);
  return Math.min(MAX_QUESTIONS - 2, Math.max(1, room));
}

/**
 * The plan's question count, introduction and closing included: one per two minutes, or more when the candidate's
 * wishes need more main questions and the duration has room for them ({@link wishRoomForDuration}).
 */
export function questionCountForWishes(durationMinutes: number, wishes: number): number {
  return Math.max(
    questionCountForDuration(durationMinutes),
    2 + Math.min(wishes, wishRoomForDuration(durationMinutes)),
  );
}

/**
 * Whether a topic is asked about as a situation (a behavioural question): when the candidate asked for one on it, or
 * when it names a soft skill ("troubleshooting" for Problem solving), unless the candidate wants no behavioural
 * questions: then it is asked as a topic like any other.
 */
function askedAsSituation(topic: PreferenceTopic, preferences: InterviewPreferences): boolean {
  return topic.behavioural || (topic.skill?.category === 'soft-skill' && preferences.behavioural !== 'none');
}

/**
 * How many wishes the preferences state, each a main question: a topic, system design, a counted behavioural
 * question beyond those on a topic, the résumé's projects (with a résumé). For a planner that writes its own
 * questions (a model), which needs the count before it plans.
 */
export function wishCount(preferences: InterviewPreferences, withResume: boolean): number {
  const behaviouralTopics = preferences.topics.filter((topic) => askedAsSituation(topic, preferences)).length;
  return (
    preferences.topics.length +
    (preferences.systemDesign ? 1 : 0) +
    Math.max(0, preferences.behaviouralRequested - behaviouralTopics) +
    (preferences.resumeFocus && withResume && preferences.behavioural !== 'only' ? 1 : 0)
  );
}

/** The shortest duration whose room holds `wishes` main questions. */
function minutesForWishes(wishes: number): number {
  return Math.ceil(OPENING_AND_CLOSING_MINUTES + wishes * MINUTES_PER_SHORT_QUESTION);
}

/**
 * One thing the candidate asked for, with the request it came from: the topics to focus on, the behavioural
 * questions (on a topic or counted), system design, the résumé. `named` is how a plan note names it.
 */
interface Wish {
  /** The question that honours it; none for the résumé, whose question the plan takes from the résumé's. */
  question: PlannedQuestion | null;
  request: 'system-design' | 'topic' | 'behavioural' | 'resume';
  named: string;
  /** One of the behavioural questions the candidate counted ("ask me three behavioural questions"). */
  counted?: boolean;
}

/**
 * The wishes the main questions can hold when there is not room for all of them: one of each request first (the
 * first focus topic, the behavioural question, system design, the résumé, in the order asked), then the second of
 * each, and so on; so a short interview asked to "focus on X and Y, and one behavioural question about Z" asks X and
 * Z, and Y if time remains.
 */
export function wishesThatFit<T extends { request: string }>(wishes: readonly T[], room: number): Set<T> {
  const requests = new Map<string, T[]>();
  for (const wish of wishes) requests.set(wish.request, [...(requests.get(wish.request) ?? []), wish]);
  const chosen = new Set<T>();
  for (let round = 0; chosen.size < Math.min(room, wishes.length); round += 1) {
    for (const list of requests.values()) {
      const wish = list[round];
      if (wish && chosen.size < room) chosen.add(wish);
    }
  }
  return chosen;
}

/** "A", "A and B", "A, B and C". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Said after the reason of a wish left to the reserve. */
const LEFT_FOR_TIME = 'No room among the main questions: asked if time remains.';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (count: number) => NUMBER_WORDS[count] ?? String(count);

/** The plan's note on wishes there was no room for among the main questions: what, why, and what would hold them. */
function roomNote(left: readonly Wish[], durationMinutes: number, room: number, wishes: number): string {
  const counted = left.filter((wish) => wish.counted);
  const named = [
    ...left.filter((wish) => !counted.includes(wish)).map((wish) => wish.named),
    ...(counted.length === 0
      ? []
      : [`${inWords(counted.length)} of the behavioural questions you asked for`]),
  ];
  const main = `${inWords(room)} main question${room === 1 ? '' : 's'}`;
  // More wishes than any interview has main questions for: no duration is named.
  const longer =
    wishes <= MAX_QUESTIONS - 2
      ? ` An interview of ${minutesForWishes(wishes)} minutes or more has room for everything you asked for.`
      : '';
  return (
    `A ${durationMinutes}-minute interview has room for ${main} besides the introduction and the closing ` +
    `question, so ${listed(named)} ${left.length === 1 ? 'is' : 'are'} asked only if time remains.${longer}`
  );
}

export interface PlanInterviewInput {
  parsedJD: ParsedJD;
  resume: ParsedResume | null;
  difficulty: Difficulty;
  durationMinutes: number;
  /** The wizard's free-text preferences, e.g. "focus on system design". */
  preferences: string;
}

/** Builds questions from templates, rotating through the variants of each template set and never repeating. */
class QuestionWriter {
  private readonly texts = new Set<string>();
  private readonly used = new Map<string, number>();

  constructor(
    private readonly seed: string,
    private readonly baseValues: Record<string, string>,
  ) {}

  write(
    templates: readonly QuestionTemplate[],
    set: string,
    question: Omit<PlannedQuestion, 'text' | 'expectedPoints'>,
    values: Record<string, string> = {},
  ): PlannedQuestion | null {
    const start = stableHash(`${this.seed}|${set}`) + (this.used.get(set) ?? 0);
    for (let attempt = 0; attempt < templates.length; attempt += 1) {
      const template = templates[(start + attempt) % templates.length];
      if (!template) continue;
      const allValues = { ...this.baseValues, ...values };
      const text = fillTemplate(template.text, allValues);
      if (this.texts.has(text) || isUnsafeQuestion(text)) continue;
      this.texts.add(text);
      this.used.set(set, (this.used.get(set) ?? 0) + 1);
      return {
        text,
        ...question,
        expectedPoints: template.expectedPoints.map((point) => fillTemplate(point, allValues)),
      };
    }
    return null;
  }
}

const IMPORTANCE_RANK: Record<ExtractedSkill['importance'], number> = {
  required: 3,
  preferred: 2,
  mentioned: 1,
};
const KIND_RANK: Record<SkillKind, number> = {
  technology: 2,
  practice: 2,
  'work-tool': 2,
  domain: 1,
  'soft-skill': 0,
};

/**
 * The posting's skills, must-haves first: by importance, then by kind (tools and practices before domains), then by
 * how often the posting names them, then by where they first appear.
 */
export function rankPostingSkills(parsedJD: ParsedJD): ExtractedSkill[] {
  // How often the posting names a skill in what the job involves and requires: what it repeats matters more.
  const mentions = new Map(
    findSkillMentions([...parsedJD.responsibilities, ...parsedJD.requirements].join('\n')).map((mention) => [
      mention.skill.name,
      mention.count,
    ]),
  );
  const roleWords = toWords(parsedJD.role);
  const roleStems = new Set(roleWords.map(stem));
  // An acronym of consecutive words of the role ("SEN" in a Special Educational Needs Coordinator) is those words.
  const roleInitials = roleWords.map((_, at) =>
    roleWords
      .slice(at)
      .map((word) => word[0] ?? '')
      .join(''),
  );
  const isRoleAcronym = (word: string) =>
    /^\p{Lu}{2,}s?$/u.test(word) &&
    roleInitials.some((initials) => initials.startsWith(word.replace(/s$/, '').toLowerCase()));
  // The skill that is the job itself ("Data engineering" for a Data Engineer) is too broad to lead with.
  const isTheRole = (skill: ExtractedSkill) =>
    skill.name
      .split(/\s+/)
      .every((word) => isRoleAcronym(word) || toWords(word).every((part) => roleStems.has(stem(part))));
  // A broad taxonomy skill the posting also names inside a phrase of its own ("Testing" beside "testing and
  // inspection", "property-based testing") is its weaker evidence: the specific phrase comes first.
  const ownPhrases = parsedJD.skills
    .filter((skill) => findTaxonomySkill(skill.name) === undefined)
    .map((skill) => ` ${toWords(skill.name).join(' ').toLowerCase()} `);
  const isBroad = (skill: ExtractedSkill) => {
    if (findTaxonomySkill(skill.name) === undefined || skillKind(skill) === 'soft-skill') return false;
    const name = ` ${toWords(skill.name).join(' ').toLowerCase()} `;
    return ownPhrases.some((phrase) => phrase !== name && phrase.includes(name));
  };
  // A practice or domain of the taxonomy ("Compliance", "Incident management", "Teaching") is a broad heading; the
  // posting's own phrases ("covenant compliance", "safe isolation procedures") and the tools it names are what it asks
  // about specifically, and come first among skills of the same importance.
  // Own phrases that are not specific ("offices and shops") keep their old place beside the broad headings.
  // A taxonomy heading the posting writes in its own words ("patient education", "CI/CD") is one of its phrases
  // too; one found through other words ("customer service" for Customer support) or only inside an own phrase
  // ("covenant compliance") is the broad heading.
  const postingWords = ` ${toWords([...parsedJD.responsibilities, ...parsedJD.requirements].join(' . ')).join(' ')} `;
  // A one-word heading counts as the posting's own words only where it is a whole phrase.
  const phrases = postingPhrases([...parsedJD.responsibilities, ...parsedJD.requirements]);
  const dutyLines = [...parsedJD.responsibilities, ...parsedJD.requirements].map((line) =>
    line.toLowerCase(),
  );
  // How often the posting names a skill: a taxonomy skill by any of its names; an own phrase, already in order of
  // how specific it is, only when the posting keeps coming back to it (named in three lines or more).
  const countOf = (skill: ExtractedSkill) => {
    const taxonomyCount = mentions.get(skill.name);
    if (taxonomyCount !== undefined || findTaxonomySkill(skill.name)) return taxonomyCount ?? 0;
    const lines = dutyLines.filter((line) => line.includes(skill.name.toLowerCase())).length;
    return lines >= 3 ? lines : 0;
  };
  const isGeneric = (skill: ExtractedSkill) => {
    if (findTaxonomySkill(skill.name) === undefined)
      // An own phrase that names a taxonomy skill more precisely ("payroll input") is specific, and so is one the
      // posting names in two lines or more.
      return (
        !isSpecificOwnPhrase(skill.name) &&
        findSkillMentions(skill.name).length === 0 &&
        dutyLines.filter((line) => line.includes(skill.name.toLowerCase())).length < 2
      );
    const kind = skillKind(skill);
    if (kind !== 'practice' && kind !== 'domain') return false;
    // Repetition makes a named practice a must-have ("Human resources" twice); a one-word heading ("Teaching",
    // "Security") recurs inside many phrases and stays broad.
    if ((mentions.get(skill.name) ?? 0) >= 2 && /\s/.test(skill.name)) return false;
    if (!/\s/.test(skill.name)) return !phrases.has(skill.name.toLowerCase());
    return isBroad(skill) || !postingWords.includes(` ${toWords(skill.name).join(' ')} `);
  };
  // A name of the posting's own that it comes back to ("Burp Suite" in a duty and a requirement) is a tool it asks for
  // by name: it comes before the taxonomy's skills, which are often read from a passing word ("Python" in an aside).
  const isRepeatedOwnName = (skill: ExtractedSkill) =>
    findTaxonomySkill(skill.name) === undefined &&
    isPostingName(skill.name) &&
    linesNaming(skill.name, dutyLines) >= 2;
  const ranked = parsedJD.skills
    .filter((skill) => !isOnlyPartOfOtherSkills(skill, parsedJD))
    .map((skill, order) => ({ skill, order, count: countOf(skill) }))
    .sort(
      (a, b) =>
        IMPORTANCE_RANK[b.skill.importance] - IMPORTANCE_RANK[a.skill.importance] ||
        Number(isTheRole(a.skill)) - Number(isTheRole(b.skill)) ||
        Number(isRepeatedOwnName(b.skill)) - Number(isRepeatedOwnName(a.skill)) ||
        Number(isGeneric(a.skill)) - Number(isGeneric(b.skill)) ||
        Number(isBroad(a.skill)) - Number(isBroad(b.skill)) ||
        KIND_RANK[skillKind(b.skill)] - KIND_RANK[skillKind(a.skill)] ||
        Math.min(b.count, 4) - Math.min(a.count, 4) ||
        a.order - b.order,
    )
    .map(({ skill }) => skill);
  return withPracticeSecond(ranked, isGeneric);
}

/** How many of the lines (lower-cased) name `name` as a whole word or words ("ICO", not inside "officer"). */
function linesNaming(name: string, lines: readonly string[]): number {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.toLowerCase())}(?![\\p{L}\\p{N}])`, 'u');
  return lines.filter((line) => pattern.test(line)).length;
}

/**
 * A short interview asks about two skills: where the first two are both tools and the posting asks as strongly for
 * a practice it names specifically (not a broad heading), the first such practice comes second, so the pair covers a
 * tool and a way of working.
 */
function withPracticeSecond(
  ranked: ExtractedSkill[],
  isGeneric: (skill: ExtractedSkill) => boolean,
): ExtractedSkill[] {
  const hard = ranked.filter((skill) => skillKind(skill) !== 'soft-skill');
  const [first, second] = hard;
  const isTool = (skill: ExtractedSkill) => ['technology', 'work-tool'].includes(skillKind(skill));
  if (!first || !second || !isTool(first) || !isTool(second)) return ranked;
  const practice = hard.find(
    (skill) =>
      skillKind(skill) === 'practice' &&
      skill.importance === second.importance &&
      // Alternatives ("DevOps or platform engineering") are a background either of which will do, not a must-have.
      !/\sor\s/i.test(skill.name) &&
      !isGeneric(skill),
  );
  if (!practice) return ranked;
  const rest = ranked.filter((skill) => skill !== practice);
  rest.splice(rest.indexOf(second), 0, practice);
  return rest;
}

/**
 * A crude stem, enough to see that "engineering", "engineer", "nursing", "nurse" and "coordination", "coordinator"
 * are one word.
 */
function stem(word: string): string {
  return word.replace(/(?:ations?|ators?|ing|ers?|e|s)$/, '');
}

/**
 * "Testing" found only inside "usability testing" (user research) or "A/B testing" is not a skill of its own: when
 * every mention of a skill sits inside another listed skill's longer name, it is not asked about.
 */
function isOnlyPartOfOtherSkills(skill: ExtractedSkill, parsedJD: ParsedJD): boolean {
  if (parsedJD.source !== 'job-description') return false;
  const text = [parsedJD.summary, ...parsedJD.responsibilities, ...parsedJD.requirements].join('\n');
  if (!findSkillMentions(text).some((mention) => mention.skill.name === skill.name)) return false;
  let rest = text;
  for (const other of parsedJD.skills) {
    if (other.name === skill.name) continue;
    // The posting's own phrases of two words or more hold it too ("monitoring" inside "hemodynamic monitoring").
    if (findTaxonomySkill(other.name) === undefined && /\s/.test(other.name))
      rest = rest.replace(new RegExp(escapeRegExp(other.name), 'gi'), ' ');
    for (const alias of findTaxonomySkill(other.name)?.aliases ?? []) {
      if (alias.text.split(/\s+/).length < 2) continue;
      const pattern = new RegExp(escapeRegExp(alias.text), alias.caseSensitive ? 'g' : 'gi');
      rest = rest.replace(pattern, ' ');
    }
  }
  return !findSkillMentions(rest).some((mention) => mention.skill.name === skill.name);
}

function postingReason(skill: ExtractedSkill, spokenAs?: string): string {
  const spoken = spokenAs ?? spokenSkillName(skill);
  if (skill.importance === 'required') return `The posting asks for ${spoken}.`;
  if (skill.importance === 'preferred') return `The posting lists ${spoken} as a plus.`;
  return `The posting mentions ${spoken}.`;
}

function skillQuestion(
  writer: QuestionWriter,
  skill: ExtractedSkill,
  difficulty: Difficulty,
  reason: string,
  /** Replaces the sentence that names the skill (a topic the candidate asked for is introduced as such). */
  ownLead?: string,
  /** The posting's own words for the skill, said instead of the taxonomy's name. */
  spokenAs?: string,
  /** A second practice asked about in the same question, as said in a sentence ("standard costing"). */
  companion?: string,
): PlannedQuestion | null {
  const kind = skillKind(skill);
  const { lead, it } = skillLead(spokenAs ? { name: spokenAs, category: skill.category } : skill);
  const spoken = spokenAs ?? spokenSkillName(skill);
  const named = companion ? pairedSkillLead(spoken, companion) : { lead: ownLead ?? lead, it };
  const { templates, questionKind } = SKILL_QUESTION_WORDING[kind];
  const values = skillQuestionValues(kind, skill, named);
  return writer.write(
    templates[difficulty],
    kind,
    { kind: questionKind, skill: skill.name, reason },
    'skill' in values ? { ...values, skill: companion ? `${spoken} and ${companion}` : spoken } : values,
  );
}

/**
 * The posting's skills as questions to ask, in their order: a practice shares its question with the next practice of
 * the list that the posting asks for as strongly (or more), so each such question names two of the posting's
 * phrases. Tools, domains and soft skills keep a question of their own.
 */
export function skillsByQuestion(
  skills: readonly ExtractedSkill[],
): Array<{ skill: ExtractedSkill; companion: ExtractedSkill | null }> {
  const used = new Set<ExtractedSkill>();
  const result: Array<{ skill: ExtractedSkill; companion: ExtractedSkill | null }> = [];
  for (const [at, skill] of skills.entries()) {
    if (used.has(skill)) continue;
    used.add(skill);
    const companion = canShareQuestion(skill)
      ? skills
          .slice(at + 1)
          .find(
            (other) =>
              !used.has(other) &&
              canShareQuestion(other) &&
              sharingGroup(other) === sharingGroup(skill) &&
              IMPORTANCE_RANK[other.importance] >= Math.min(IMPORTANCE_RANK[skill.importance], 2),
          )
      : undefined;
    if (companion) used.add(companion);
    result.push({ skill, companion: companion ?? null });
  }
  return result;
}

/** The wording table a skill of each kind is asked from, and the kind of question that makes. */
const SKILL_QUESTION_WORDING: Record<
  SkillKind,
  { templates: Record<Difficulty, readonly QuestionTemplate[]>; questionKind: PlannedQuestion['kind'] }
> = {
  technology: { templates: TECHNICAL_TEMPLATES, questionKind: 'technical' },
  'work-tool': { templates: WORK_TOOL_TEMPLATES, questionKind: 'technical' },
  practice: { templates: ROLE_SPECIFIC_TEMPLATES, questionKind: 'role-specific' },
  domain: { templates: DOMAIN_TEMPLATES, questionKind: 'role-specific' },
  'soft-skill': { templates: SOFT_SKILL_TEMPLATES, questionKind: 'behavioural' },
};

/**
 * What fills a skill question's wording: the skill's spoken name; practices and domains are also named in a lead
 * sentence (`named`), and soft skills are asked through a situation instead of by name.
 */
function skillQuestionValues(
  kind: SkillKind,
  skill: ExtractedSkill,
  named: { lead: string; it: string },
): Record<string, string> {
  switch (kind) {
    case 'technology':
    case 'work-tool':
      return { skill: spokenSkillName(skill) };
    case 'practice':
    case 'domain':
      return { skill: spokenSkillName(skill), ...named };
    case 'soft-skill': {
      const { situation, probe } = softSkillSituation(skill.name);
      return { situation, probe, ...named };
    }
  }
}

/** The resume's words for a project: its own name, or a whole line quoted as a sentence; null when neither fits. */
function resumeReference(
  project: ParsedResume['projects'][number],
): { name: string } | { line: string } | null {
  const name = project.name.trim();
  const description = project.description.trim();
  const hasOwnName =
    name.length > 0 &&
    !name.endsWith('…') &&
    toWords(name).length <= 6 &&
    !description.toLowerCase().startsWith(name.toLowerCase());
  if (hasOwnName) return { name };
  let line = description;
  if (line.endsWith('…') || line.length > MAX_QUOTED_RESUME_CHARS) {
    // Cut at the end of a clause, never inside one.
    const clause = /^(.{20,}?[.;])(?:\s|$)/.exec(line)?.[1];
    if (!clause || clause.length > MAX_QUOTED_RESUME_CHARS) return null;
    line = clause;
  }
  line = line.replace(/[;,:\s]+$/, '');
  return { line: /[.!?]$/.test(line) ? line : `${line}.` };
}

function resumeQuestion(
  writer: QuestionWriter,
  project: ParsedResume['projects'][number],
  postingSkills: ReadonlySet<string>,
  difficulty: Difficulty,
): PlannedQuestion | null {
  const reference = resumeReference(project);
  if (!reference) return null;
  // Only skills the posting asks for are named; the resume's other tools are left to the candidate to bring up.
  const named = project.skills.filter((skill) => postingSkills.has(skill)).slice(0, 2);
  const question = {
    kind: 'resume' as const,
    skill: named[0] ?? null,
    reason: 'From your resume.',
  };
  if ('name' in reference) {
    return writer.write(RESUME_TEMPLATES[difficulty], 'resume', question, {
      project: `"${reference.name}"`,
      projectSkills: named.join(' and ') || 'the tools you chose',
    });
  }
  return writer.write(RESUME_LINE_TEMPLATES[difficulty], 'resume-line', question, { line: reference.line });
}

/** Behavioural questions in order: the posting's soft skills (as situations), then the general pool. */
function behaviouralQuestions(
  writer: QuestionWriter,
  softSkills: readonly ExtractedSkill[],
  difficulty: Difficulty,
  seed: string,
  limit: number,
): PlannedQuestion[] {
  const result: PlannedQuestion[] = [];
  for (const skill of softSkills) {
    if (result.length >= limit) return result;
    const question = skillQuestion(writer, skill, difficulty, postingReason(skill));
    if (question) result.push(question);
  }
  const own = BEHAVIOURAL_TEMPLATES[difficulty];
  const start = stableHash(seed) % own.length;
  const others = (['easy', 'medium', 'hard'] as const).filter((level) => level !== difficulty);
  const pool = [
    ...own.slice(start),
    ...own.slice(0, start),
    ...others.flatMap((level) => BEHAVIOURAL_TEMPLATES[level]),
  ];
  for (const template of pool) {
    if (result.length >= limit) break;
    const question = writer.write([template], 'behavioural', {
      kind: 'behavioural',
      skill: null,
      reason: 'A behavioural question.',
    });
    if (question) result.push(question);
  }
  return result;
}

/**
 * The situation a topic about people puts the candidate in: "had to deal with difficult tenants" for "dealing with
 * difficult tenants", "were managing the team" for "managing the team", else "had to deal with …".
 */
export function situationOf(topic: string): string {
  const dealing = /^dealing\s+with\s+(.+)$/i.exec(topic)?.[1];
  if (dealing) return `had to deal with ${dealing}`;
  return /^\p{L}+ing\b/u.test(topic) ? `were ${topic}` : `had to deal with ${topic}`;
}

function topicQuestions(
  writer: QuestionWriter,
  preferences: InterviewPreferences,
  difficulty: Difficulty,
): Wish[] {
  const result: Wish[] = [];
  for (const topic of preferences.topics) {
    const reason = topic.behavioural
      ? `You asked for a behavioural question about ${topic.phrase}.`
      : `You asked to focus on ${topic.phrase}.`;
    // The topic is the skill itself, by its name or by one of its other names ("data modelling" for Data modeling).
    const phraseIsSkill =
      topic.skill !== null &&
      (topic.phrase.toLowerCase() === topic.skill.name.toLowerCase() ||
        (findTaxonomySkill(topic.skill.name)?.aliases ?? []).some(
          (alias) => alias.text.toLowerCase() === topic.phrase.toLowerCase(),
        ));
    let question: PlannedQuestion | null;
    if (askedAsSituation(topic, preferences)) {
      const { situation, probe } = topic.skill
        ? softSkillSituation(topic.skill.name)
        : {
            situation: situationOf(topic.phrase),
            probe: 'What did you do, and what was the result?',
          };
      question = writer.write(
        SOFT_SKILL_TEMPLATES[difficulty],
        'soft-skill',
        { kind: 'behavioural', skill: topic.skill?.name ?? null, reason },
        { situation, probe, lead: `You asked about ${topic.said ?? topic.phrase}. ` },
      );
    } else if (phraseIsSkill && topic.skill) {
      const named = topic.phrase.toLowerCase() === topic.skill.name.toLowerCase();
      const spokenAs = named ? undefined : topic.phrase;
      const asked = skillQuestion(writer, topic.skill, difficulty, reason, undefined, spokenAs);
      question = asked && {
        ...asked,
        text: `You asked about ${topic.said ?? spokenAs ?? spokenSkillName(topic.skill)}. ${asked.text}`,
      };
    } else {
      question = writer.write(
        FOCUS_TOPIC_TEMPLATES[difficulty],
        'topic',
        {
          kind: topic.skill && skillKind(topic.skill) === 'technology' ? 'technical' : 'role-specific',
          skill: topic.skill?.name ?? null,
          reason,
        },
        { topic: topic.phrase },
      );
    }
    if (question)
      result.push(
        topic.behavioural
          ? {
              question,
              request: 'behavioural',
              named: `the behavioural question about ${topic.said ?? topic.phrase}`,
            }
          : { question, request: 'topic', named: topic.said ?? topic.phrase },
      );
  }
  return result;
}

/** Interleaves two lists so the conversation alternates instead of clustering. */
function interleave<T>(primary: readonly T[], secondary: readonly T[]): T[] {
  const result: T[] = [];
  const step = secondary.length === 0 ? Infinity : Math.max(1, Math.round(primary.length / secondary.length));
  let secondaryIndex = 0;
  primary.forEach((item, index) => {
    result.push(item);
    if ((index + 1) % step === 0 && secondaryIndex < secondary.length) {
      result.push(secondary[secondaryIndex] as T);
      secondaryIndex += 1;
    }
  });
  return [...result, ...secondary.slice(secondaryIndex)];
}

function isTechnicalRole(parsedJD: ParsedJD): boolean {
  return parsedJD.skills.filter((skill) => skillKind(skill) === 'technology').length >= 2;
}

const SENIOR_LEVELS = new Set(['senior', 'lead', 'principal', 'executive']);

export function planInterview(input: PlanInterviewInput): InterviewPlan {
  const { parsedJD, resume, difficulty } = input;
  const read = readPreferences(input.preferences);
  // A topic the candidate wrote in lower case or with a slip is said as the posting writes it.
  const preferences = {
    ...read,
    topics: topicsInPostingWords(
      read.topics,
      parsedJD.skills,
      parsedJD.source === 'job-description'
        ? [parsedJD.summary, ...parsedJD.responsibilities, ...parsedJD.requirements].join('\n')
        : '',
    ),
  };
  const seed = `${parsedJD.role}|${difficulty}|${input.preferences}`;
  const writer = new QuestionWriter(seed, {
    role: parsedJD.role,
    aRole: `${/^[aeiou]/i.test(parsedJD.role) ? 'an' : 'a'} ${parsedJD.role}`,
  });

  const intro = writer.write(INTRO_TEMPLATES, 'intro', { kind: 'intro', skill: null });
  const closing = writer.write(CLOSING_TEMPLATES, 'closing', { kind: 'closing', skill: null });
  if (!intro || !closing) throw new Error('The introduction and closing templates must give a question');

  // 1. What the candidate asked for.
  const wishes: Wish[] = [];
  if (preferences.systemDesign) {
    const design = writer.write(SYSTEM_DESIGN_TEMPLATES[difficulty], 'system-design', {
      kind: 'technical',
      skill: 'System design',
      reason: 'You asked for system design.',
    });
    if (design) wishes.push({ question: design, request: 'system-design', named: 'system design' });
  }
  wishes.push(...topicQuestions(writer, preferences, difficulty));
  const covered = new Set(preferences.focusSkills.map((skill) => skill.name));

  // 2. The posting's skills, must-haves first; soft skills become behavioural questions.
  // A domain the posting only mentions in passing ("private health insurance" under benefits) is not asked about.
  const ranked = rankPostingSkills(parsedJD).filter(
    (skill) =>
      !covered.has(skill.name) &&
      !(skillKind(skill) === 'domain' && skill.importance === 'mentioned' && parsedJD.source !== 'resume'),
  );
  const hardSkills = ranked.filter((skill) => skillKind(skill) !== 'soft-skill');
  const softSkills = ranked.filter((skill) => skillKind(skill) === 'soft-skill');
  // A practice the posting calls by other words than the taxonomy's ("customer service") is asked in its words.
  const postingText = [parsedJD.summary, ...parsedJD.responsibilities, ...parsedJD.requirements].join('\n');
  const spokenAsOf = (skill: ExtractedSkill) =>
    parsedJD.source === 'job-description'
      ? (skillInPostingWords(skill, postingText) ?? undefined)
      : undefined;
  const asks = skillsByQuestion(hardSkills);
  const skillQuestions = asks.flatMap(({ skill, companion }) => {
    const spokenAs = spokenAsOf(skill);
    const companionSpoken = companion ? (spokenAsOf(companion) ?? spokenSkillName(companion)) : undefined;
    const spokenPair = companionSpoken && `${spokenAs ?? spokenSkillName(skill)} and ${companionSpoken}`;
    return (
      skillQuestion(
        writer,
        skill,
        difficulty,
        postingReason(skill, spokenPair ?? spokenAs),
        undefined,
        spokenAs,
        companionSpoken,
      ) ?? []
    );
  });
  // A duty that names one of the first two skills and more of the posting's skills besides is asked in its place, in
  // the posting's own words: even a short interview then hears several of the skills as the posting writes them. The
  // skill's own question follows the first two.
  const leading = asks.slice(0, 2).map(({ skill }) => skill.name);
  const duties = dutiesByNamedSkills(
    parsedJD,
    leading,
    asks.slice(0, 2).map(({ companion }) => (companion ? 2 : 1)),
  );
  const dutyQuestions = duties.lines.flatMap(
    (responsibility) =>
      writer.write(
        RESPONSIBILITY_TEMPLATES[difficulty],
        'responsibility',
        { kind: 'role-specific', skill: null, reason: 'From what the role involves.' },
        { topic: responsibility.replace(/\.$/, '') },
      ) ?? [],
  );
  const replaced = duties.inPlaceOf === null ? -1 : leading.indexOf(duties.inPlaceOf);
  if (replaced >= 0 && dutyQuestions[0]) {
    const [skillAsked] = skillQuestions.splice(replaced, 1, dutyQuestions.shift()!);
    if (skillAsked) skillQuestions.splice(2, 0, skillAsked);
  }
  skillQuestions.push(...dutyQuestions);

  // 3. A design question for senior technical roles and hard technical interviews.
  const designQuestions: PlannedQuestion[] = [];
  if (
    !preferences.systemDesign &&
    isTechnicalRole(parsedJD) &&
    (difficulty === 'hard' || SENIOR_LEVELS.has(parsedJD.seniority ?? ''))
  ) {
    const design = writer.write(
      SYSTEM_DESIGN_TEMPLATES[difficulty].map(withoutPreferenceLead),
      'system-design',
      {
        kind: 'technical',
        skill: 'System design',
        reason:
          difficulty === 'hard'
            ? 'A design question for a hard interview.'
            : 'A design question for a senior role.',
      },
    );
    if (design) designQuestions.push(design);
  }

  // 4. The resume and behavioural questions.
  const postingSkillNames = new Set([...parsedJD.skills.map((skill) => skill.name), ...covered]);
  const resumeQuestions = (resume?.projects ?? []).flatMap(
    (project) => resumeQuestion(writer, project, postingSkillNames, difficulty) ?? [],
  );
  const askedBehavioural = wishes.filter((wish) => wish.question?.kind === 'behavioural').length;
  const behaviouralLimit =
    preferences.behavioural === 'none'
      ? 0
      : Math.max(0, (preferences.behaviouralLimit ?? Number.POSITIVE_INFINITY) - askedBehavioural);
  const behavioural = behaviouralQuestions(
    writer,
    softSkills,
    difficulty,
    seed,
    Math.min(behaviouralLimit, 24),
  );
  // The behavioural questions the candidate counted ("at least three") are asked for as much as their topics are.
  for (const question of behavioural.splice(
    0,
    Math.max(0, preferences.behaviouralRequested - askedBehavioural),
  ))
    wishes.push({ question, request: 'behavioural', named: 'a behavioural question', counted: true });
  const onlyBehavioural = preferences.behavioural === 'only';
  // Asking about the résumé's projects is a wish too, honoured by a résumé question.
  if (preferences.resumeFocus && resumeQuestions.length > 0 && !onlyBehavioural)
    wishes.push({ question: null, request: 'resume', named: 'a question about your projects' });

  // The main questions: one per two minutes, or as many as the candidate's wishes when the duration has room for
  // them as short questions; wishes beyond the room are chosen one of each request first, and the plan says which
  // are left to the reserve.
  const middleSlots = questionCountForWishes(input.durationMinutes, wishes.length) - 2;
  const fitting = wishes.length > middleSlots ? wishesThatFit(wishes, middleSlots) : new Set(wishes);
  const left = wishes.filter((wish) => !fitting.has(wish));
  const notes = left.length === 0 ? [] : [roomNote(left, input.durationMinutes, middleSlots, wishes.length)];
  const askedFor = wishes.flatMap((wish) => (fitting.has(wish) && wish.question ? [wish.question] : []));
  const askedLater = left.flatMap((wish) =>
    wish.question
      ? [{ ...wish.question, reason: `${wish.question.reason ?? ''} ${LEFT_FOR_TIME}`.trim() }]
      : resumeQuestions
          .splice(0, 1)
          .map((question) => ({ ...question, reason: `You asked about your projects. ${LEFT_FOR_TIME}` })),
  );

  // The core: what was asked for, then the mix by share; the rest of every list is the reserve, in order.
  const core: PlannedQuestion[] = [...askedFor];
  let free = middleSlots - core.length;
  const take = (list: PlannedQuestion[], count: number) => {
    const taken = list.splice(0, Math.max(0, Math.min(count, free)));
    free -= taken.length;
    return taken;
  };
  // In a short interview the design question leads the reserve instead of crowding out skills and behaviour.
  const coreDesign = take(designQuestions, onlyBehavioural || free < 4 ? 0 : 1);
  const wantedResume = preferences.resumeFocus || middleSlots >= 6 ? 2 : 1;
  const coreResume = take(resumeQuestions, onlyBehavioural ? 0 : wantedResume);
  const share = BEHAVIOURAL_SHARE[preferences.behavioural];
  const minimumBehavioural = preferences.behavioural === 'none' || free < 2 ? 0 : 1;
  const behaviouralCount = Math.max(minimumBehavioural, Math.round(free * share));
  // At least two of the posting's skills are asked about whenever there is room and the posting names them.
  const skillCount = Math.max(free - behaviouralCount, Math.min(2, free, skillQuestions.length));
  const coreSkills = take(skillQuestions, onlyBehavioural ? 0 : skillCount);
  const coreBehavioural = take(behavioural, free);
  // When the posting ran out of skills, other material fills the core before general questions.
  const coreFill = [
    ...take(skillQuestions, free),
    ...take(resumeQuestions, free),
    ...take(behavioural, free),
  ];
  const mixed = interleave([...coreSkills, ...coreDesign, ...coreFill], coreBehavioural);
  // Must-have skills lead; the resume comes in after the first of them.
  core.push(...mixed.slice(0, 1), ...coreResume, ...mixed.slice(1));
  const general = GENERAL_TEMPLATES.flatMap(
    (template) =>
      writer.write([template], 'general', {
        kind: 'role-specific',
        skill: null,
        reason: 'About the role.',
      }) ?? [],
  );
  core.push(...take(general, free));

  const reserve = [
    ...askedLater,
    ...designQuestions,
    ...interleave(interleave(skillQuestions, behavioural), resumeQuestions),
    ...general,
  ].slice(0, reserveCountForDuration(input.durationMinutes));

  return {
    difficulty,
    durationMinutes: input.durationMinutes,
    questions: dedupeByText([intro, ...core, closing]),
    reserve: dedupeByText(reserve),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/**
 * The posting's duties that can be quoted (not cut short, not too long to say), in the posting's order, except that
 * the duty naming the first of `leading` skills it can (by name) and most of the posting's other skills (one at
 * least; ties in the posting's order) comes first, with the skill it can be asked in place of.
 */
export function dutiesByNamedSkills(
  parsedJD: ParsedJD,
  leading: readonly string[],
  /** How many skills the question of each leading skill names already (two when it shares it with another). */
  namedAlready: readonly number[] = [],
): { lines: string[]; inPlaceOf: string | null } {
  const duties = parsedJD.responsibilities.filter(
    (line) => !line.endsWith('…') && line.length <= MAX_QUOTED_DUTY_CHARS,
  );
  const names = parsedJD.skills.map((skill) => skill.name.toLowerCase());
  const named = (line: string) => names.filter((name) => line.toLowerCase().includes(name)).length;
  for (const [at, skill] of leading.entries()) {
    // A duty takes a question's place only where it names more of the posting's skills than the question does.
    const least = Math.max(2, (namedAlready[at] ?? 1) + 1);
    let best: string | undefined;
    for (const line of duties) {
      if (!line.toLowerCase().includes(skill.toLowerCase()) || named(line) < least) continue;
      if (!best || named(line) > named(best)) best = line;
    }
    if (best) return { lines: [best, ...duties.filter((line) => line !== best)], inPlaceOf: skill };
  }
  return { lines: duties, inPlaceOf: null };
}

function dedupeByText(questions: PlannedQuestion[]): PlannedQuestion[] {
  const seen = new Set<string>();
  return questions.filter((question) => {
    if (seen.has(question.text)) return false;
    seen.add(question.text);
    return true;
  });
}
