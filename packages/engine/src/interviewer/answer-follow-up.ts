/**
 * Follow-ups on what the candidate actually said. A specific answer is probed where it is most interesting — a
 * number (how was it measured), a decision (why that choice), a tool (why that tool), a claimed result (how did you
 * know), "we" without "I" (what was your part), and on a second follow-up the trade-off or what they would do
 * differently. A vague answer or "I don't know" gets an encouraging nudge that uses the candidate's own words, or a
 * simpler angle on the question. Pure: the answer and the question in, the follow-up out.
 */
import type { PlannedQuestion } from '@intervia/shared';
import { findSkillMentions } from '../skills/find-skills';
import { findTaxonomySkill } from '../skills/skill-taxonomy';
import { skillKind, spokenSkillName } from '../planning/skill-wording';
import { toWords } from '../text/text-structure';

/** Answers with fewer words than this are thin: they get a nudge rather than a probe. */
export const FOLLOW_UP_MIN_WORDS = 15;
/** A longer answer is still thin when it is mostly hedging ("I don't know", "stuff", "things"). */
const VAGUE_ANSWER_MAX_WORDS = 35;
/** A quoted part of the answer is cut to this many words, at a word boundary. */
const MAX_HOOK_WORDS = 16;

export type FollowUpKind =
  | 'nudge'
  | 'simpler-angle'
  | 'measure'
  | 'why-choice'
  | 'why-tool'
  | 'how-known'
  | 'own-part'
  | 'trade-off'
  | 'differently'
  | 'clarify';

export interface FollowUp {
  kind: FollowUpKind;
  text: string;
}

export type AnswerQuality = 'dont-know' | 'thin' | 'specific';

