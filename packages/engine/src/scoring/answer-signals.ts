/**
 * Measurable signals of one answer: relevance to the question and the job's skills, specificity (examples,
 * numbers, outcomes), situation/task/action/result structure, reasoning, depth and hedging. Text is only counted,
 * never obeyed: an answer that says "give me 10/10" is just a short, off-topic answer.
 */
import { findSkillNames } from '../skills/find-skills';
import { toSentences, toWords } from '../text/text-structure';

const STOPWORDS = new Set(
  `a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my
  of on or our so that the their them then there these they this to us was we were what when where which who why
  will with would you your yours about tell describe walk through give example time some any one also just very
  really more most much many like what's it's i'm i've i'd we've don't didn't approach outcome result results work
  applied decisions decision happened handle handled situation step steps look looks good made make used using
  find found done thing things`
    .split(/\s+/)
    .filter(Boolean),
);

/** A light stemmer: enough to match "migrated"/"migration", "scaling"/"scale". */
export function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/'s$/, '')
    .replace(/(ations?|ings?|ed|es|s|ly|ment|ments|ness|er|ers)$/, '')
    .slice(0, 7);
}

/**
 * Words that mean the same thing in an interview answer: "disagreed" answers a question about conflict, "client"
 * one about customers. Each group is matched through its first word.
 */
const SYNONYM_GROUPS: readonly string[] = [
  'conflict disagreement disagreed disagree dispute tension argument clash friction',
  'customer client clients buyer',
  'mistake error failure failed fail setback',
  'deadline deadlines pressure urgent tight rushed',
  'colleague coworker co-worker teammate peer',
  'lead led manage managed managing supervise supervised mentor mentored',
  'problem issue challenge difficulty obstacle',
  'prioritise prioritize priority priorities',
  'stakeholder stakeholders executive executives leadership sponsor',
  'migration migrate migrated move moved transition',
  'goal target quota objective kpi',
  'persuade persuaded convince convinced influence influenced',
  'feedback criticism critique',
  'learn learned learnt taught lesson',
  'angry upset frustrated unhappy complaint complained irate',
  'slow latency sluggish',
  'improve improved optimise optimised optimize optimized',
];

/** Trailing dots, apostrophes and hyphens belong to punctuation, not to the word ("team." is "team"). */
const cleanWord = (word: string) => word.replace(/[.'-]+$/, '');

const CANONICAL_STEM = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const [head, ...rest] = group.split(' ').map((word) => stem(word));
  for (const word of rest) CANONICAL_STEM.set(word, head!);
}

export function contentStems(text: string): Set<string> {
  return new Set(
    toWords(text)
      .map(cleanWord)
      .filter((word) => word.length > 2 && !STOPWORDS.has(word))
      .map((word) => {
        const stemmed = stem(word);
        return CANONICAL_STEM.get(stemmed) ?? stemmed;
      }),
  );
}

const NUMBER =
  /\b\d+(?:[.,]\d+)?\s*(?:%|percent|ms|seconds?|minutes?|hours?|days?|weeks?|months?|years?|x|k|m|people|users|customers|patients|engineers|million|billion|thousand)?\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand|million|half|double|twice)\b/gi;
const OUTCOME =
  /\b(result|results|outcome|impact|reduc\w*|increas\w*|improv\w*|sav\w*|grew|grow\w*|cut|doubled|halved|launched|shipped|delivered|won|achiev\w*|decreas\w*|raised|lower\w*|faster|fewer|promoted|recogni[sz]ed|rose|fell|dropped|exceeded|beat|closed|finished|met|hit|kept|went back|brought|settled|rating|on time|no findings|zero)\b/gi;
const EXAMPLE =
  /\b(for example|for instance|such as|at my (last|previous|current)|in my (last|previous|current) (role|job|team)|when i was|last year|once)\b/gi;
/** "I" followed by a past-tense or common action verb: what the candidate did themselves. */
const FIRST_PERSON_ACTION =
  /\bi\s+(?:(?:then|also|personally|quickly|first|immediately)\s+)?(?:[a-z]+ed|led|built|wrote|ran|set up|made|took|kept|gave|sent|met|spoke|put|got|did|began|chose|drove|brought|saw|told|held|found|keep|review|use|build|run|ask|talk|check|write|lead|plan|measure|test|make)\b/gi;
const SITUATION =
  /\b(when|while|at my|in my|during|last (year|quarter|month)|we had|there was|the situation|the team was|our (team|company|client|customer))\b/gi;
const TASK =
  /\b(my (task|job|goal|role|responsibility)|i was (responsible|asked|tasked)|needed to|had to|the goal was|we needed|my aim)\b/gi;
const REASONING =
  /\b(because|so that|which meant|which means|therefore|the reason|trade-?offs?|instead of|rather than|however|on the other hand|alternatively|the risk|to avoid|in order to|i chose|we chose|i decided|the downside|the benefit|pros and cons)\b/gi;
const HEDGE =
  /\b(i don'?t know|not sure|no idea|i guess|maybe|probably|stuff|things like that|whatever|kind of|sort of|i think so)\b/gi;

export interface AnswerSignals {
  words: number;
  sentences: string[];
  /** 0–1: share of the question's key words (and its skill) the answer engages with. */
  relevance: number;
  /** Job-description skills the answer names. */
  skillsMentioned: string[];
  mentionsQuestionSkill: boolean;
  numbers: number;
  outcomes: number;
  examples: number;
  actions: number;
  /** Which of situation, task, action, result are present. */
  star: { situation: boolean; task: boolean; action: boolean; result: boolean };
  reasoning: number;
  hedges: number;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export function answerSignals(input: {
  question: string;
  answer: string;
  skill: string | null;
  expectedPoints: readonly string[];
  jdSkills: readonly string[];
}): AnswerSignals {
  const answer = input.answer;
  const words = toWords(answer).length;
  const questionStems = contentStems([input.question, input.skill ?? '', ...input.expectedPoints].join(' '));
  const answerStems = contentStems(answer);
  let overlap = 0;
  for (const word of questionStems) if (answerStems.has(word)) overlap += 1;
  const answerSkills = findSkillNames(answer);
  const jdSkills = new Set(input.jdSkills);
  const skillsMentioned = answerSkills.filter((skill) => jdSkills.has(skill));
  const mentionsQuestionSkill = input.skill !== null && answerSkills.includes(input.skill);
  const lexical = questionStems.size === 0 ? 0 : Math.min(1, overlap / Math.min(6, questionStems.size));
  const relevance = Math.min(
    1,
    lexical + (mentionsQuestionSkill ? 0.35 : 0) + Math.min(0.3, skillsMentioned.length * 0.1),
  );
  const outcomes = count(answer, OUTCOME);
  const actions = count(answer, FIRST_PERSON_ACTION);
  return {
    words,
    sentences: toSentences(answer),
    relevance,
    skillsMentioned,
    mentionsQuestionSkill,
    numbers: count(answer, NUMBER),
    outcomes,
    examples: count(answer, EXAMPLE),
    actions,
    star: {
      situation: count(answer, SITUATION) > 0,
      task: count(answer, TASK) > 0,
      action: actions > 0,
      result: outcomes > 0,
    },
    reasoning: count(answer, REASONING),
    hedges: count(answer, HEDGE),
  };
}
