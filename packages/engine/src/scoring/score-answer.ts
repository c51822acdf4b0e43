/**
 * Scores one answer 0–10 by the rubric of its question (see rubric.ts), applies the caps in code, and writes
 * feedback that speaks to that rubric: what was good, quoted, and what a stronger answer would add.
 *
 * Every rubric starts from how much ground the answer covers (distinct content words: depth), then adds what that
 * rubric asks for: trade-offs and concrete detail for technical and design questions; situation, task, own action
 * and result for behavioural ones; specificity to the role and company for motivation; relevance and a clear
 * delivery for the introduction. The closing question is not scored. Then the caps: an empty answer scores 0; a
 * keyword list, an off-topic answer or one that only says "I don't know" at most 1; a one-line answer at most
 * 2 × words / ONE_LINE_MAX_WORDS; and an answer that is not coherent language is not judged at all but marked as not
 * heard reliably (score 0), as is one the recogniser itself reports low confidence in.
 */
import type { AnswerStatus, Difficulty, QuestionKind } from '@intervia/shared';
import { answerSignals, hedgesIn, type AnswerSignals } from './answer-signals';
import { coherenceOf, type Coherence } from './coherence';
import { arcCoverage, introductionArcOf } from './introduction-arc';
import { intentMissOf } from './question-intent';
import { removeInstructionsToScorer } from './instructions-to-scorer';
import { alternativeRubricFor, rubricFor, type Rubric } from './rubric';

/** Who reads the text: the candidate is addressed ("you"), a recruiter reads about the candidate. */
export type Audience = 'candidate' | 'recruiter';

/**
 * Below this recognition confidence a transcript is not judged: the answer could not be heard reliably. (Answers
 * below the shared LOW_RECOGNITION_CONFIDENCE, 0.75, are only marked for the candidate to check and correct.)
 */
export const UNJUDGED_RECOGNITION_CONFIDENCE = 0.5;
/**
 * An answer of this many words whose words average fewer letters than this (ordinary speech averages about four),
 * that shares nothing with the question, is recognition that heard strings of short homophones: not judged.
 */
const HOMOPHONE_MIN_WORDS = 30;
const HOMOPHONE_MAX_MEAN_WORD_LENGTH = 3.5;
/**
 * Broken recognition in a longer answer: impossible word pairs at a third of the rate that marks text garbled outright
 * ("the the", "it the", an article at the end), in words as short as a recogniser's homophones ("the low cuss", "fred
 * scaled"). Coherent speech with that many impossible pairs is made of longer words (a speaker's restarts among
 * technical terms); short words alone are plain speech.
 */
const BROKEN_MIN_WORDS = 20;
/** One odd pair may be a phrase of the trade ("group by and"): it takes two. */
const BROKEN_MIN_IMPOSSIBLE_PAIRS = 2;
const BROKEN_MIN_GARBLED_PAIR_RATE = 0.035;
const BROKEN_MAX_MEAN_WORD_LENGTH = 4;
/** Answers with fewer words than this are "one-liners". */
export const ONE_LINE_MAX_WORDS = 12;
/** However many words, an answer that says fewer distinct things than this is a one-liner too. */
export const ONE_LINE_MIN_CONTENT_TERMS = 7;
/** A one-line answer cannot show competence: at most this, scaled by the words said. */
export const ONE_LINE_SCORE_CAP = 1;
/** Below this relevance, with no skill of the job named, an answer is off-topic. */
export const OFF_TOPIC_RELEVANCE = 0.12;
/** Words of life outside work that, with nothing of the question or of work, make an answer off-topic. */
const OFF_TOPIC_MIN_LIFE_WORDS = 2;
/** An answer with this many distinct words of working life is about work, even with few of the question's words. */
const OFF_TOPIC_MAX_WORK_WORDS = 2;
/** An answer naming this many skills, which make up this share of its content words, is a list of keywords. */
const KEYWORD_STUFFING_MIN_SKILLS = 5;
const KEYWORD_STUFFING_SKILL_SHARE = 0.35;
/** A story this full that shares no word with a technical question answers another question. */
const DEFLECTION_MIN_CONTENT_TERMS = 18;
/** Buzzwords: from this many distinct ones, making up this share of the content words, with no number and no
 * first-person action, the answer is word salad; below that each one past the first costs a little. */
const BUZZWORD_SALAD_MIN = 3;
const BUZZWORD_SALAD_SHARE = 0.25;
const BUZZWORD_PENALTY = 0.6;
/** Jargon soup: at least this many buzzwords, with skills named, making up this share of the content words. */
const JARGON_SOUP_MIN_BUZZWORDS = 2;
const JARGON_SOUP_SHARE = 0.2;
const BUZZWORD_MAX_PENALTY = 2.4;
/** Each word that makes the problem small ("I'd just restart it", "then it's fine") costs this, up to the maximum. */
const MINIMISER_PENALTY = 0.5;
const MINIMISER_MAX_PENALTY = 1.5;
/** Each sentence that says the work needs no doing ("it handles everything for you"), with no reason, costs this, up
 * to the maximum: graders mark such answers 2–3 in every development set, however fluent. */
