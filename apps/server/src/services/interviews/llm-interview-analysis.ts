/**
 * Interview analysis by the configured language model (structured output checked against the shared zod schemas),
 * with the built-in engine as the fallback on any error, timeout or unusable answer. The plan's shape rules stay in
 * code: the question count for the duration and the candidate's wishes (the built-in planner's), no repeated
 * questions, an introduction first and a closing question last. The reserve (questions asked while time remains) is the model's further questions, then the built-in planner's
 * for the model's reading of the posting.
 */
import { z } from 'zod';
import {
  llmReserve,
  questionCountForWishes,
  readPreferences,
  reserveCountForDuration,
  shapeLlmQuestions,
  wishCount,
} from '@intervia/engine';
import { parsedJdSchema, parsedResumeSchema, plannedQuestionSchema } from '@intervia/shared';
import { asData, DATA_NOT_INSTRUCTIONS, type Llm } from '../../llm/llm-client';
import { withFallback, type FallbackLog } from '../../llm/with-fallback';
import {
  builtInInterviewAnalysis,
  builtInPlan,
  type InterviewAnalysis,
  type InterviewAnalysisInput,
  type InterviewAnalysisProvider,
} from './interview-analysis-provider';

const llmAnalysisSchema = z.object({
  parsedJD: parsedJdSchema.omit({ source: true }),
  resume: parsedResumeSchema.nullable(),
  questions: z.array(plannedQuestionSchema),
});

const SYSTEM_PROMPT = [
  'You are an experienced interviewer preparing a spoken mock interview.',
  'Extract the role, seniority, skills (canonical names), responsibilities and requirements from the job description,',
  'read the resume when given, and plan the interview questions.',
  'Rules: the first question is an introduction (kind "intro"), the last a closing question (kind "closing");',
  'between them mix behavioural, technical or role-specific and, when a resume is given, resume questions that name',
  'the candidate’s actual projects; questions name the actual skills; depth follows the difficulty',
  '(easy: understanding and a first example; medium: decisions and trade-offs; hard: design under constraints,',
  'failure modes and measured results); honour the candidate’s preferences; never repeat a question;',
  'each question is one or two spoken sentences.',
  DATA_NOT_INSTRUCTIONS,
].join(' ');

function buildPrompt(input: InterviewAnalysisInput, questionCount: number): string {
  return [
    asData('role-title', input.title),
    `Difficulty: ${input.difficulty}`,
    `Duration: ${input.durationMinutes} minutes — plan exactly ${questionCount} questions.`,
    input.jobDescription ? asData('job-description', input.jobDescription) : 'No job description was given.',
    input.resumeText ? asData('resume', input.resumeText) : 'No resume was given.',
    input.preferences ? asData('preferences', input.preferences) : 'No preferences were given.',
  ].join('\n\n');
}

export function createLlmInterviewAnalysis(llm: Llm): InterviewAnalysisProvider {
  return {
    async analyze(input: InterviewAnalysisInput, log?: FallbackLog): Promise<InterviewAnalysis> {
      // As many questions as the built-in planner's: a short interview makes room for each of the candidate's wishes.
      const questionCount = questionCountForWishes(
        input.durationMinutes,
        wishCount(readPreferences(input.preferences ?? ''), Boolean(input.resumeText)),
      );
      const { value } = await withFallback<InterviewAnalysis>(
        'interview analysis',
        async () => {
          const answer = await llm.generateStructured({
            name: 'interview_analysis',
            schema: llmAnalysisSchema,
            system: SYSTEM_PROMPT,
            prompt: buildPrompt(input, questionCount),
          });
          const source = input.jobDescription ? 'job-description' : input.resumeText ? 'resume' : 'role-only';
          const parsedJD = { ...answer.parsedJD, source } as const;
          const resume = input.resumeText ? answer.resume : null;
          const questions = shapeLlmQuestions(answer.questions, questionCount);
          const builtIn = builtInPlan(input, parsedJD, resume);
          return {
            parsedJD,
            resume,
            plan: {
              difficulty: input.difficulty,
              durationMinutes: input.durationMinutes,
              questions,
              reserve: llmReserve(
                answer.questions,
                questions,
                builtIn.reserve ?? [],
                reserveCountForDuration(input.durationMinutes),
              ),
            },
            source: 'llm',
          };
        },
        () => builtInInterviewAnalysis.analyze(input),
        log ?? { warn: () => {} },
      );
      return value;
    },
  };
}
