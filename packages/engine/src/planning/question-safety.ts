/**
 * A planned question must be something an interviewer may ask aloud. Questions written by a language model are
 * checked here, because the model reads job descriptions and resumes that may carry injected instructions: a
 * question that asks for secrets or private data, or that carries prompt text, is dropped.
 */
import { isInstructionToScorer } from '../scoring/instructions-to-scorer';

const UNSAFE_QUESTION_PATTERNS: readonly RegExp[] = [
  // the candidate's own secrets and identifiers ("your password", "share the PIN"), not security practice in general
  /\b(?:your|share|give|tell|send|provide|what is|what's)\s+(?:\w+\s+){0,4}?(?:password|passcode|pin|api key|secret key|access token|credit card|card number|cvv|bank account|sort code|iban|social security|national insurance|passport number)s?\b/i,
  // private data an interviewer may not ask for
  /\b(?:home address|date of birth|your age|how old are you|religio\w*|pregnan\w*|marital status|sexual orientation|political (?:party|views))\b/i,
  // the model talking about itself or its prompt
  /\b(?:system prompt|previous instructions|as an ai|language model)\b/i,
];

export function isUnsafeQuestion(text: string): boolean {
  return UNSAFE_QUESTION_PATTERNS.some((pattern) => pattern.test(text)) || isInstructionToScorer(text);
}