const DISMISSAL_PENALTY = 2;
const DISMISSAL_MAX_PENALTY = 3;
/**
 * A short answer whose way of doing the work is to "just" do one thing ("I'd just tell her to switch", "you just set
 * the flag") has made the work small instead of showing it: at most this score. Graders put such answers at 1–4 in
 * every development set; a long answer that says "just" once among its steps is not this.
 */
const MINIMISED_METHOD_MAX_WORDS = 60;
const MINIMISED_METHOD_SCORE_LIMIT = 2;
const madeSmall = (signals: AnswerSignals, rubric: Rubric) =>
  rubric !== 'introduction' && signals.minimisedMethods > 0 && signals.words < MINIMISED_METHOD_MAX_WORDS;
/** Padding (platitudes, intensifiers) past this many costs PADDING_PENALTY each, at most PADDING_MAX_PENALTY. */
const PADDING_ALLOWED = 2;
const PADDING_PENALTY = 0.4;
const PADDING_MAX_PENALTY = 2.5;
/** An introduction with no more distinct words of working life than this says nothing about the candidate's work. */
const INTRODUCTION_MAX_OFF_TOPIC_WORK_WORDS = 1;
/**
 * An introduction that covers the whole arc (now, how they got here, where next: see introduction-arc.ts) and is about
 * work (at least INTRODUCTION_ARC_MIN_WORK_WORDS words of working life) meets depth and relevance at least this far,
 * however briefly it is said.
 */
const INTRODUCTION_ARC_MET = 0.7;
const INTRODUCTION_ARC_MIN_WORK_WORDS = 2;
/**
 * An answer of this many words or more in which this share of the content words only repeat the question's words
 * restates the question instead of answering it ("what would I check when testing an endpoint … the things you check
 * when you're testing an endpoint").
 */
const RESTATED_MIN_WORDS = 30;
const RESTATED_ECHO_SHARE = 0.4;
/** Off-topic answers, keyword lists and "I don't know" answers are worth at most this. */
export const OFF_TOPIC_SCORE_CAP = 1;
/** An answer that says it does not know scores as one when it holds fewer content words than this. */
const DOES_NOT_KNOW_MAX_CONTENT_TERMS = 14;
/** Or, at any length, when it says so this many times and offers no step, reason or number instead. */
const DOES_NOT_KNOW_REPEATED = 2;
/** Distinct content words for full depth, by difficulty: harder questions need fuller answers. */
export const FULL_DEPTH_TERMS: Record<Difficulty, number> = { easy: 40, medium: 50, hard: 60 };
/** A design question covers more ground than a technical one of the same difficulty. */
const DESIGN_DEPTH_FACTOR = 1.25;
/** Depth grows fastest over the first content words: a short correct answer is worth more than a third of a full one. */
const DEPTH_CURVE = 0.65;
/**
 * A question that asks what something is or how two things differ ("What is the difference between a process and a
 * thread?") is answered in full by a short, exact definition: fewer content words for full depth.
 */
export const DEFINITION_DEPTH_TERMS = 35;
const DEFINITION_QUESTION =
  /^\s*(?:(?:so|and|okay),?\s+)?(?:what\s+is|what's|what\s+are|what\s+does|(?:can|could)\s+you\s+explain|explain|how\s+does|how\s+do\s+\w+(?:\s+\w+)?\s+work)\b|\bdifference\s+between\b/i;
/**
 * Concrete detail of a technical answer: numbers, examples, ordered steps, named tools, and the items it names in a
 * run ("onset, mechanism, red flags"), each item counting for half; full at this many.
 */
const LISTED_ITEM_WEIGHT = 0.5;
const CONCRETE_FULL = 5;
/** Substance that stands in for the question's own words in a technical answer: full at this many items, steps and
 * reasons, and worth at most this share of the correctness criterion. */
const SUBSTANCE_FULL = 8;
const SUBSTANCE_WEIGHT = 0.7;
/** A precise answer (see isPrecise) needs this share of the usual content words for full depth. */
const PRECISE_DEPTH_FACTOR = 0.7;
const PRECISE_SUBSTANCE_PER_WORD = 0.15;
/** A motivation's specific aims for the role count towards its link to the candidate, at most this many. */
const OWN_AIMS_COUNTED = 1;
/** Motivation and introduction answers are short by nature. */
const SHORT_RUBRIC_DEPTH_TERMS = 38;
/** Fillers above this share of the words start to cost points: rambling, not a natural "um". */
const FILLER_SHARE_ALLOWED = 0.05;
/** Fillers cost at most this: delivery is the speech analytics' business, content is judged here. */
const RAMBLING_MAX_PENALTY = 1.5;
/** "um", "uh", "erm": sounds, not words, left out before the content is measured. */
const HESITATION = /(?<![\p{L}'])(?:u+m+|u+h+|e+r+m+|h+m+)(?![\p{L}'])[,.]?/giu;
/** Above this raw score the scale is compressed (see compressTop). */
const TOP_SCORE_KNEE = 8;
const TOP_SCORE_SLOPE = 0.6;
/** From this score an answer is strong: feedback no longer asks for more of the same. */
const STRONG_SCORE = 7;
/** Below this score nothing in the answer is quoted as a strength. */
export const QUOTE_MIN_SCORE = 4;

export type { AnswerStatus };
export type AnswerCap =
  'empty' | 'one-line' | 'off-topic' | 'keyword-list' | 'does-not-know' | 'unheard' | null;

interface CriterionScore {
  name: string;
  /** 0–1: how far the answer meets it. */
  met: number;
}

export interface ScoredAnswer {
  score: number;
  feedback: string;
  rubric: Rubric;
  /** "not-scored" for the closing question; "unheard" when the transcript is not coherent language. */
  status: AnswerStatus;
  criteria: CriterionScore[];
  signals: AnswerSignals;
  coherence: Coherence;
  /** Which cap applied, if any. */
  cap: AnswerCap;
  /** Sentences addressed to the scorer ("give this answer 10/10"), left out of the measurement. */
  ignoredInstructions: string[];
}

export interface ScoreAnswerInput {
  question: string;
  answer: string;
  kind: QuestionKind | null;
  skill: string | null;
  expectedPoints: readonly string[];
  jdSkills: readonly string[];
  difficulty: Difficulty;
  audience?: Audience;
  /** The recogniser's confidence in the transcript (0–1), when it reports one; typed answers have none. */
  recognitionConfidence?: number | null;
}

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));
const share = (value: number, full: number) => clamp01(value / full);

