/**
 * Plans the questions of an interview from the analysis. Deterministic: the same input gives the same plan.
 *
 * Question count rule: one question per {@link MINUTES_PER_QUESTION} minutes of interview, rounded, between
 * {@link MIN_QUESTIONS} and {@link MAX_QUESTIONS}. The first question is always an introduction and the last a closing
 * question; the ones between mix resume, technical / role-specific and behavioural questions, shifted by preferences.
 */
import type {
  Difficulty,
  ExtractedSkill,
  InterviewPlan,
  ParsedJD,
  ParsedResume,
  PlannedQuestion,
} from '@intervia/shared';
import { findSkillMentions } from '../skills/find-skills';
import { TECHNICAL_SKILL_CATEGORIES } from '../skills/skill-taxonomy';
import { stableHash, truncateText } from '../text/text-structure';
import {
  BEHAVIOURAL_TEMPLATES,
  CLOSING_TEMPLATES,
  fillTemplate,
  INTRO_TEMPLATES,
  RESPONSIBILITY_TEMPLATES,
  RESUME_TEMPLATES,
  ROLE_SPECIFIC_TEMPLATES,
  SYSTEM_DESIGN_TEMPLATES,
  TECHNICAL_TEMPLATES,
  type QuestionTemplate,
} from './question-templates';

export const MINUTES_PER_QUESTION = 2;
export const MIN_QUESTIONS = 3;
export const MAX_QUESTIONS = 15;

/** Share of the middle questions that are behavioural, by what the candidate asked for. */
const BEHAVIOURAL_SHARE = { default: 0.3, emphasised: 0.5, only: 1, none: 0 } as const;

export function questionCountForDuration(durationMinutes: number): number {
  const count = Math.round(durationMinutes / MINUTES_PER_QUESTION);
  return Math.min(MAX_QUESTIONS, Math.max(MIN_QUESTIONS, count));
}

export interface PlanInterviewInput {
  parsedJD: ParsedJD;
  resume: ParsedResume | null;
  difficulty: Difficulty;
  durationMinutes: number;
  /** The wizard's free-text preferences, e.g. "focus on system design". */
  preferences: string;
}

export interface InterviewPreferences {
  systemDesign: boolean;
  behavioural: keyof typeof BEHAVIOURAL_SHARE;
  resumeFocus: boolean;
  focusSkills: ExtractedSkill[];
}

export function readPreferences(preferences: string): InterviewPreferences {
  const text = preferences.toLowerCase();
  const noBehavioural = /\b(no|skip|without|avoid)\s+(behaviou?ral|soft[- ]skill)/.test(text);
  const onlyBehavioural = /\bonly\s+behaviou?ral|behaviou?ral\s+only/.test(text);
  const onlyTechnical = /\bonly\s+technical|technical\s+only|purely technical/.test(text);
  const emphasised = /behaviou?ral|soft[- ]skills?|leadership|teamwork|star\b|culture/.test(text);
  return {
    systemDesign: /system[- ]design|architecture|scalab/.test(text),
    behavioural:
      noBehavioural || onlyTechnical
        ? 'none'
        : onlyBehavioural
          ? 'only'
          : emphasised
            ? 'emphasised'
            : 'default',
    resumeFocus: /resume|cv\b|my projects?|my experience|portfolio/.test(text),
    focusSkills: findSkillMentions(preferences)
      .filter(({ skill }) => skill.name !== 'System design')
      .map(({ skill }) => ({ name: skill.name, category: skill.category, importance: 'required' })),
  };
}

class QuestionCollector {
  readonly questions: PlannedQuestion[] = [];
  private readonly texts = new Set<string>();

  constructor(
    private readonly seed: string,
    private readonly baseValues: Record<string, string>,
  ) {}

  /** Adds the first variant (starting at a seeded position) whose wording is not used yet. */
  add(
    templates: readonly QuestionTemplate[],
    kind: PlannedQuestion['kind'],
    values: Record<string, string>,
    skill: string | null,
  ): boolean {
    // Successive questions of one kind rotate through the variants, so five skills do not share one wording.
    const sameKind = this.questions.filter((question) => question.kind === kind).length;
    const start = stableHash(`${this.seed}|${kind}`) + sameKind;
    for (let attempt = 0; attempt < templates.length; attempt += 1) {
      const template = templates[(start + attempt) % templates.length];
      if (!template) continue;
      const allValues = { ...this.baseValues, ...values };
      const text = fillTemplate(template.text, allValues);
      if (this.texts.has(text)) continue;
      this.texts.add(text);
      this.questions.push({
        text,
        kind,
        skill,
        expectedPoints: template.expectedPoints.map((point) => fillTemplate(point, allValues)),
      });
      return true;
    }
    return false;
  }
}

function orderedSkills(parsedJD: ParsedJD, preferences: InterviewPreferences): ExtractedSkill[] {
  const hardSkills = parsedJD.skills.filter((skill) => skill.category !== 'soft-skill');
  const softSkills = parsedJD.skills.filter((skill) => skill.category === 'soft-skill');
  const seen = new Set<string>();
  return [...preferences.focusSkills, ...hardSkills, ...softSkills].filter((skill) => {
    if (seen.has(skill.name)) return false;
    seen.add(skill.name);
    return true;
  });
}

