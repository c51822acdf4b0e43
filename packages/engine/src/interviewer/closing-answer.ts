/**
 * What the interviewer says to the candidate's own questions at the close ("What does the on-call rotation look
 * like?"). It is an AI interviewer and cannot speak for the employer, so it says so and points the candidate to the
 * hiring team; where a sentence of the posting it was given speaks to the question, it quotes that sentence as the
 * posting's words. It never answers from anything else. Pure: the closing answer and the posting in, sentences out.
 */
import { isHeadingLine, toSentences, toWords } from '../text/text-structure';

/** At most this many of the candidate's questions are taken up; the call is ending. */
const MAX_QUESTIONS_TAKEN_UP = 2;
/** A posting sentence longer than this is not read out as an answer. */
const MAX_QUOTED_WORDS = 35;

/** "What does …", "Is there …", "Could you tell me …": a sentence put as a question, with or without its mark. */
const QUESTION_OPENING =
  /^(?:(?:and|so|also|um+|uh+|well|yes|yeah|okay|ok|actually|just one thing|one thing|one question)[\s,:-]+)*(?:what|how|who|when|where|why|which|whether|is there|are there|is it|is the|are the|are you|do you|does|did|can|could|would|will|should|have you|has the)\b/i;
/** "I was wondering how …", "I'd like to know …": a question put as a statement. */
const INDIRECT_QUESTION =
  /\b(?:i was wondering|i'?m wondering|i wonder|i'?d (?:like|love) to know|i would (?:like|love) to know|i'?m curious|i am curious|can you tell me|could you tell me)\b/i;
/** "What I would add is …", "Which is why …": a statement that opens with a question word. */
const STATEMENT_OPENING = /^(?:(?:what|how|why|when|where)\s+(?:i|we|i'?ve|i'?d)\b|which is why\b)/i;
/** Questions about the candidate's own performance: the report answers them, not the hiring team. */
const ABOUT_MY_PERFORMANCE =
  /\b(?:feedback|advice|tips|how did i do|how i did|my (?:performance|answers?|scores?)|what could i improve|how can i improve)\b/i;

/** The candidate's questions in the closing answer, in their words. */
export function candidateQuestions(answer: string): string[] {
  return answer
    .replace(/\s+/g, ' ')
    .replace(/[’‘]/g, "'")
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      if (sentence.endsWith('?')) return true;
      if (INDIRECT_QUESTION.test(sentence)) return true;
      return QUESTION_OPENING.test(sentence) && !STATEMENT_OPENING.test(sentence);
    });
}

/** Words that say nothing about what the question is on ("what does the team's … look like"). */
const NOT_A_TOPIC = new Set(
  (
    'a an the and or but of to in on at for with from by about into as is are was were be been being do does did ' +
    'done have has had can could would will should may might must shall i me my we our us you your it its this ' +
    'that these those there here what how who whom when where why which whether if any some much many more most ' +
    'like look looks looking tell know wondering wonder curious question questions thing things kind sort way ' +
    'team teams role job position company work working day days typical usually generally also just ' +
    'really actually so well yes yeah okay ok um uh get go going one ask asking would love want please thanks ' +
    'thank think see mean say said lot bit next step steps'
  ).split(' '),
);

/** The words of a question or sentence that name what it is about, in a plain form ("rotations" → "rotation"). */
function topicWords(text: string): Set<string> {
  const words = toWords(text)
    .flatMap((word) => word.replace(/'s$/, '').split(/[-.']/))
    .filter((word) => word.length > 1 && !NOT_A_TOPIC.has(word))
    .map((word) =>
      word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
    );
  return new Set(words);
}

/**
 * The posting's sentence that speaks to the question, as the posting says it; null when none shares enough of its
 * words (two, or the only one the question has).
 */
export function postingSentenceAbout(question: string, postingText: string): string | null {
  const asked = topicWords(question);
  if (asked.size === 0) return null;
  const needed = Math.min(2, asked.size);
  let best: { sentence: string; shared: number } | null = null;
  for (const sentence of toSentences(postingText)) {
    if (isHeadingLine(sentence) || toWords(sentence).length > MAX_QUOTED_WORDS) continue;
    const words = topicWords(sentence);
    const shared = [...asked].filter((word) => words.has(word)).length;
    if (shared >= needed && (!best || shared > best.shared)) best = { sentence, shared };
  }
  return best?.sentence ?? null;
}

/** "Participate in our on-call rotation" → "Participate in our on-call rotation.": a sentence to say as it stands. */
function asSaid(sentence: string): string {
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * What the interviewer says to the closing answer before its goodbye: nothing when the candidate asked nothing; for a
 * question, that it is one for the hiring team, which the AI interviewer cannot answer for, and what the posting
 * says on it when the posting says something.
 */
export function closingReply(answer: string, postingText?: string | null): string[] {
  const questions = candidateQuestions(answer);
  if (questions.length === 0) return [];
  const forTheTeam = questions.filter((question) => !ABOUT_MY_PERFORMANCE.test(question));
  if (forTheTeam.length === 0) return ['Your report will answer that.'];
  const taken = forTheTeam.slice(0, MAX_QUESTIONS_TAKEN_UP);
  const quoted = [
    ...new Set(
      taken.flatMap((question) => {
        const sentence = postingText ? postingSentenceAbout(question, postingText) : null;
        return sentence ? [sentence] : [];
      }),
    ),
  ];
  const good =
    forTheTeam.length > 1
      ? 'Those are good questions to ask the hiring team.'
      : 'That is a good question to ask the hiring team.';
  if (quoted.length === 0) {
    return [
      good,
      'I am an AI interviewer, so I cannot answer for them, and it is worth asking them directly.',
    ];
  }
  return [
    good,
    'I am an AI interviewer, so I cannot answer for them; what I can tell you is what the job posting says.',
    ...quoted.map((sentence, at) => `It ${at === 0 ? 'says' : 'also says'}: "${asSaid(sentence)}"`),
  ];
}