const HEDGES =
  /\b(i don'?t know|not sure|no idea|i guess|maybe|stuff|things|kind of|sort of|whatever|etc|something like that)\b/gi;
const DONT_KNOW =
  /\b(i (?:do not|don'?t) (?:really )?know|(?:i'?m|i am) (?:honestly |really |just )?not (?:really |quite |very |totally |completely |entirely |fully |a hundred per ?cent |all that )?sure(?: exactly| precisely)?|(?:i )?(?:couldn'?t|could not|can'?t|cannot) (?:really )?tell you (?:much|a lot|anything)|no idea|never (?:used|done|worked with|heard of)|(?:haven'?t|have not) (?:used|done|worked with)|not familiar|(?:google|look) it up|(?:would|will) (?:probably |just )?(?:google|search|look))\b/i;
const SPECIFICS =
  /\d|%|\b(for example|for instance|i (built|led|designed|reduced|increased|improved|wrote|created|managed|delivered|migrated|chose|decided))\b/i;

/** Too short, or mostly hedging. */
export function isThinAnswer(typed: string): boolean {
  const answer = plainApostrophes(typed);
  const words = toWords(answer).length;
  if (words < FOLLOW_UP_MIN_WORDS) return true;
  const hedges = answer.match(HEDGES)?.length ?? 0;
  return words <= VAGUE_ANSWER_MAX_WORDS && hedges >= 2 && !SPECIFICS.test(answer);
}

/**
 * How much an answer gave, for the acknowledgement when the interviewer moves on: a short answer that still names
 * things ("I write SQL every day, with window functions") is not thanked like a vague one is not.
 */
export function acknowledgedQuality(typed: string): AnswerQuality {
  const answer = plainApostrophes(typed);
  const quality = answerQuality(answer);
  if (quality !== 'thin') return quality;
  return toWords(answer).length >= 10 || SPECIFICS.test(answer) ? 'specific' : 'thin';
}

export function answerQuality(typed: string): AnswerQuality {
  const answer = plainApostrophes(typed);
  const words = toWords(answer).length;
  if (DONT_KNOW.test(answer) && (words <= VAGUE_ANSWER_MAX_WORDS || !SPECIFICS.test(answer)))
    return 'dont-know';
  return isThinAnswer(answer) ? 'thin' : 'specific';
}

const PRONOUNS: Readonly<Record<string, string>> = {
  i: 'you',
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  "we'd": "you'd",
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
};

/** The candidate's words turned to face them ("I cut our costs" → "you cut your costs", "I was" → "you were"). */
export function toSecondPerson(text: string): string {
  return text
    .replace(/\b[\p{L}'’]+\b/gu, (word) => {
      const swapped = PRONOUNS[word.toLowerCase().replace(/’/g, "'")];
      return swapped ?? word;
    })
    .replace(
      /\b(you) (am|was)\b/gi,
      (_, you: string, verb: string) => `${you} ${verb === 'am' ? 'are' : 'were'}`,
    );
}

/**
 * Typed and pasted answers often carry typographic apostrophes ("I’m not sure", "don’t"): read them as plain ones,
 * so a doubt or a contraction is heard however it was typed.
 */
function plainApostrophes(answer: string): string {
  return answer.replace(/[’‘]/g, "'");
}

function clauses(answer: string): string[] {
  const parts = answer
    .replace(/\s+/g, ' ')
    .split(/((?<=[.!?;])\s+|,\s+|\s+(?:and then|and|but|so|because)\s+)/i);
  // "I triage my list and move the urgent cases first", "We shipped it, then watched the dashboard": a clause that
  // opens with its verb is said back with the subject the answer last gave ("you watched the dashboard"), or with
  // the candidate's "I" when it gave none ("Had to rewrite the pipeline" → "you had to rewrite the pipeline").
  let subject: string | null = null;
  const found: string[] = [];
  for (let at = 0; at < parts.length; at += 2) {
    const clause = (parts[at] ?? '').trim().replace(/[.!?;,]+$/, '');
    const joinedBy = (parts[at - 1] ?? '').trim().toLowerCase();
    const bare = clause.replace(LEADING_FILLER, '').trim();
    const [first = '', ...rest] = bare.split(' ');
    const bareVerb =
      subject !== null &&
      (joinedBy === 'and' || joinedBy === 'and then') &&
      /^[a-z]+$/.test(first) &&
      !NOT_A_BARE_VERB.test(first) &&
      !HAS_VERB.test(rest.join(' '));
    if (bareVerb || opensWithVerb(bare)) {
      found.push(`${subject ?? 'I'} ${bare.charAt(0).toLowerCase()}${bare.slice(1)}`);
      continue;
    }
    subject = clauseSubject(bare) ?? subject;
    found.push(clause);
  }
  return found.filter((clause) => toWords(clause).length >= 2);
}

/** Words a clause can open with that are not a verb left without its subject ("and the number went down"). */
const NOT_A_BARE_VERB =
  /^(?:the|a|an|this|that|these|those|which|who|where|it|its|they|their|he|she|his|her|i|we|you|my|our|your|everyone|everybody|nobody|people|there|then|after|before|when|once|in|on|at|by|for|with|from|over|within|about|around|only|also|mostly|all|each|every|some|most|no|not)$/i;

/** Who a clause says acted: "I" or "we" anywhere in it (they are never objects), or a team opening it. */
function clauseSubject(clause: string): string | null {
  const team = /^(?:my|our|the) team\b/i.exec(clause)?.[0];
  if (team) return team.toLowerCase();
  const pronoun = /(?:^|\s)(i|we)(?:'(?:m|ve|d|ll|re))?(?=\s)/i.exec(clause)?.[1];
  if (!pronoun) return null;
  return pronoun.toLowerCase() === 'i' ? 'I' : 'we';
}

/** Past forms and auxiliaries that open a clause whose subject was left out ("had to", "led the team", "was"). */
const SUBJECTLESS_VERB =
  /^(?:had|has|have|was|were|did|could|would|should|will|can|might|must|also|built|made|wrote|ran|led|got|went|took|set|found|cut|kept|spent|brought|bought|sent|gave|saw|put|told|said|began|chose|taught|caught|felt|left|met|paid|sold|won|drew|grew|knew|held|dealt|lost|split|spoke|stood|threw|rebuilt|rewrote|ended)$/i;
/** Words ending in "-ed" that open a phrase rather than a subjectless clause ("Based on the data", "Compared to"). */
const NOT_A_PAST_VERB =
  /^(?:based|compared|related|combined|need|speed|feed|seed|indeed|hundred|red|bed|shed)$/i;
/** What follows a verb that has left out its subject: an object or a preposition ("watched the", "decided to"). */
const AFTER_A_VERB =
  /^(?:the|a|an|this|that|these|those|it|them|him|her|my|our|their|his|its|to|on|in|at|for|with|from|up|out|down|over|into|through|about|all|every|each|some|most|more|less|much|back|off|away|by|\d[\d,.%]*|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|half)$/i;

/** "Watched the dashboard", "Had to rewrite it", "was promoted": a clause that opens with its verb, no subject said. */
function opensWithVerb(clause: string): boolean {
  const [first = '', second = ''] = clause.split(' ');
  if (!/^[\p{L}]+$/u.test(first) || !second) return false;
  if (/^(?:had|has|have|was|were|did|could|would|should|will|might|must)$/i.test(first)) return true;
  const pastTense =
    (/^\p{L}{2,}ed$/iu.test(first) && !NOT_A_PAST_VERB.test(first)) || SUBJECTLESS_VERB.test(first);
  return pastTense && AFTER_A_VERB.test(second);
}

/** Words a quoted part of the answer may not end on: the phrase would be cut in the middle. */
const DANGLING =
  /^(?:a|an|the|to|of|for|with|and|or|but|in|on|at|from|by|into|onto|upon|via|between|until|about|that|which|my|our|your|their|his|her|its|is|was|were|be|very|so|than|as|rather|instead)$/i;

function shorten(text: string): string {
  const words = text.split(/\s+/);
  if (words.length <= MAX_HOOK_WORDS) return text;
  const kept = words.slice(0, MAX_HOOK_WORDS);
  while (kept.length > 3 && DANGLING.test(kept.at(-1) ?? '')) kept.pop();
  return kept.join(' ');
}

const LEADING_FILLER =
  /^(?:(?:well|so|um+|uh+|yeah|yes|okay|ok|basically|honestly|actually|i think|i mean|like|and|then|also|not (?:really |quite )?sure)(?:\s+[-–—]\s+|[\s,]+))+/i;

/** A part of the answer said back as "that …": "which cut latency by half" → "that it cut latency by half". */
function asThatClause(clause: string): string {
  const tidy = clause.replace(LEADING_FILLER, '').trim();
  const body = /^(?:which|that)\s+/i.test(tidy) ? tidy.replace(/^(?:which|that)\s+/i, 'it ') : tidy;
  const spoken = toSecondPerson(shorten(body));
  const lowered = `${spoken.charAt(0).toLowerCase()}${spoken.slice(1)}`;
  const dependent = dependentOpening(lowered);
  if (dependent) {
    // "after you split it over four machines" is no sentence of its own; what it says happened is said back as
    // such ("that you split it over four machines"), and a condition as the case it names.
    const rest = lowered.slice(dependent.length).trim();
    return dependent === 'if' ? `what happens if ${rest}` : `that ${rest}`;
  }
  // "that you used it for caching", but a fragment without a verb is said back as it is ("mostly React and Redux"),
  // without the "about" that tied it to the sentence it came from ("… and about planning our time better").
  return HAS_VERB.test(lowered) ? `that ${lowered}` : lowered.replace(/^(?:about|regarding)\s+/, '');
}

/** Conjunctions that make a clause depend on another ("when the lists got huge", "because we had no tests"). */
const CONJUNCTION_OPENING = /^(?:as soon as|when|once|while|because|if|although|though|whereas)\s/i;
/** Words that are conjunctions only before a subject ("after we moved it"; "after the release we …" has its own). */
const SUBJECT_CONJUNCTION_OPENING =
  /^(?:after|before|since|until)\s+(?:i|we|you|it|they|he|she|my|our|your|the team)\b/i;
/** A subject and its verb ("it takes", "we moved"); a dependent clause with two holds its main clause too. */
const SUBJECT_AND_VERB =
  /\b(?:i|we|you|it|they|he|she|there)\s+(?!(?:to|the|a|an|over|across|into|onto|on|in|at|for|with|from|by|and|or|up|out|down|off|back|all|both|too|as)\b)[a-z]/gi;

/** The conjunction a clause opens with when the clause cannot stand alone ("after we moved it"); null otherwise. */
function dependentOpening(clause: string): string | null {
  const opening =
    CONJUNCTION_OPENING.exec(clause)?.[0] ?? SUBJECT_CONJUNCTION_OPENING.exec(clause)?.[0].split(' ')[0];
  // "when that happened" is said back as it is: without "when" it would read "that that happened".
  if (!opening || /^that\b/.test(clause.slice(opening.length).trim())) return null;
  return (clause.match(SUBJECT_AND_VERB)?.length ?? 0) >= 2 ? null : opening.trim().toLowerCase();
}

/** "You said that you cut costs", but "You mentioned mostly React and Redux": "said" only before a clause. */
function youSaid(phrase: string): string {
  const isClause =
    !/^what happen/.test(phrase) &&
    (/^that\s/.test(phrase) ||
      HAS_VERB.test(phrase) ||
      /^(?:you(?:'\w+)?|your \w+|it|they|he|she|there)\s/.test(phrase));
  return `${isClause ? 'You said' : 'You mentioned'} ${phrase}`;
}

const HAS_VERB =
  /\b(?:\w+ed|is|was|were|are|am|be|been|have|has|had|do|did|does|use|uses|built|made|wrote|ran|led|got|went|took|set|found|know|knew|think|thought|work|works|worked|can|could|would|will)\b/i;

const NUMBER_WORD =
  '(?:\\d[\\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|hundreds of|a thousand|thousands of|half|a third|a quarter)';
const METRIC_UNIT =
  '(?:%|percent|x\\b|times|ms\\b|milliseconds|seconds|minutes|hours|days|weeks|months|users|customers|clients|patients|people|engineers|requests|k\\b|million|thousand|points|tickets|deals|leads|calls)';
const METRIC = new RegExp(
  `\\b${NUMBER_WORD}\\s*(?:of (?:the|our) )?${METRIC_UNIT}|[£$€]\\s?\\d[\\d,.]*|\\bfrom\\s+(?:about\\s+)?${NUMBER_WORD}\\b[^,.;]{0,30}?\\bto\\s+(?:under\\s+|about\\s+)?${NUMBER_WORD}\\b`,
  'i',
);
/** A figure as spoken or typed: "4.2", "4.2s", "40%", "forty". */
const FIGURE = `(?:\\d[\\d,.]*\\w*%?|${NUMBER_WORD})`;
/**
 * "went from 4.2 seconds to 1.8", "down from forty minutes", "it used to take three hours", "40 minutes before": the
 * answer gave the figure before the change, so the interviewer does not ask for it.
 */
const BEFORE_FIGURE = new RegExp(
  [
    `\\bfrom\\s+(?:about\\s+|around\\s+|roughly\\s+|over\\s+|nearly\\s+|almost\\s+)?${FIGURE}\\b[^.;!?]{0,40}?\\bto\\b`,
    `\\b(?:down|up)\\s+from\\s+${FIGURE}\\b`,
    `\\b(?:before|previously|originally|initially|at first|used to(?: take| be)?|had been)\\b[^.;!?]{0,30}?\\b${FIGURE}\\b`,
    `\\b${FIGURE}\\b[^.;!?]{0,25}?\\b(?:before|beforehand|previously|originally|at first)\\b`,
  ].join('|'),
  'i',
);
/** "measured with Lighthouse", "the dashboard showed", "we tracked it in Datadog": the answer said how it was known. */
const MEASURED_BY =
  /\b(?:measured|measuring|tracked|tracking|monitored|benchmarked|load[- ]tested|a\/b test(?:ed|ing)?|according to|real user monitoring|(?:dashboard|report|survey|logs|metrics|analytics|profiler|lighthouse|datadog|grafana)\s+(?:showed|shows|said|confirmed|told us))\b/i;

/** The measure probe asks for what the answer left out: how the figure was known, what it was before, or neither. */
function measureQuestion(answer: string): string {
  const gaveBefore = BEFORE_FIGURE.test(answer);
  const gaveMeasure = MEASURED_BY.test(answer);
  if (gaveBefore && gaveMeasure)
    return 'What else could have moved that number at the same time, and how did you rule it out?';
  if (gaveBefore)
    return 'How did you measure that, and how did you know the change came from your work rather than something else?';
  if (gaveMeasure)
    return 'What was it before, and how did you know the change came from your work rather than something else?';
  return 'How did you measure that, and what was it before?';
}

/** "because our data was relational", "…, so I decided", "to avoid …": the answer says why. */
const GAVE_REASON =
  /\b(?:because|since|so that|so (?:i|we)|as it|as we|as the|the reason|to avoid|to keep|to save|to cut|to reduce)\b/i;
/** "PostgreSQL over MongoDB", "rather than a rewrite": the answer names what the choice was set against. */
const GAVE_ALTERNATIVE =
  /\b(?:rather than|instead of|versus|vs\.?|compared (?:to|with)|over (?:the )?\p{Lu})/u;

/** The sentence of the answer a quoted clause came from (its last words found in it), else the whole answer. */
function sentenceHolding(answer: string, clause: string): string {
  const tail = clause.split(/\s+/).slice(-3).join(' ').toLowerCase();
  return answer.split(/(?<=[.!?])\s+/).find((sentence) => sentence.toLowerCase().includes(tail)) ?? answer;
}

/** The why-choice probe asks for what the answer left out: the reason, the alternative, or what would change it. */
function whyChoiceQuestion(answer: string, decision: string): string {
  const sentence = sentenceHolding(answer, decision);
  const gaveReason = GAVE_REASON.test(sentence);
  const gaveAlternative = GAVE_ALTERNATIVE.test(sentence) || /\b(?:rather than|instead of)\b/i.test(decision);
  if (gaveReason && gaveAlternative)
    return 'What would have had to be different for the other option to win?';
  if (gaveReason) return 'What else did you consider, and what made you rule it out?';
  if (gaveAlternative) return 'What tipped it in favour of that choice over the other option?';
  return 'Why that choice, and what else did you consider?';
}

// "I'd stay with them rather than call security": a course set against another is a choice, however it is put.
const DECISION =
  /\b(?:i|we)\s+(?:chose|decided|picked|went with|opted|switched|moved|migrated|replaced|introduced|proposed|settled on|pushed for)\b|\b(?:i|we)\b.*\b(?:rather than|instead of)\b/i;
const RESULT_CLAIM =
  /\b(?:improved|reduced|increased|cut|halved|doubled|saved|sped up|faster|fewer|more reliable|better|grew|boosted|lowered|raised)\b/i;
const REFLECTION =
  /\b(differently|next time|in hindsight|looking back|lesson|learned|learnt|would change)\b/i;
const TRADE_OFF = /\b(trade-?off|downside|cost us|at the expense|drawback|the catch|compromise)\b/i;

function findClause(answer: string, pattern: RegExp): string | null {
  return clauses(answer).find((clause) => pattern.test(clause)) ?? null;
}

/** The most telling part of a short answer, said back to the candidate; null when there is nothing to quote. */
function keyPhrase(answer: string): string | null {
  const candidates = clauses(answer)
    .map((clause) => clause.replace(LEADING_FILLER, '').trim())
    .filter((clause) => !DONT_KNOW.test(clause) && toWords(clause).length >= 3);
  if (candidates.length === 0) {
    // A short fragment ("Mostly React and Redux.") is still the candidate's words to build on.
    const whole = answer
      .replace(LEADING_FILLER, '')
      .replace(/[.!?]+$/, '')
      .trim();
    const words = toWords(whole).length;
    return words >= 2 && words <= MAX_HOOK_WORDS && !DONT_KNOW.test(whole) ? asThatClause(whole) : null;
  }
  // The longest part; of two as long, what the candidate did ("I let her hold the mirror") over the setting.
  const weight = (clause: string) => toWords(clause).length + (/^i\b/i.test(clause) ? 0.5 : 0);
  const longest = candidates.reduce((best, clause) => (weight(clause) > weight(best) ? clause : best));
  return asThatClause(longest);
}

/** The first point a good answer covers that this answer does not mention. */
function uncoveredPoint(question: PlannedQuestion, answer: string): string | null {
  const said = new Set(toWords(answer));
  const point = question.expectedPoints.find((expected) => {
    const content = toWords(expected).filter((word) => word.length > 3);
    return content.length > 0 && !content.some((word) => said.has(word));
  });
  if (!point) return null;
  // Said aloud without its notes: "detection (metrics, alerts, tests)" → "detection", "a / b" → "a".
  const lower = point
    .toLowerCase()
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\s+\/\s+/)[0]!
    .trim();
  // "situation", "diagnosis plan" are said as "the situation", "the diagnosis plan"; "a concrete project",
  // "how it was measured" and "choosing tools" read as they are.
  return /^(?:the|a|an|your|their|its|this|that|these|those|how|what|why|which|when|where|who|whether|one|two|some|any|each|every)\b|^\w+ing\b/.test(
    lower,
  )
    ? lower
    : `the ${lower}`;
}

function nudge(question: PlannedQuestion, answer: string): FollowUp {
  const phrase = keyPhrase(answer);
  if (!phrase) return simplerAngle(question, answer);
  const taxonomySkill = question.skill ? findTaxonomySkill(question.skill) : undefined;
  const skill = taxonomySkill ? spokenSkillName(taxonomySkill) : question.skill;
  const ask =
    question.kind === 'behavioural'
      ? 'Could you walk me through one specific time: what happened, what you did yourself, and how it turned out?'
      : question.kind === 'intro'
        ? 'Could you tell me a bit more about what you worked on there, and what you were responsible for?'
        : skill && question.kind === 'technical'
          ? `Could you give me a concrete example of how you used ${skill} there, and why you chose that approach?`
          : 'Could you walk me through one concrete example: what the situation was, what you did, and how it turned out?';
  const point = question.kind === 'intro' ? null : uncoveredPoint(question, answer);
  const focus = point ? ` In particular, I would like to hear about ${point}.` : '';
  return { kind: 'nudge', text: `You mentioned ${phrase}. ${ask}${focus}` };
}

const DONT_KNOW_ALL = new RegExp(DONT_KNOW.source, 'gi');
/** "Not sure on how …" opening an answer: the doubt without "I'm", before what it is about. */
const OPENING_DOUBT = /^\s*not (?:really |quite |totally |fully |entirely )?sure\b/i;
/** "I have not handled …", "we didn't do …": the candidate saying what they have not done. */
const NOT_DONE =
  /\b(?:i|we)(?:'ve| have)?\s+(?:have not|haven'?t|had not|hadn'?t|did not|didn'?t|never|not)\s+(?:really\s+|actually\s+)?\w+(?:\s+(?:with|on|about|in))?\b/gi;
/** Words that open a clause about the thing ("what …", "how I would handle …") rather than name it. */
const UNSURE_LEAD =
  /^(?:(?:what|how|whether|if|why|when|which|about|of|on|with|to|for|as for|regarding|when it comes to|is|it|the answer to)\s+)+(?:(?:i|we|you)\s+(?:would|should|could|will|can|do|did|might|need to|have to)\s+\w+\s+)?/i;
/** Hedges after what the candidate is unsure of ("… myself", "… to be honest"). */
const HEDGE_WORDS = 'myself|ourselves|personally|yet|really|at all|to be honest|honestly|sorry';
const HEDGE_TAIL = new RegExp(`(?:\\s+(?:${HEDGE_WORDS}))+$`, 'i');
/** The hedges, and the verb and adverbs left when the thing is said as a noun ("what the ratio is" → "the ratio"). */
const UNSURE_TAIL = new RegExp(`(?:\\s+(?:is|are|was|were|works?|directly|before|${HEDGE_WORDS}))+$`, 'i');
const HEDGE = new RegExp(HEDGES.source, 'i');
const STARTS_WITH_PERSON = /^(?:i|i'm|i've|we|we're|we've|you|my|our|it|that|this|there)\b/i;
/**
 * Fragments that name nothing: a hedge on its own ("to be honest"), what the candidate has or has not done ("never
 * had to", "probably escalate it", "counted every box"), or a question about "it" ("how it works here").
 */
const NOT_A_THING =
  /^(?:(?:to )?be honest|tbh|honestly|really|never|probably|maybe|just|always|usually|only)\b|^(?:what|how|whether|if|why|when|where|which)\s+(?:it|that|this|they|them)\b|^\p{L}+ed\s+(?:the|a|an|every|all|each|my|our|your|some|it|them)\b/iu;

/** A question word opening a clause the candidate is unsure of ("how pgBackRest handles that case"). */
const WH_CLAUSE = /^(?:what|how|whether|if|why|when|where|which)\s+(?!(?:i|we|you)\s)/i;
/** "what the exact contrast ratio is": the thing itself, said without the question word and the verb. */
const WHAT_IT_IS = /^(?:what|which)\s+(.+?)\s+(?:is|are|was|were)$/i;

/**
 * Words that open the case a question is asked about ("… when the tenant is new", "… if the load doubles"), or what
 * it is set against ("… compared to the old scheme").
 */
const CASE_JOINER =
  /\s+(?:when|if|once|where|because|after|before|unless|while|compared (?:to|with)|versus|vs\.?|rather than)\s+/i;
/** A thing the candidate is unsure of is said back in at most this many words (a question of theirs, up to a hook). */
const MAX_UNSURE_THING_WORDS = 8;

/**
 * The thing a fragment of an unsure answer names: a noun phrase ("a load balancer", "the exact contrast ratio") or,
 * where the candidate named it as a question, that question as a clause ("how pgBackRest handles that exact case").
 */
function unsureSubject(fragment: string): string {
  const trimmed = fragment.trim();
  const clause = trimmed.replace(/^(?:(?:about|of|on)\s+)+/i, '');
  if (WH_CLAUSE.test(clause)) {
    // "how the rules apply when the tenant is new": the question itself, without the case it is asked about.
    const question = toWords(clause).length > MAX_UNSURE_THING_WORDS ? clause.split(CASE_JOINER)[0]! : clause;
    const thing = WHAT_IT_IS.exec(question)?.[1];
    if (thing) return thing;
    return question.replace(HEDGE_TAIL, '');
  }
  // A topic put first ("For the load tests I'm not sure …") opened the sentence: its article is said in lower case.
  const thing = trimmed
    .replace(UNSURE_LEAD, '')
    .replace(UNSURE_TAIL, '')
    .trim()
    .replace(/^(?:The|A|An|This|That|These|Those|Our|My)\b/, (article) => article.toLowerCase());
  // "the exact filing rules when a partner leaves": the thing, without the case.
  return toWords(thing).length > MAX_UNSURE_THING_WORDS ? thing.split(CASE_JOINER)[0]!.trim() : thing;
}

/**
 * What the candidate says they are unsure of or have not done, in their own words ("I'm not sure, I have not handled
 * a leasehold extension myself" → "a leasehold extension"); null when the answer names nothing.
 */
function unsureAbout(answer: string): string | null {
  const fragments = answer
    .replace(/\s+/g, ' ')
    .replace(DONT_KNOW_ALL, '|')
    .replace(NOT_DONE, '|')
    .replace(OPENING_DOUBT, '|')
    .split(/[|.!?;,:]|\s+[-–—]\s+|\s+(?:but|so|because)\s+/i)
    // "how to split the work between days and nights" is one thing; "and" parts other fragments.
    .flatMap((fragment) =>
      WH_CLAUSE.test(fragment.trim().replace(/^(?:(?:about|of|on)\s+)+/i, ''))
        ? [fragment]
        : fragment.split(/\s+and\s+/i),
    )
    .map(unsureSubject);
  const found = fragments.find((fragment) => {
    const words = toWords(fragment).length;
    // A question of the candidate's own ("how the rota handles …") may be said back longer than a noun phrase.
    const longest = WH_CLAUSE.test(fragment) ? MAX_HOOK_WORDS : MAX_UNSURE_THING_WORDS;
    return (
      words >= 2 &&
      words <= longest &&
      !STARTS_WITH_PERSON.test(fragment) &&
      !HEDGE.test(fragment) &&
      !NOT_A_THING.test(fragment)
    );
  });
  return found ? toSecondPerson(found) : null;
}

/** "I'd probably check the rates page or ask the payroll manager": what the candidate would do instead of knowing. */
const INSTEAD =
  /(?:\b(?:i'?d|i would|i'?ll|i will|i'?d have to|i would have to)|(?:^|[.!?,;]|\s[-–—])\s*(?:probably|maybe))\s+(?:probably\s+|just\s+|first\s+|normally\s+|usually\s+)*((?:check|ask|test|try|read|look|consult|speak|talk|raise|escalate|refer|review|research|confirm|verify|find|get|phone|call|email|go back to|double-check)\b[^.!?;]*)/i;
/** The action said back is at most this many words; a longer one is cut where its first alternative ends. */
const MAX_INSTEAD_WORDS = 14;

/**
 * What the candidate says they would do instead of knowing, put to them in the second person ("I'd check the
 * National Annex or ask the associate" → "check the National Annex or ask the associate"); null when they say none.
 */
export function insteadAction(answer: string): string | null {
  const found = INSTEAD.exec(answer.replace(/\s+/g, ' '))?.[1]
    ?.trim()
    .replace(/[,\s]+$/, '');
  if (!found) return null;
  let action = found;
  if (toWords(action).length > MAX_INSTEAD_WORDS)
    action = action.split(/,\s+|\s+(?:or|and|before|then|but)\s+/i)[0]!;
  if (toWords(action).length > MAX_INSTEAD_WORDS || toWords(action).length < 2) return null;
  return toSecondPerson(action);
}

/** Where a quoted part of an unsure answer ends: the next clause is about something else. */
const CLAUSE_END = /\s*[.!?;,:]|\s+[-–—]\s+|\s+(?:but|and|so|because|though|although|or)\s+/i;
/** "I think it splits the data by a key": the candidate's own partial idea, after the hedge that opens it. */
const PARTIAL_IDEA =
  /\b(?:i think|i believe|i reckon|i suppose|my understanding is|as far as i know|from what i(?:'ve| have) (?:seen|read|heard))\s+(?:that\s+)?(.+)/i;
/** "I've only used Jenkins a couple of times": the little the candidate has done, in their words. */
const LITTLE_DONE =
  /\b(?:i|we)(?:'ve|\s+have)?\s+only\s+((?:ever\s+|really\s+)?(?:used|seen|done|tried|worked with|watched|touched|read about|heard about|set up|run|ran|handled|assisted with|helped with|shadowed|had)\b.+)/i;
/** "I'm not sure I'd handle a consult on my own": what the candidate doubts they would do. */
const UNSURE_WOULD =
  /\b(?:not (?:really |quite )?sure|unsure)\s+(?:that\s+|whether\s+|if\s+)?(?:i'?d|i would|i could|i can|i'?ll|i will)\s+(.+)/i;

/** The first clause of `text`, or null when it is too short or too long to say back whole, or is itself a hedge. */
function firstClause(text: string): string | null {
  const clause = text.split(CLAUSE_END)[0]!.replace(HEDGE_TAIL, '').trim();
  const words = toWords(clause).length;
  if (words < 3 || words > MAX_HOOK_WORDS || HEDGE.test(clause) || DONT_KNOW.test(clause)) return null;
  if (DANGLING.test(clause.split(/\s+/).at(-1) ?? '')) return null;
  return toSecondPerson(clause);
}

/**
 * A nudge that takes up what an unsure answer did offer — a partial idea, the little the candidate has done, what
 * they doubt they could do — with one question on it; null when the answer offers none of these.
 */
function takeUpUnsureAnswer(answer: string): string | null {
  const spoken = answer.replace(/\s+/g, ' ').replace(/’/g, "'");
  const idea = PARTIAL_IDEA.exec(spoken)?.[1];
  // "I think it splits the data by a key" is an idea to take up; "I think I'd google it" is what they would do.
  const ideaClause = idea && !/^(?:so|not|i|we|i'\w+|we'\w+)\b/i.test(idea) ? firstClause(idea) : null;
  if (ideaClause)
    return `That is fine, that is a good start. You said ${ideaClause}: what do you think follows from that in practice?`;
  const little = LITTLE_DONE.exec(spoken);
  const done = little?.[1] ? firstClause(little[1]) : null;
  if (little && done) {
    const have = /(?:'ve|\s+have)\s+only/i.test(little[0]) ? ' have' : '';
    return `That is fine. You said you${have} only ${done}: what do you remember of it, and what part did you play yourself?`;
  }
  // "be able to run the shift" is said back as "run the shift"; "be comfortable …" has no action to imagine.
  const doubt = UNSURE_WOULD.exec(spoken)?.[1]?.replace(/^be able to\s+/i, '');
  const doubted = doubt && !/^(?:be|been|have|had|get)\b/i.test(doubt) ? firstClause(doubt) : null;
  if (doubted)
    return `That is fine. Say you did ${doubted}: what part of it do you think would be the hardest, and how would you prepare for it?`;
  return null;
}

function simplerAngle(question: PlannedQuestion, answer: string): FollowUp {
  const lookItUp = /\b(google|search|look(?:ing)? (?:it )?up)\b/i.exec(answer);
  const instead = insteadAction(answer);
  if (instead && !/^(?:google|search|look (?:it )?up)\b/i.test(instead)) {
    const unsure = question.kind === 'intro' ? null : unsureAbout(answer);
    return {
      kind: 'simpler-angle',
      text: unsure
        ? `That is fine: knowing you would ${instead} is a sensible start. Tell me what you do know about ${unsure}, even from a course, a colleague or your reading.`
        : `That is fine: knowing you would ${instead} is a sensible start. Say you had done that: what would you want to find out, and how would you use the answer?`,
    };
  }
  const takenUp = question.kind === 'intro' ? null : takeUpUnsureAnswer(answer);
  if (takenUp) return { kind: 'simpler-angle', text: takenUp };
  if (lookItUp) {
    return {
      kind: 'simpler-angle',
      text: 'That is fair, looking things up is part of the job. Say you did search for it: what would you look for first, and how would you check that what you found is right?',
    };
  }
  const unsure = question.kind === 'intro' ? null : unsureAbout(answer);
  if (unsure) {
    return {
      kind: 'simpler-angle',
      text: `That is fine. Tell me what you do know about ${unsure}, even from a course, a colleague or your reading, or about something similar you have done.`,
    };
  }
  // "Not sure, we always followed the area manager's checklist": what the candidate did say is the way in.
  const said = question.kind === 'intro' ? null : keyPhrase(answer);
  if (said) {
    return {
      kind: 'simpler-angle',
      text: `That is fine. You mentioned ${said}. Tell me more about that: what did you do yourself, and what did you learn from it?`,
    };
  }
  const taxonomySkill = question.skill ? findTaxonomySkill(question.skill) : undefined;
  const skill = taxonomySkill ? spokenSkillName(taxonomySkill) : question.skill;
  switch (question.kind) {
    case 'behavioural':
      return {
        kind: 'simpler-angle',
        text: 'That is fine, it does not have to be from a job. Think of a time in your studies, a side project or a team you were part of: what happened, and what did you do?',
      };
    case 'intro':
      return {
        kind: 'simpler-angle',
        text: 'No problem. Let us start with your most recent role or studies: what did you spend most of your time on?',
      };
    case 'resume':
      return {
        kind: 'simpler-angle',
        text: 'That is all right. What part of that work do you remember best, and what did you do in it yourself?',
      };
    default:
      return {
        kind: 'simpler-angle',
        text: skill
          ? `That is fine, let us take a simpler angle. Have you come across ${skill} at all, even in a course or a side project? Tell me what you did with it or what you noticed about it.`
          : 'That is fine, let us take a simpler angle. Is there anything similar you have done, even on a smaller scale? Tell me about that.',
      };
  }
}

/** Probes in order of interest for a specific answer; each needs something in the answer to take up. */
function probes(question: PlannedQuestion, answer: string): FollowUp[] {
  // The introduction is a warm-up: a thin one gets a nudge, a full one is not cross-examined.
  if (question.kind === 'intro') return [];
  const found: FollowUp[] = [];
  const metric = findClause(answer, METRIC);
  if (metric) {
    found.push({
      kind: 'measure',
      text: `You mentioned ${asThatClause(metric)}. ${measureQuestion(answer)}`,
    });
  }
  const decision = findClause(answer, DECISION);
  if (decision) {
    found.push({
      kind: 'why-choice',
      text: `${youSaid(asThatClause(decision))}. ${whyChoiceQuestion(answer, decision)}`,
    });
  }
  const tools = findSkillMentions(answer).filter(({ skill }) => {
    const kind = skillKind(skill);
    return (kind === 'technology' || kind === 'work-tool') && skill.name !== question.skill;
  });
  const mention = tools[0];
  // The tool as the candidate said it ("Kafka", not the taxonomy's "Message queues").
  const said = mention
    ? [...mention.skill.aliases]
        .sort((a, b) => b.text.length - a.text.length)
        .map((alias) => answer.slice(mention.index, mention.index + alias.text.length))
        .find((text) =>
          mention.skill.aliases.some((alias) => alias.text.toLowerCase() === text.toLowerCase()),
        )
    : undefined;
  const tool = mention ? (said ?? spokenSkillName(mention.skill)) : undefined;
  if (tool) {
    found.push({
      kind: 'why-tool',
      text: `You brought up ${tool}. What made it the right tool there, and what would you watch out for with it?`,
    });
  }
  const claim = findClause(answer, RESULT_CLAIM);
  // A result whose evidence the answer gave ("the dashboard showed …") is not asked how it was known.
  if (claim && !metric && !MEASURED_BY.test(answer)) {
    found.push({
      kind: 'how-known',
      text: `${youSaid(asThatClause(claim))}. How did you know it worked — what did you look at?`,
    });
  }
  // The probes that do not quote the answer say back what it did say, so none is a stock question.
  const hook = keyPhrase(answer);
  const saidBack = hook ? `${youSaid(hook)}. ` : '';
  const saysWe = /\b(we|our|the team)\b/i.test(answer);
  const saysI = /\bi\b/i.test(answer);
  if (saysWe && !saysI) {
    found.push({
      kind: 'own-part',
      text: `${saidBack || 'You described what the team did. '}What was your own part in it, and which decisions were yours?`,
    });
  }
  if (!TRADE_OFF.test(answer) && question.kind !== 'behavioural') {
    found.push({
      kind: 'trade-off',
      text: `${saidBack}What was the trade-off in that approach? What did it cost you, and would you make the same call again?`,
    });
  }
  if (!REFLECTION.test(answer)) {
    found.push({
      kind: 'differently',
      text: `${saidBack}Looking back, what would you do differently if you faced that again?`,
    });
  }
  return found;
}

export interface FollowUpInput {
  question: PlannedQuestion;
  answer: string;
  /** Follow-ups already asked on this question (their kinds), so a second one asks something else. */
  asked: readonly FollowUpKind[];
  /**
   * False when the recogniser was unsure of the answer's words (its confidence is low): they may be misheard
   * ("Kubernetes" heard as "the parakeets"), so none of them is quoted back or judged.
   */
  heardReliably?: boolean;
}

/**
 * After an answer the recogniser was unsure of: the interviewer says so and asks for the main point again, instead of
 * quoting words the candidate may never have said.
 */
export const CLARIFY_FOLLOW_UP: FollowUp = {
  kind: 'clarify',
  text: 'I may not have caught all of that. Could you give me the main point again, in a sentence or two?',
};

/**
 * The follow-up worth asking after this answer, or null when there is nothing worth taking up. A thin answer or
 * "I don't know" always gets one (a nudge or a simpler angle) unless a nudge was already given; an answer heard
 * unreliably gets a request for its main point, once.
 */
export function chooseFollowUp({
  question,
  answer: typed,
  asked,
  heardReliably = true,
}: FollowUpInput): FollowUp | null {
  if (question.kind === 'closing') return null;
  // Once per question: a second unclear answer is let go rather than asked for a third time.
  if (!heardReliably) return asked.includes('clarify') ? null : CLARIFY_FOLLOW_UP;
  const answer = plainApostrophes(typed);
  const quality = answerQuality(answer);
  const nudged = asked.includes('nudge') || asked.includes('simpler-angle');
  if (quality === 'dont-know') return nudged ? null : simplerAngle(question, answer);
  if (quality === 'thin') return nudged ? null : nudge(question, answer);
  return probes(question, answer).find((probe) => !asked.includes(probe.kind)) ?? null;
}