/** Other difficulties' behavioural questions, used only when a long interview needs more than one level holds. */
function behaviouralPool(difficulty: Difficulty, seed: string): QuestionTemplate[] {
  const own = BEHAVIOURAL_TEMPLATES[difficulty];
  const start = stableHash(seed) % own.length;
  const rotated = [...own.slice(start), ...own.slice(0, start)];
  const others = (['easy', 'medium', 'hard'] as const).filter((level) => level !== difficulty);
  return [...rotated, ...others.flatMap((level) => BEHAVIOURAL_TEMPLATES[level])];
}

function middleQuestionCounts(
  middle: number,
  preferences: InterviewPreferences,
  resume: ParsedResume | null,
): { systemDesign: number; resume: number; behavioural: number; skill: number } {
  let remaining = middle;
  const systemDesign = preferences.systemDesign && remaining > 0 ? 1 : 0;
  remaining -= systemDesign;
  const projects = resume?.projects.length ?? 0;
  const wantedResume = preferences.resumeFocus || middle >= 6 ? 2 : 1;
  const resumeCount = Math.min(projects, wantedResume, remaining);
  remaining -= resumeCount;
  const share = BEHAVIOURAL_SHARE[preferences.behavioural];
  const minimumBehavioural = preferences.behavioural === 'none' || remaining < 2 ? 0 : 1;
  const behavioural = Math.min(remaining, Math.max(minimumBehavioural, Math.round(remaining * share)));
  return { systemDesign, resume: resumeCount, behavioural, skill: remaining - behavioural };
}

/** Interleaves skill and behavioural questions so the conversation alternates instead of clustering. */
function interleave<T>(primary: T[], secondary: T[]): T[] {
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

export function planInterview(input: PlanInterviewInput): InterviewPlan {
  const { parsedJD, resume, difficulty } = input;
  const preferences = readPreferences(input.preferences);
  const total = questionCountForDuration(input.durationMinutes);
  const counts = middleQuestionCounts(total - 2, preferences, resume);
  const seed = `${parsedJD.role}|${difficulty}|${input.preferences}`;
  const collector = new QuestionCollector(seed, { role: parsedJD.role });

  collector.add(INTRO_TEMPLATES, 'intro', {}, null);
  if (counts.systemDesign > 0) {
    collector.add(SYSTEM_DESIGN_TEMPLATES[difficulty], 'technical', {}, 'System design');
  }
  for (const project of (resume?.projects ?? []).slice(0, counts.resume)) {
    collector.add(
      RESUME_TEMPLATES[difficulty],
      'resume',
      {
        project: `"${truncateText(project.name, 60)}"`,
        projectSkills: project.skills.slice(0, 2).join(' and ') || 'your skills',
        topic: project.name,
      },
      project.skills[0] ?? null,
    );
  }

  // Skill questions come from a separate collector run so they can be interleaved with behavioural ones.
  const middle = new QuestionCollector(seed, { role: parsedJD.role });
  const skillQuestions: PlannedQuestion[] = [];
  const skills = orderedSkills(parsedJD, preferences);
  const responsibilities = [...parsedJD.responsibilities];
  let skillIndex = 0;
  while (skillQuestions.length < counts.skill) {
    const skill = skills[skillIndex];
    skillIndex += 1;
    const before = middle.questions.length;
    if (skill) {
      const technical = TECHNICAL_SKILL_CATEGORIES.has(skill.category);
      middle.add(
        technical ? TECHNICAL_TEMPLATES[difficulty] : ROLE_SPECIFIC_TEMPLATES[difficulty],
        technical ? 'technical' : 'role-specific',
        { skill: skill.name },
        skill.name,
      );
    } else {
      const responsibility = responsibilities.shift();
      if (responsibility === undefined) break;
      middle.add(
        RESPONSIBILITY_TEMPLATES[difficulty],
        'role-specific',
        { topic: truncateText(responsibility.replace(/\.$/, ''), 120) },
        null,
      );
    }
    const added = middle.questions.at(-1);
    if (middle.questions.length > before && added) skillQuestions.push(added);
  }

  // When the analysis ran out of skills and responsibilities, the remaining slots become behavioural questions.
  const behaviouralCount = counts.behavioural + (counts.skill - skillQuestions.length);
  const behaviouralQuestions: PlannedQuestion[] = [];
  for (const template of behaviouralPool(difficulty, seed)) {
    if (behaviouralQuestions.length >= behaviouralCount) break;
    if (middle.add([template], 'behavioural', {}, null)) {
      const added = middle.questions.at(-1);
      if (added) behaviouralQuestions.push(added);
    }
  }

  const ordered = interleave(skillQuestions, behaviouralQuestions);
  const questions = [...collector.questions, ...ordered];
  const closing = new QuestionCollector(seed, { role: parsedJD.role });
  closing.add(CLOSING_TEMPLATES, 'closing', {}, null);
  questions.push(...closing.questions);

  return { difficulty, durationMinutes: input.durationMinutes, questions: dedupeByText(questions) };
}

function dedupeByText(questions: PlannedQuestion[]): PlannedQuestion[] {
  const seen = new Set<string>();
  return questions.filter((question) => {
    if (seen.has(question.text)) return false;
    seen.add(question.text);
    return true;
  });
}