/** Depth: distinct content words against the rubric's target, with diminishing returns near the top. */
function depthOf(signals: AnswerSignals, rubric: Rubric, difficulty: Difficulty, question: string): number {
  const target =
    rubric === 'motivation' || rubric === 'introduction'
      ? SHORT_RUBRIC_DEPTH_TERMS
      : rubric === 'technical' && DEFINITION_QUESTION.test(question)
        ? Math.min(DEFINITION_DEPTH_TERMS, FULL_DEPTH_TERMS[difficulty])
        : FULL_DEPTH_TERMS[difficulty] * (rubric === 'design' ? DESIGN_DEPTH_FACTOR : 1);
  const precise = (rubric === 'technical' || rubric === 'design') && isPrecise(signals);
  return share(signals.contentTerms, precise ? target * PRECISE_DEPTH_FACTOR : target) ** DEPTH_CURVE;
}

/**
 * A precise answer: dense with substance (items named, steps, reasons, numbers: at least PRECISE_SUBSTANCE_PER_WORD
 * per word) and said without hedging, filler, vagueness, minimising or more padding than a natural "really". Such an answer covers its ground in
 * fewer words ("Identify the circuit, isolate it, lock off and tag it, then prove the tester …"), so it needs fewer
 * for full depth; a short answer that hedges or pads is not given that credit.
 */
function isPrecise(signals: AnswerSignals): boolean {
  const substance = signals.listedItems + signals.tradeOffs + signals.steps + signals.numbers;
  return (
    signals.words > 0 &&
    substance / signals.words >= PRECISE_SUBSTANCE_PER_WORD &&
    signals.hedges +
      signals.fillers +
      Math.max(0, signals.padding - PADDING_ALLOWED) +
      signals.vague +
      signals.minimisers +
      signals.dismissals ===
      0
  );
}

/** A story told in the first person: "I ran …", "we found …". */
const isStory = (signals: AnswerSignals) => signals.actions > 0;

/**
 * The rubric's criteria, each 0–1, with the points it is worth: the points add up to 10 with the base a coherent,
 * on-topic answer earns. Each criterion names what a stronger answer would add when it is not met.
 */
interface Criterion extends CriterionScore {
  points: number;
}

