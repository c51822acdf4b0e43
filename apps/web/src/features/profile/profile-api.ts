/** Calls for the profile page and the resume builder. */
import {
  readApiErrorBody,
  type BuildResumeRequest,
  type BuiltResumeResponse,
  type CandidateProfile,
  type ProfileImportResponse,
  type ProfileResponse,
  type ResumeDocument,
  type ResumeExportFormat,
  type ResumeVersion,
  type ResumeVersionSummary,
  type RewriteSource,
} from '@intervia/shared';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { downloadBlob } from '../feedback/report-export';

export const PROFILE_KEY = '/api/candidate/profile';
export const RESUME_VERSIONS_KEY = '/api/candidate/resumes';

export const saveProfile = (profile: CandidateProfile) =>
  apiRequest<ProfileResponse>(PROFILE_KEY, { method: 'PUT', json: profile });

/** Reads a resume into a draft merged with `current`, the profile as it is on screen (unsaved edits included). */
export function importResume(file: File, current: CandidateProfile): Promise<ProfileImportResponse> {
  const form = new FormData();
  form.append('current', JSON.stringify(current));
  form.append('resume', file);
  return apiRequest<ProfileImportResponse>('/api/candidate/profile/import', { method: 'POST', body: form });
}

/** The same from a resume uploaded before (for an interview). */
export const importStoredResume = (resumeId: string, current: CandidateProfile) =>
  apiRequest<ProfileImportResponse>('/api/candidate/profile/import', {
    method: 'POST',
    json: { resumeId, current },
  });

export const buildResume = (request: BuildResumeRequest) =>
  apiRequest<BuiltResumeResponse>('/api/candidate/resume-builder', { method: 'POST', json: request });

export const saveResumeVersion = (name: string, document: ResumeDocument, rewriteSource: RewriteSource) =>
  apiRequest<{ version: ResumeVersion }>(RESUME_VERSIONS_KEY, {
    method: 'POST',
    json: { name, document, rewriteSource },
  });

export const getResumeVersion = (id: string) =>
  apiRequest<{ version: ResumeVersion }>(`${RESUME_VERSIONS_KEY}/${encodeURIComponent(id)}`);

export const deleteResumeVersion = (id: string) =>
  apiRequest<null>(`${RESUME_VERSIONS_KEY}/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const versionExportUrl = (version: Pick<ResumeVersionSummary, 'id'>, format: ResumeExportFormat) =>
  `${RESUME_VERSIONS_KEY}/${encodeURIComponent(version.id)}/export?format=${format}`;

/** Downloads the previewed (unsaved) resume: the server renders it, the browser saves the file. */
export async function downloadPreview(document: ResumeDocument, format: ResumeExportFormat): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/candidate/resume-builder/export?format=${format}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ document }),
    });
  } catch {
    throw new ApiRequestError(
      0,
      'network-error',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  if (!response.ok) {
    const error = readApiErrorBody(await response.json().catch(() => null));
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'internal-error',
      error?.message ?? 'The file could not be made. Try again.',
    );
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  downloadBlob(name ?? `resume.${format}`, await response.blob());
}
