/** Candidates' first-round applications: keys, apply, human review. */
import type { CandidateApplication, DirectApplicationInput } from '@intervia/shared';
import { apiRequest } from '../../lib/api-client';

export const CANDIDATE_APPLICATIONS_KEY = '/api/candidate/applications';

/** Where a candidate applies to a job, optionally through an invite link's token. */
export function applyPath(jobId: string, inviteToken?: string): string {
  const base = `/dashboard/candidate/jobs/${jobId}/apply`;
  return inviteToken ? `${base}?invite=${encodeURIComponent(inviteToken)}` : base;
}

export function applyToJob(jobId: string, inviteToken: string | null) {
  return apiRequest<{ application: CandidateApplication }>(`/api/jobs/${jobId}/apply`, {
    method: 'POST',
    json: { consent: true, ...(inviteToken ? { inviteToken } : {}) },
  });
}

export function applyDirectly(jobId: string, input: DirectApplicationInput) {
  return apiRequest<{ application: CandidateApplication }>(`/api/jobs/${jobId}/apply-directly`, {
    method: 'POST',
    json: input,
  });
}

export function requestHumanReview(applicationId: string) {
  return apiRequest<{ application: CandidateApplication }>(
    `/api/candidate/applications/${applicationId}/human-review`,
    { method: 'POST' },
  );
}

export const APPLICATION_PROGRESS: Record<NonNullable<CandidateApplication['interviewStatus']>, string> = {
  created: 'Interview not started',
  'in-progress': 'Interview in progress',
  completed: 'Interview done — scoring',
  scored: 'Interview done',
};

export const DIRECT_APPLICATION_PROGRESS: Record<'profile' | 'resume', string> = {
  profile: 'Applied with your profile',
  resume: 'Applied with a résumé',
};
