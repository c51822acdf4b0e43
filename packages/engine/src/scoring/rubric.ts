/**
 * Which rubric judges an answer: decided from the planned question's kind and, within a kind, from its wording
 * ("Design a …" is a design question, "Why do you want to join us?" a motivation question, "Tell me about a time …"
 * a behavioural one, whatever kind the plan gave it).
 */
import type { QuestionKind } from '@intervia/shared';

export const RUBRICS = [
  'technical',
  'design',
  'behavioural',
  'motivation',
  'introduction',
  'closing',
] as const;
export type Rubric = (typeof RUBRICS)[number];

/** What each rubric looks for, in the words the feedback and the report use. */
export const RUBRIC_CRITERIA: Record<Rubric, readonly string[]> = {
  technical: ['correctness', 'depth', 'trade-offs', 'concrete examples'],
  design: ['correctness', 'depth', 'trade-offs', 'concrete examples'],
  behavioural: ['situation', 'task', 'own action', 'result'],
  motivation: ['specificity to the role and company'],
  introduction: ['communication', 'relevance'],
  closing: [],
};

const MOTIVATION =
  /\bwhy\s+(?:do|would|did)\s+you\s+(?:want|wish|like|apply|choose\s+(?:us|this\s+(?:role|company|job|team|position)|our|to\s+(?:join|work|apply)))\b|\bwhy\s+(?:are|were)\s+you\s+(?:interested|applying|looking)\b|\bwhat\s+(?:attracts|attracted|draws|drew|interests|interested|excites|motivates|appeals\s+to)\s+you\b|\bwhy\s+(?:this|our|the)\s+(?:\w+\s+){0,3}(?:role|company|position|job|team|school|ward|hospital|organi[sz]ation|firm|practice)\b|\bwhy\s+(?:us|here|now)\b|^\s*why\s+(?:this|our|your)\s+[\w-]+(?:\s+[\w-]+)?\s*\??\s*$|\bwhy\s+(?:at|join(?:ing)?)\s+\w+|\bwhat\s+do\s+you\s+know\s+about\s+(?:us|our|the\s+company)\b|\bwhy\s+should\s+we\s+hire\s+you\b|\bwhere\s+do\s+you\s+see\s+yourself\b|\bwhat\s+are\s+you\s+looking\s+for\s+in\s+(?:your\s+next|a|this)\s+(?:role|job|position|company)\b/i;
const INTRODUCTION =
  /\b(?:tell|talk)\s+(?:me|us)\s+(?:a\s+(?:little|bit)\s+)?about\s+yourself\b|\bintroduce\s+yourself\b|\bwalk\s+(?:me|us)\s+through\s+your\s+(?:background|resume|cv|career)\b/i;
const CLOSING =
  /\b(?:anything|something)\s+(?:else\s+)?(?:you(?:'d|\s+would)\s+like\s+to\s+(?:add|ask)|to\s+add)\b|\bany\s+questions\s+for\s+(?:me|us)\b/i;
const DESIGN = /\b(?:design|architect)\s+(?:a|an|the|your|our)\b|\bsystem\s+design\b/i;
const STORY =
  /\b(?:tell|talk)\s+(?:me|us)\s+about\s+a\s+(?:time|situation|moment|project|deal|campaign|model|incident|mistake)\b|\bdescribe\s+a\s+(?:time|situation)\b|\bgive\s+(?:me\s+)?an\s+example\s+of\s+a\s+time\b|\bhave\s+you\s+ever\b|\ba\s+time\s+(?:when\s+)?you\b/i;

/** The rubric for a question of this kind and wording. */
export function rubricFor(kind: QuestionKind | null, question: string): Rubric {
  if (kind === 'closing') return 'closing';
  if (MOTIVATION.test(question)) return 'motivation';
  if (kind === 'intro') return 'introduction';
  if (kind === null && INTRODUCTION.test(question)) return 'introduction';
  if (kind === null && CLOSING.test(question)) return 'closing';
  if (DESIGN.test(question)) return 'design';
  if (STORY.test(question)) return 'behavioural';
  if (kind === 'technical' || kind === 'role-specific') return 'technical';
  if (kind === null && /^\s*(?:how|what|which|explain|when)\b/i.test(question)) return 'technical';
  return 'behavioural';
}

/** A question that asks how something was done or works, or what it was: answered by explaining as much as by a story. */
const HOW_OR_WHAT =
  /(?:^|[.?!]\s+)(?:so,?\s+)?(?:how|what|which|why|explain|walk\s+(?:me|us)\s+through|was\s+(?:that|it))\b[^.?!]*[.?]?\s*$/i;

/** A question about the candidate's own part ("What was your role in it?", "What did you learn?") asks for a story. */
const OWN_PART =
  /\byour\s+(?:own\s+)?(?:part|role|contribution|share)\b|\bdid\s+you\s+(?:personally\s+)?(?:learn|take\s+(?:away\s+)?from)\b/i;

/**
 * The other rubric an answer may be judged by, or null. A question about a line of the candidate's CV that asks how
 * or what ("Your CV says you cut cloud spend. Walk me through how.") is neither clearly a story nor clearly a
 * knowledge question: a candidate may tell what they did or explain how it works, and either answers it. A CV question
 * that asks for a time ("Tell me about a time …") is a story only.
 */
export function alternativeRubricFor(kind: QuestionKind | null, question: string): Rubric | null {
  if (
    kind !== 'resume' ||
    STORY.test(question) ||
    OWN_PART.test(question) ||
    !HOW_OR_WHAT.test(question.trim())
  )
    return null;
  const rubric = rubricFor(kind, question);
  return rubric === 'behavioural' ? 'technical' : rubric === 'technical' ? 'behavioural' : null;
}
