/**
 * A resume someone uploaded, read for a request: its text, or the API error that explains why it cannot be read.
 * Creating an interview and filling the profile both read resumes this way, on a parser thread with limits.
 */
import type { ApiErrorCode } from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import type { ExtractedResume } from './extract-resume-text';
import { ResumeParsersBusy, parseResumeOffThread } from './parse-resume-off-thread';
import { ResumeFileError, type ResumeProblem } from './resume-file-type';

export interface UploadedResume {
  fileName: string;
  bytes: Uint8Array;
}

/** How each unreadable-resume problem is answered (a file that inflates beyond the limit is too large). */
const RESUME_PROBLEM_CODES: Record<ResumeProblem, ApiErrorCode> = {
  'unsupported-type': 'unsupported-media-type',
  'too-large': 'payload-too-large',
  corrupt: 'validation-error',
  encrypted: 'validation-error',
  'no-text': 'validation-error',
};

export async function readUploadedResume(resume: UploadedResume): Promise<ExtractedResume> {
  try {
    return await parseResumeOffThread(resume.bytes);
  } catch (error) {
    if (error instanceof ResumeParsersBusy) throw new DomainError('service-unavailable', error.message);
    if (error instanceof ResumeFileError)
      throw new DomainError(RESUME_PROBLEM_CODES[error.problem], error.message, { resume: error.message });
    throw error;
  }
}
