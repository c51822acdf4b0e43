/** Reads a multipart/form-data body that may carry one resume file (field "resume") beside text fields. */
import type { FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES, storableText } from '@intervia/shared';
import type { UploadedResume } from '../services/resumes/read-uploaded-resume';
import { DomainError } from '../domain/domain-error';

const RESUME_TOO_LARGE = `The resume is larger than ${RESUME_MAX_BYTES / (1024 * 1024)} MB. Please upload a smaller file.`;

/** The text fields, and the resume (null when none was sent, or it was empty). Any other file is refused. */
export async function readResumeMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; resume: UploadedResume | null }> {
  const fields: Record<string, string> = {};
  let resume: UploadedResume | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[storableText(part.fieldname)] = storableText(String(part.value));
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'resume' || resume)
        throw new DomainError('validation-error', 'Only one file, in the "resume" field, is accepted.');
      if (bytes.byteLength > 0)
        resume = { fileName: part.filename || 'resume', bytes: new Uint8Array(bytes) };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError('payload-too-large', RESUME_TOO_LARGE, { resume: RESUME_TOO_LARGE });
    throw error;
  }
  return { fields, resume };
}