function criteriaOf(
  signals: AnswerSignals,
  rubric: Rubric,
  difficulty: Difficulty,
  question: string,
  answer: string,
): Criterion[] {
  const depth = depthOf(signals, rubric, difficulty, question);
  switch (rubric) {
    case 'technical':
    case 'design':
      return [
        { name: 'depth', met: depth, points: 5.5 },
        {
          name: 'correctness',
          // An answer in other words than the question's can still engage with it: by naming its items, its steps
          // and the reasons and conditions they depend on ("encourage it to bleed, wash it, … in case …").
          met: Math.max(
            clamp01(signals.relevance),
            SUBSTANCE_WEIGHT * share(signals.listedItems + signals.tradeOffs + signals.steps, SUBSTANCE_FULL),
          ),
          points: 0.7,
        },
        { name: 'trade-offs', met: share(signals.tradeOffs, 3), points: 1 },
        {
          name: 'concrete examples',
          met: share(
            signals.numbers +
              signals.examples +
              signals.steps +
              signals.skillsNamed +
              LISTED_ITEM_WEIGHT * signals.listedItems,
            CONCRETE_FULL,
          ),
          points: 1.6,
        },
      ];
    case 'behavioural':
      return [
        { name: 'depth', met: depth, points: 3.6 },
        { name: 'situation', met: signals.star.situation ? 1 : 0, points: 0.6 },
        { name: 'task', met: signals.star.task ? 1 : 0, points: 0.6 },
        { name: 'own action', met: share(signals.actions, 3), points: 1.8 },
        { name: 'result', met: share(signals.outcomes + Math.min(2, signals.numbers), 3), points: 1.6 },
      ];
    case 'motivation':
      return [
        { name: 'depth', met: depth, points: 2 },
        // Why, in the candidate's words: "because", "rather than", "instead of".
        { name: 'reasons', met: share(signals.tradeOffs, 4), points: 1 },
        { name: 'specificity to the company', met: share(signals.aboutEmployer, 3), points: 2 },
        // The role tied to the candidate: what they have done, or what they want to do in it, said specifically.
        {
          name: 'link to own experience',
          met: share(signals.ownExperience + Math.min(OWN_AIMS_COUNTED, signals.ownAims), 2),
          points: 2,
        },
        { name: 'named details', met: share(signals.namedThings + signals.numbers, 3), points: 0.8 },
      ];
    case 'introduction': {
      // Talking at length about something other than work is not a fuller introduction.
      const counted = share(signals.professional, 8);
      const arcMet =
        signals.professional + signals.workTalk >= INTRODUCTION_ARC_MIN_WORK_WORDS &&
        arcCoverage(introductionArcOf(answer)) === 1
          ? INTRODUCTION_ARC_MET
          : 0;
      const relevance = Math.max(counted, arcMet);
      return [
        { name: 'depth', met: Math.max(depth * Math.min(1, counted * 2), arcMet), points: 2.4 },
        { name: 'relevance', met: relevance, points: 2.6 },
        { name: 'concrete detail', met: share(signals.numbers + signals.skillsNamed, 3), points: 0.8 },
        {
          name: 'link to the role',
          met: share(signals.aboutEmployer + signals.ownExperience, 2),
          points: 0.7,
        },
      ];
    }
    case 'closing':
      return [];
  }
}

/**
 * What a coherent, on-topic answer earns before any criterion. A motivation answer's base is 0.3 above the 10-point
 * sum: motivation was scored 0.5–0.7 under its grades in all three graded sets; a full one is capped at 10.
 */
const BASE_POINTS: Record<Rubric, number> = {
  technical: 1.2,
  design: 1.2,
  behavioural: 1.2,
  motivation: 2.5,
  introduction: 2,
  closing: 0,
};

function rawScore(signals: AnswerSignals, rubric: Rubric, criteria: readonly Criterion[]): number {
  const earned = criteria.reduce(
    (sum, criterion) => sum + criterion.met * criterion.points,
    BASE_POINTS[rubric],
  );
  const fillerShare = signals.words === 0 ? 0 : signals.fillers / (signals.words + signals.fillers);
  const rambling = RAMBLING_MAX_PENALTY * clamp01((fillerShare - FILLER_SHARE_ALLOWED) * 10);
  const hedging = Math.min(1.2, signals.hedges * 0.3);
  const vagueness = Math.min(1.2, signals.vague * 0.3);
  const generic = rubric === 'motivation' ? 2.5 * share(signals.genericMotivation, 2) : 0;
  // Buzzwords stand in for content when nothing measurable backs them.
  const buzz =
    signals.numbers === 0
      ? Math.min(BUZZWORD_MAX_PENALTY, BUZZWORD_PENALTY * Math.max(0, signals.buzzwords - 1))
      : 0;
  // Saying that things matter, with "really" and "honestly", instead of saying what to do.
  const padding = Math.min(
    PADDING_MAX_PENALTY,
    PADDING_PENALTY * Math.max(0, signals.padding - PADDING_ALLOWED),
  );
  const minimising = Math.min(MINIMISER_MAX_PENALTY, MINIMISER_PENALTY * signals.minimisers);
  const dismissing = Math.min(DISMISSAL_MAX_PENALTY, DISMISSAL_PENALTY * signals.dismissals);
  return compressTop(
    Math.max(
      0,
      Math.min(
        10,
        earned - rambling - hedging - vagueness - generic - buzz - padding - minimising - dismissing,
      ),
    ),
  );
}

/**
 * The scale above TOP_SCORE_KNEE is compressed by TOP_SCORE_SLOPE: meeting every criterion in full makes an answer
 * strong, but the last points are what an interviewer keeps for the exceptional one, which no count of words,
 * reasons and numbers can tell (a full answer scores 9.2, not 10). Monotone: the order of answers is unchanged.
 */
export function compressTop(score: number): number {
  return score <= TOP_SCORE_KNEE ? score : TOP_SCORE_KNEE + (score - TOP_SCORE_KNEE) * TOP_SCORE_SLOPE;
}

export const EMPTY_ANSWER_FEEDBACK = 'No answer was given to this question.';
export const IGNORED_INSTRUCTIONS_FEEDBACK =
  'Text addressed to the scorer was ignored; only what you said about your experience counts.';
export const NOT_SCORED_FEEDBACK =
  'Not scored: the closing question is a chance to ask questions and add anything missed.';
export const UNHEARD_FEEDBACK =
  'Could not be heard reliably: the transcript is not coherent speech, so the answer was not judged. Correct the transcript, use a headset, or type the answer.';

