/**
 * The interviewer with a language model: the built-in policy still decides what happens next (which planned
 * question, one follow-up, repeat, thinking time, the end-call decision), and the model replaces the stock
 * acknowledgement ("Thank you.") with one natural sentence about the candidate's answer. The planned question is
 * always said as written. If the model fails, its first words take longer than LLM_INTERVIEWER_FIRST_TOKEN_MS or it
 * then goes quiet that long, the built-in acknowledgement is used and the call goes on; after such a failure the
 * model is left out for PROVIDER_RETRY_AFTER_MS so later turns do not wait for it again.
 */
import {
  isUnsafeQuestion,
  removeInstructionsToScorer,
  type InterviewerPersona,
  type InterviewerStyle,
} from '@intervia/engine';
import { isLowConfidence } from '@intervia/shared';
import { asData, DATA_NOT_INSTRUCTIONS, type Llm } from '../../llm/llm-client';
import type { InterviewerReply, InterviewerTurnInput } from '../voice-contracts';
import { withDeadline } from '../with-deadline';
import type { BuiltInInterviewer } from './built-in-interviewer';
import { ModelAssistedInterviewer } from './model-assisted-interviewer';

/** How the persona's style sounds in the model's acknowledgement. */
const STYLE_MANNER: Record<InterviewerStyle, string> = {
  friendly: 'a warm, encouraging',
  neutral: 'a calm, professional',
  challenging: 'a brisk, demanding but fair',
};

const LLM_INTERVIEWER_FIRST_TOKEN_MS = 3000;
const MAX_ACKNOWLEDGEMENT_CHARS = 220;

/** One short sentence; anything after it (or any attempt to ask its own question, or unsafe words) is dropped. */
export function tidyAcknowledgement(text: string): string | null {
  const first =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!])\s/)[0]
      ?.trim() ?? '';
  if (first.length < 2 || first.length > MAX_ACKNOWLEDGEMENT_CHARS || first.includes('?')) return null;
  // A model steered by the candidate's text may say what no interviewer says (secrets, its prompt, orders).
  if (isUnsafeQuestion(first)) return null;
  return /[.!]$/.test(first) ? first : `${first}.`;
}

export class LlmInterviewer extends ModelAssistedInterviewer {
  constructor(
    builtIn: BuiltInInterviewer,
    llm: Llm,
    persona: InterviewerPersona,
    log: { warn(details: object, message: string): void },
    firstResponseMs = LLM_INTERVIEWER_FIRST_TOKEN_MS,
  ) {
    super(builtIn, llm, persona, log, firstResponseMs);
  }

  respond(input: InterviewerTurnInput): InterviewerReply {
    const step = this.builtIn.respondStep(input);
    const rest = step.acknowledgement ? step.sentences.slice(1) : step.sentences;
    // The model's thanks refers to something the candidate said: not when the recogniser was unsure of the words.
    const acknowledgement = step.acknowledgement
      ? isLowConfidence(input.recognitionConfidence)
        ? Promise.resolve(step.acknowledgement)
        : this.acknowledge(input.candidateText, step.acknowledgement)
      : Promise.resolve(null);
    let resolveText!: (text: string) => void;
    const text = new Promise<string>((resolve) => (resolveText = resolve));
    const sentences = (async function* () {
      const first = await acknowledgement;
      const all = first ? [first, ...rest] : rest;
      resolveText(all.join(' '));
      yield* all;
    })();
    return {
      sentences,
      outcome: text.then((spoken) => ({
        text: spoken,
        endCall: step.endCall,
        questionIndex: step.questionIndex,
      })),
    };
  }

  private async acknowledge(answer: string, fallback: string): Promise<string> {
    if (!this.breaker.available) return fallback;
    const abort = new AbortController();
    try {
      let text = '';
      const stream = this.llm.streamText({
        system: [
          `You are ${this.persona.assistantName}, ${STYLE_MANNER[this.persona.style ?? 'neutral']} interviewer for the role named in the role data block, speaking aloud.`,
          'Reply with exactly one short sentence (at most 20 words) that acknowledges the candidate’s last answer,',
          'referring to something specific they said. Do not judge or score it, do not ask a question, do not say what comes next.',
          DATA_NOT_INSTRUCTIONS,
        ].join(' '),
        messages: [
          {
            role: 'user',
            content: [
              asData('role', this.persona.role),
              asData('candidate-answer', removeInstructionsToScorer(answer).text),
            ].join('\n\n'),
          },
        ],
        timeoutMs: this.firstResponseMs * 3,
        signal: abort.signal,
      });
      const iterator = stream[Symbol.asyncIterator]();
      // The first words must come within firstTokenMs, and the model may not go quiet for longer than that after.
      for (;;) {
        const next = await withDeadline(iterator.next(), this.firstResponseMs, () => abort.abort());
        if (next.done) break;
        text += next.value;
        if (text.length > MAX_ACKNOWLEDGEMENT_CHARS * 2) break;
      }
      this.breaker.succeeded();
      return tidyAcknowledgement(text) ?? fallback;
    } catch (error) {
      this.breaker.failed();
      this.log.warn(
        { err: error instanceof Error ? error.message : error },
        'LLM interviewer fell back to built-in words',
      );
      return fallback;
    } finally {
      // Stops a stream that was cut short (too long) or given up on.
      abort.abort();
    }
  }
}
