import type { CreateInterviewResponse, InterviewerPersonaId, TurnTakingMode } from '@intervia/shared';
import { apiRequest } from '../../lib/api-client';

export interface CreateInterviewInput {
  title: string;
  difficulty: string;
  duration: string;
  jdText: string;
  additionalNotes: string;
  personaId: InterviewerPersonaId;
  turnTaking: TurnTakingMode;
  resume: File | null;
  /** With a job description: also ask about the résumé saved in the profile. */
  useProfileResume?: boolean;
}

/** POST /api/interviews as multipart: the spec's fields plus the resume file. */
export function createInterview(input: CreateInterviewInput): Promise<CreateInterviewResponse> {
  const body = new FormData();
  body.set('title', input.title);
  body.set('difficulty', input.difficulty);
  body.set('duration', input.duration);
  body.set('jdText', input.jdText);
  body.set('additionalNotes', input.additionalNotes);
  body.set('personaId', input.personaId);
  body.set('turnTaking', input.turnTaking);
  if (input.useProfileResume) body.set('useProfileResume', 'true');
  if (input.resume) body.set('resume', input.resume, input.resume.name);
  return apiRequest<CreateInterviewResponse>('/api/interviews', { method: 'POST', body });
}

export const INTERVIEWS_KEY = '/api/interviews';
export const interviewKey = (id: string) => `/api/interviews/${id}`;