export function scoreAnswer(input: ScoreAnswerInput): ScoredAnswer {
  const rubric = rubricFor(input.kind, input.question);
  const scored = scoreByRubric(input, rubric);
  // A question on a line of the CV ("Your CV says you cut costs. How?") may be answered as a story of what the
  // candidate did or as an explanation of how it works; either answers it, so the answer is judged as what it is.
  const alternative = alternativeRubricFor(input.kind, input.question);
  if (alternative === null || alternative === rubric) return scored;
  const asAlternative = scoreByRubric(input, alternative);
  return asAlternative.score > scored.score ? asAlternative : scored;
}

function scoreByRubric(input: ScoreAnswerInput, rubric: Rubric): ScoredAnswer {
  const { text: answer, removed: ignoredInstructions } = removeInstructionsToScorer(input.answer);
  // Hesitation sounds are delivery, measured by the speech analytics; the content is judged without them.
  const hesitations = answer.match(HESITATION)?.length ?? 0;
  const signals = answerSignals({ ...input, answer: answer.replace(HESITATION, ' ') });
  signals.fillers += hesitations;
  const coherence = coherenceOf(answer);
  const audience = input.audience ?? 'candidate';
  const result = (score: number, status: AnswerStatus, cap: AnswerCap, criteria: CriterionScore[]) => ({
    score: Math.round(score * 10) / 10,
    rubric,
    status,
    criteria,
    signals,
    coherence,
    cap,
    ignoredInstructions,
  });

  if (rubric === 'closing') {
    const scored = result(0, 'not-scored', signals.words === 0 ? 'empty' : null, []);
    return { ...scored, feedback: writeFeedback(input, scored, audience) };
  }
  if (signals.words === 0) {
    const scored = result(0, 'scored', 'empty', []);
    return { ...scored, feedback: writeFeedback(input, scored, audience) };
  }
  const lowConfidence =
    input.recognitionConfidence !== undefined &&
    input.recognitionConfidence !== null &&
    input.recognitionConfidence < UNJUDGED_RECOGNITION_CONFIDENCE;
  // Homophones for the words said ("a cash layer in front of the day to base"): grammatical-looking, but made of short
  // words, and the question's words are lost. An introduction shares no words with its question, so it is left out.
  const homophones =
    rubric !== 'introduction' &&
    signals.words >= HOMOPHONE_MIN_WORDS &&
    coherence.meanWordLength < HOMOPHONE_MAX_MEAN_WORD_LENGTH &&
    signals.relevance < OFF_TOPIC_RELEVANCE &&
    signals.skillsMentioned.length === 0;
  const broken =
    signals.words >= BROKEN_MIN_WORDS &&
    coherence.garbledPairRate >= BROKEN_MIN_GARBLED_PAIR_RATE &&
    coherence.impossiblePairs >= BROKEN_MIN_IMPOSSIBLE_PAIRS &&
    coherence.meanWordLength < BROKEN_MAX_MEAN_WORD_LENGTH;
  if (!coherence.coherent || lowConfidence || homophones || broken) {
    const scored = result(0, 'unheard', 'unheard', []);
    return { ...scored, feedback: writeFeedback(input, scored, audience) };
  }

  const criteria = criteriaOf(signals, rubric, input.difficulty, input.question, answer);
  let score = rawScore(signals, rubric, criteria);
  // A comma list of terms, or a sentence that is mostly names of tools ("experience with Kubernetes, Docker, …").
  const keywordList =
    (signals.keywordList && coherence.functionWordShare < 0.2) ||
    (signals.skillsNamed >= KEYWORD_STUFFING_MIN_SKILLS &&
      signals.skillsNamed / Math.max(1, signals.contentTerms) >= KEYWORD_STUFFING_SKILL_SHARE);
  // Strategy words with nothing measurable or done behind them: "synergy … holistic alignment … at scale".
  const buzzwordSalad =
    signals.buzzwords >= BUZZWORD_SALAD_MIN &&
    signals.buzzwords / Math.max(1, signals.contentTerms) >= BUZZWORD_SALAD_SHARE &&
    signals.numbers === 0 &&
    signals.actions === 0;
  // Jargon strung together: the field's terms and buzzwords make up much of what is said, and nothing is done with
  // them (no step, number, example or first-person action): "event loop, libuv, promises … it's cloud-native so it
  // scales". Naming tools inside a procedure or a story is not this.
  const jargonSoup =
    signals.buzzwords >= JARGON_SOUP_MIN_BUZZWORDS &&
    (signals.skillsNamed + signals.buzzwords) / Math.max(1, signals.contentTerms) >= JARGON_SOUP_SHARE &&
    signals.steps === 0 &&
    signals.numbers === 0 &&
    signals.examples === 0 &&
    signals.actions === 0;
  // Not knowing caps a question of knowledge or experience; unsure plans ("I'm not sure what yet, maybe neuro")
  // still answer a question about the candidate's motivation.
  const doesNotKnow =
    rubric !== 'motivation' &&
    rubric !== 'introduction' &&
    signals.ignorance > 0 &&
    (signals.contentTerms < DOES_NOT_KNOW_MAX_CONTENT_TERMS ||
      // Said more than once, at length, with nothing offered instead: no step, reason or number.
      (signals.ignorance >= DOES_NOT_KNOW_REPEATED &&
        signals.steps === 0 &&
        signals.tradeOffs === 0 &&
        signals.numbers === 0));
  const offTopic =
    signals.relevance < OFF_TOPIC_RELEVANCE &&
    signals.skillsMentioned.length === 0 &&
    signals.workTalk < OFF_TOPIC_MAX_WORK_WORDS &&
    // Two words of a career ("specialising", "years", "senior") make it about work too.
    signals.professional < OFF_TOPIC_MAX_WORK_WORDS &&
    // Whatever else it talks about, a motivation answer that names neither the employer nor the candidate's own
    // work has not said why; a technical or behavioural answer may use other words than the question's, so there
    // it takes words of life outside work to call it off-topic: two of them, since one may name part of the work
    // ("walk-in music" in a running order, "food waste" at a conference, "family photos" in an exhibition).
    (signals.lifeTalk >= OFF_TOPIC_MIN_LIFE_WORDS ||
      (rubric === 'motivation' &&
        signals.aboutEmployer === 0 &&
        signals.ownExperience === 0 &&
        signals.ownAims === 0)) &&
    rubric !== 'introduction';
  // An introduction that says nothing about work: small talk, or life outside work only.
  const offTopicIntroduction =
    rubric === 'introduction' &&
    signals.professional <= INTRODUCTION_MAX_OFF_TOPIC_WORK_WORDS &&
    signals.workTalk <= INTRODUCTION_MAX_OFF_TOPIC_WORK_WORDS &&
    signals.skillsMentioned.length === 0;
  // A technical question answered with the candidate's personal qualities ("I'm hard-working, good with numbers"):
  // at most one of its words, not its skill, and no step, reasoning or number of an answer to it.
  const selfDescribed =
    (rubric === 'technical' || rubric === 'design') &&
    signals.selfDescription > 0 &&
    signals.questionOverlap <= 1 &&
    !signals.mentionsQuestionSkill &&
    signals.steps === 0 &&
    signals.tradeOffs === 0 &&
    signals.numbers === 0;
  const oneLineCap =
    ONE_LINE_SCORE_CAP *
    Math.min(1, signals.words / ONE_LINE_MAX_WORDS, signals.contentTerms / ONE_LINE_MIN_CONTENT_TERMS);
  // A technical question answered with a story that shares not one word with it, and names no skill of the job:
  // a prepared story for another question.
  // A behavioural question answered with a story from outside work (a marathon, a holiday) is the same: it takes a word
  // of life outside work to say so, since a trade's own words (a dietitian's, a midwife's) are in no list of work words.
  const deflected =
    (rubric === 'technical' ||
      rubric === 'design' ||
      (rubric === 'behavioural' &&
        signals.lifeTalk > 0 &&
        signals.workTalk < OFF_TOPIC_MAX_WORK_WORDS &&
        signals.professional < OFF_TOPIC_MAX_WORK_WORDS)) &&
    signals.relevance === 0 &&
    signals.skillsMentioned.length === 0 &&
    isStory(signals) &&
    signals.contentTerms >= DEFLECTION_MIN_CONTENT_TERMS;
  // A technical or design question answered in abstractions: nobody does anything, and there is no step, reason,
  // number or example ("meaningful outcomes flow from a culture of excellence"). A definition needs no actor, so a
  // "what is" question is left out.
  const abstractOnly =
    (rubric === 'technical' || rubric === 'design') &&
    !DEFINITION_QUESTION.test(input.question) &&
    !signals.hasActor &&
    signals.steps === 0 &&
    signals.tradeOffs === 0 &&
    signals.numbers === 0 &&
    signals.examples === 0 &&
    !namesWhatWasAsked(signals);
  // The question said back, in circles, with nothing added.
  const restated =
    rubric !== 'introduction' &&
    signals.words >= RESTATED_MIN_WORDS &&
    signals.echoShare >= RESTATED_ECHO_SHARE;
  // An answer to a different question: an experience question answered with nothing that happened or would be done,
  // or an anecdote that wanders off the subject into life outside work. An introduction has no subject to leave.
  const intentMiss =
    rubric === 'introduction' || rubric === 'motivation'
      ? null
      : intentMissOf(input.question, answer, {
          pastEvents: signals.pastEvents,
          subjectSentences: signals.subjectSentences,
          sentences: signals.sentences.length,
          lifeTalk: signals.lifeTalk,
        });
  // A behavioural story may be about a pet or a family (a vet's patient, a relative at a bedside): wandering is only
  // judged where a procedure or an explanation was asked for.
  const missesIntent =
    intentMiss === 'no-experience' ||
    (intentMiss === 'wandering' && (rubric === 'technical' || rubric === 'design'));
  const oneLine = signals.words < ONE_LINE_MAX_WORDS || signals.contentTerms < ONE_LINE_MIN_CONTENT_TERMS;
  // Every cap that applies limits the score; the feedback names the first in this order.
  const caps: [Exclude<AnswerCap, null>, boolean, number][] = [
    ['keyword-list', keywordList || buzzwordSalad || jargonSoup, OFF_TOPIC_SCORE_CAP],
    ['does-not-know', doesNotKnow, OFF_TOPIC_SCORE_CAP],
    ['one-line', oneLine, oneLineCap],
    [
      'off-topic',
      offTopic ||
        deflected ||
        offTopicIntroduction ||
        selfDescribed ||
        abstractOnly ||
        restated ||
        missesIntent,
      OFF_TOPIC_SCORE_CAP,
    ],
  ];
  const applying = caps.filter(([, applies]) => applies);
  const cap: AnswerCap = applying[0]?.[0] ?? null;
  for (const [, , limit] of applying) score = Math.min(score, limit);
  if (madeSmall(signals, rubric)) score = Math.min(score, MINIMISED_METHOD_SCORE_LIMIT);

  const scored = result(
    score,
    'scored',
    cap,
    criteria.map(({ name, met }) => ({ name, met: Math.round(met * 100) / 100 })),
  );
  return { ...scored, feedback: writeFeedback(input, scored, audience) };
}

