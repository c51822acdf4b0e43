/**
 * The arc of an introduction, as interview guides teach "Tell me about yourself": where the candidate is now, how
 * they got there, and where they want to go next (the present–past–future structure). An answer that covers all
 * three is complete however briefly it is said; counting its words would mark a concise introduction as thin.
 */

/** Now: the current role or work ("I'm a …", "I currently …", "I lead …", "… now"). */
const PRESENT =
  /\b(?:i'?m\s+(?:a|an|currently|now)\b|i\s+am\s+(?:a|an|currently|now)\b|i\s+(?:currently|now)\s+\w+|currently\b|at\s+the\s+moment\b|these\s+days\b|i\s+(?:work|lead|manage|run|teach|look\s+after|head)\s|\bnow\b(?!\s+that))/i;
/** How they got there: training, earlier roles, years in the field. */
const PAST =
  /\b(?:i\s+(?:qualified|graduated|trained|studied|started|began|joined|spent|worked|moved|completed)\b|i\s+have\s+(?:worked|been|spent|led|done)\b|i'?ve\s+(?:worked|been|spent|led|done)\b|before\s+that\b|previously\b|\d+\s+years?\b|since\s+(?:19|20)\d\d\b)/i;
/** Where next: a stated direction or the reason for this move. */
const FUTURE =
  /\b(?:i\s+(?:want|hope|plan|intend|aim)\s+to|i\s+would\s+like\s+to|i'?d\s+(?:like|love)\s+to|i'?m\s+(?:looking|hoping|keen)\s+to|i\s+am\s+(?:looking|hoping|keen)\s+to|looking\s+for\s+(?:a|an|my)\b|next\s+step\b|move\s+into\b|which\s+is\s+why\b|why\s+i'?m\s+applying\b)/i;

export interface IntroductionArc {
  present: boolean;
  past: boolean;
  future: boolean;
}

export function introductionArcOf(answer: string): IntroductionArc {
  return { present: PRESENT.test(answer), past: PAST.test(answer), future: FUTURE.test(answer) };
}

/** 0–1: the share of the arc covered. */
export const arcCoverage = (arc: IntroductionArc) =>
  (Number(arc.present) + Number(arc.past) + Number(arc.future)) / 3;
