/**
 * What both interviewers with a language model share: the greeting, the time warnings and the closing are always the
 * built-in interviewer's words (the model only speaks after an answer), and a breaker leaves the model out for a
 * while after it fails so later turns do not wait for it again. Subclasses decide how the model shapes a reply.
 */
import type { InterviewerPersona } from '@intervia/engine';
import type { Llm } from '../../llm/llm-client';
import type { Interviewer, InterviewerReply, InterviewerTurnInput } from '../voice-contracts';
import { ProviderBreaker } from '../provider-breaker';
import type { BuiltInInterviewer } from './built-in-interviewer';

export abstract class ModelAssistedInterviewer implements Interviewer {
  protected readonly breaker = new ProviderBreaker();

  constructor(
    protected readonly builtIn: BuiltInInterviewer,
    protected readonly llm: Llm,
    protected readonly persona: InterviewerPersona,
    protected readonly log: { warn(details: object, message: string): void },
    /** How long the model may take to start, and may go quiet, before the built-in words are used for the turn. */
    protected readonly firstResponseMs: number,
  ) {}

  open(input: Parameters<Interviewer['open']>[0]): InterviewerReply {
    return this.builtIn.open(input);
  }

  timeWarning(input: Parameters<Interviewer['timeWarning']>[0]): InterviewerReply {
    return this.builtIn.timeWarning(input);
  }

  close(reason: Parameters<Interviewer['close']>[0]): InterviewerReply {
    return this.builtIn.close(reason);
  }

  abstract respond(input: InterviewerTurnInput): InterviewerReply;
}