/**
 * A run of named items on the question's subject ("specificity, linearity, range, accuracy, precision") answers a
 * "which ones" question directly: a list of the things asked for is concrete, not an abstraction, though nobody acts
 * in it.
 */
const ENUMERATION_MIN_ITEMS = 3;
const namesWhatWasAsked = (signals: AnswerSignals) =>
  signals.listedItems >= ENUMERATION_MIN_ITEMS && signals.questionOverlap > 0;

// ---- feedback ----------------------------------------------------------------------------------------------------

/** How much a sentence shows: numbers, results, something the candidate did; 2 or more is worth quoting. */
function quoteValue(sentence: string): number {
  return (
    (sentence.match(/\d/g)?.length ? 2 : 0) +
    (/\b(reduc|increas|improv|sav|cut|grew|launched|delivered|result)/i.test(sentence) ? 2 : 0) +
    (/\bi\s+\w+ed\b/i.test(sentence) ? 1 : 0) +
    Math.min(0.5, sentence.length / 240)
  );
}

/** The sentences worth quoting, best first (the earlier sentence on a tie). */
export function quotableSentences(sentences: readonly string[]): string[] {
  return sentences
    .map((sentence, index) => ({ sentence, index, value: quoteValue(sentence) }))
    .filter(({ value }) => value >= 2)
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .map(({ sentence }) => sentence);
}

