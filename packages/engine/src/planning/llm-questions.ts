/**
 * The plan's shape rules applied to questions a language model planned: the question count for the duration, no
 * repeated or unsafe questions, an introduction first and a closing question last; the reserve is the model's
 * further questions, then the built-in planner's, none repeated.
 */
import type { PlannedQuestion } from '@intervia/shared';
import { isUnsafeQuestion } from './question-safety';

/** Applies the plan's shape rules to the model's questions; throws when they cannot be met. */
export function shapeLlmQuestions(questions: PlannedQuestion[], count: number): PlannedQuestion[] {
  const seen = new Set<string>();
  const unique = questions.filter((question) => {
    const key = question.text.trim().toLowerCase();
    // The model reads user text that may carry injected instructions: drop questions no interviewer may ask.
    if (key.length === 0 || seen.has(key) || isUnsafeQuestion(question.text)) return false;
    seen.add(key);
    return true;
  });
  const intro = unique.find((question) => question.kind === 'intro');
  const closing = [...unique].reverse().find((question) => question.kind === 'closing');
  const middle = unique.filter((question) => question !== intro && question !== closing);
  if (!intro || !closing || middle.length < count - 2) {
    throw new Error(
      `The model planned ${unique.length} usable questions (intro: ${Boolean(intro)}, closing: ${Boolean(
        closing,
      )}); ${count} are needed`,
    );
  }
  return [intro, ...middle.slice(0, count - 2), closing];
}

/** The reserve: the model's usable questions beyond the core, then the built-in planner's, none repeated. */
export function llmReserve(
  modelQuestions: readonly PlannedQuestion[],
  core: readonly PlannedQuestion[],
  builtInReserve: readonly PlannedQuestion[],
  count: number,
): PlannedQuestion[] {
  const seen = new Set(core.map((question) => question.text.trim().toLowerCase()));
  const reserve: PlannedQuestion[] = [];
  for (const question of [...modelQuestions, ...builtInReserve]) {
    const key = question.text.trim().toLowerCase();
    if (question.kind === 'intro' || question.kind === 'closing') continue;
    if (key.length === 0 || seen.has(key) || isUnsafeQuestion(question.text)) continue;
    seen.add(key);
    reserve.push(question);
  }
  return reserve.slice(0, count);
}