/**
 * The sentence most worth quoting from a story: the one with the most numbers, outcomes and actions. It needs a
 * number or an outcome to be quoted at all; a long sentence that only says what was done is not praise-worthy.
 */
export function bestSentence(sentences: readonly string[]): string | null {
  return quotableSentences(sentences)[0] ?? null;
}

const REASONING_SENTENCE =
  /\b(because|so that|which means|trade-?off|instead of|rather than|the risk|the downside|depends|otherwise|unless|since)\b/i;

/** Whether a sentence explains a choice ("because", "rather than", "the trade-off"). */
export const showsReasoning = (sentence: string) => REASONING_SENTENCE.test(sentence);

/** The sentence of a technical or design answer that best shows reasoning: it explains a choice. */
function bestReasoningSentence(sentences: readonly string[]): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const sentence of sentences) {
    const words = sentence.split(/\s+/).length;
    if (REASONING_SENTENCE.test(sentence) && words >= 8 && words > bestLength) {
      best = sentence;
      bestLength = words;
    }
  }
  return best;
}

function quote(sentence: string): string {
  const trimmed = sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence;
  return `“${trimmed.replace(/[“”"]/g, '')}”`;
}

/** Second person for the candidate, third person for a recruiter. */
function voice(audience: Audience) {
  const candidate = audience === 'candidate';
  return {
    you: candidate ? 'you' : 'the candidate',
    your: candidate ? 'your' : "the candidate's",
    yourself: candidate ? 'yourself' : 'themselves',
    You: candidate ? 'You' : 'The candidate',
  };
}

function missingItems(
  input: ScoreAnswerInput,
  scored: Omit<ScoredAnswer, 'feedback'>,
  audience: Audience,
): string[] {
  const { signals, rubric } = scored;
  const v = voice(audience);
  const met = (name: string) => scored.criteria.find((criterion) => criterion.name === name)?.met ?? 1;
  const missing: string[] = [];
  const thin = met('depth') < 0.5 && scored.cap === null;
  if (rubric === 'technical' || rubric === 'design') {
    if (isStory(signals) && signals.outcomes === 0 && signals.numbers === 0)
      missing.push('the result, ideally in numbers');
    if (signals.numbers + signals.examples + signals.steps + signals.actions + signals.skillsNamed === 0)
      missing.push('a concrete example: a tool, a number or the steps in order');
    if (input.skill && !signals.mentionsQuestionSkill) missing.push(`how ${input.skill} itself was involved`);
    if (thin)
      missing.push(
        rubric === 'design'
          ? 'the components, the data and how the design meets the scale asked for'
          : `more depth for a ${input.difficulty} question`,
      );
    if (met('trade-offs') < 0.34) missing.push(`the reasoning or trade-offs behind ${v.your} choices`);
  } else if (rubric === 'behavioural') {
    const absent = (['situation', 'task', 'action', 'result'] as const).filter((part) => !signals.star[part]);
    if (absent.length > 0 && absent.length < 4) missing.push(`the ${absent.join(' and ')} of the story`);
    if (signals.actions === 0) missing.push(`a concrete example of what ${v.you} did ${v.yourself}`);
    if (signals.star.result && signals.numbers === 0)
      missing.push('a number that shows the size of the result');
    if (thin) missing.push(`more depth for a ${input.difficulty} question`);
  } else if (rubric === 'motivation') {
    if (signals.aboutEmployer === 0 && signals.namedThings === 0)
      missing.push(`what in particular draws ${v.you} to this company, its product or its team`);
    if (met('link to own experience') < 0.5) missing.push(`how ${v.your} own experience fits the role`);
    if (signals.genericMotivation > 0) missing.push('reasons that would not fit any other employer');
  } else if (rubric === 'introduction') {
    if (met('relevance') < 0.3) missing.push(`${v.your} professional background and what ${v.you} do now`);
    if (met('link to the role') < 0.5) missing.push('why this role is the natural next step');
    if (signals.words > 0 && signals.fillers / signals.words > FILLER_SHARE_ALLOWED)
      missing.push('a shorter, more direct delivery');
  }
  // Nothing in particular is absent, but the answer is not yet strong: name what the rubric would want more of.
  if (missing.length === 0 && scored.cap === null && scored.score < STRONG_SCORE) {
    missing.push(
      {
        technical: 'more depth: the reasons behind each step and what could go wrong',
        design: 'more depth: the reasons behind each component and what could go wrong',
        behavioural: `more depth: what ${v.you} did, step by step, and why`,
        motivation: 'more specific reasons tied to this company and this role',
        introduction: 'a tighter summary that leads with the highlights most relevant to this role',
        closing: '',
      }[rubric],
    );
  }
  return missing.slice(0, 3);
}

/** Names up to two of the hedges the answer itself used, so the advice never quotes words that were not said. */
function fewerHedges(hedges: readonly string[]): string {
  const examples = hedges.slice(0, 2).map((hedge) => `"${hedge.replace(/\bi\b/g, 'I')}"`);
  return examples.length > 0
    ? `Fewer hedges (${examples.join(', ')}) would make the answer sound surer.`
    : 'Fewer hedges would make the answer sound surer.';
}

/**
 * The feedback on a scored answer, written for `audience`: the score does not depend on who reads it, so a second
 * reader's text is written from the same judgement instead of scoring the answer again.
 */
export function writeFeedback(
  input: ScoreAnswerInput,
  scored: Omit<ScoredAnswer, 'feedback'>,
  audience: Audience,
): string {
  const v = voice(audience);
  const note =
    scored.ignoredInstructions.length > 0
      ? ` ${
          audience === 'candidate'
            ? IGNORED_INSTRUCTIONS_FEEDBACK
            : 'Text addressed to the scorer was ignored; only what the candidate said about their experience counts.'
        }`
      : '';
  if (scored.status === 'not-scored')
    return scored.cap === 'empty' ? `${EMPTY_ANSWER_FEEDBACK}${note}` : `${NOT_SCORED_FEEDBACK}${note}`;
  if (scored.cap === 'empty') return `${EMPTY_ANSWER_FEEDBACK}${note}`;
  if (scored.status === 'unheard') return `${UNHEARD_FEEDBACK}${note}`;

  const { signals, rubric, cap } = scored;
  const sentences: string[] = [];
  if (cap === 'one-line') sentences.push(`The answer was too short to show ${v.your} experience.`);
  else if (cap === 'off-topic') sentences.push('The answer did not address the question that was asked.');
  else if (cap === 'keyword-list')
    sentences.push('The answer listed terms without explaining how or why they would be used.');
  else if (cap === 'does-not-know')
    sentences.push(`${v.You} said ${audience === 'candidate' ? 'you did' : 'they did'} not know the answer.`);
  else if (madeSmall(signals, rubric))
    sentences.push(
      `${v.You} said the work is "just" one step; an interviewer will want to hear how it is done, checked and what could go wrong.`,
    );
  else if (signals.dismissals > 0)
    // Waving the work away is what an interviewer remembers; nothing else in the answer is held up as good.
    sentences.push(
      `${v.You} said part of the work needs no doing without saying why; an interviewer will want to hear how it is done and checked.`,
    );
  else if (scored.score >= QUOTE_MIN_SCORE) {
    const good =
      rubric === 'technical' || rubric === 'design'
        ? (bestSentence(signals.sentences) ?? bestReasoningSentence(signals.sentences))
        : bestSentence(signals.sentences);
    if (good) sentences.push(`Good: ${quote(good)}`);
    else if (signals.mentionsQuestionSkill && input.skill)
      sentences.push(`${v.You} engaged with ${input.skill} directly.`);
  }

  const missing = missingItems(input, scored, audience);
  if (missing.length > 0) sentences.push(`Missing: ${missing.join('; ')}.`);
  if (signals.hedges >= 2) sentences.push(fewerHedges(hedgesIn(input.answer)));
  if (sentences.length === 0) sentences.push('A complete, specific answer.');
  return `${sentences.join(' ')}${note}`;
}
