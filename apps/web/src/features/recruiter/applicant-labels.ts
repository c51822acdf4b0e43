/** Labels and styles for applicants' statuses and interview progress, shared by the recruiter pages. */
import type { Applicant, ApplicationStatus, JobStatus, ScoreResult } from '@intervia/shared';
import { NO_OVERALL_SCORE, overallScoreShown } from '../feedback/score-presentation';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};

export const APPLICATION_STATUS_STYLES: Record<ApplicationStatus, string> = {
  new: 'bg-slate-100 text-slate-700',
  shortlisted: 'bg-brand-50 text-brand-800',
  rejected: 'bg-red-50 text-red-800',
  hired: 'bg-emerald-50 text-emerald-800',
};

export function interviewProgressLabel(
  applicant: Pick<Applicant, 'interviewStatus' | 'method'> & { incomplete?: boolean },
): string {
  if (applicant.method === 'profile') return 'Applied with profile';
  if (applicant.method === 'resume') return 'Applied with résumé';
  // Ended before every question was answered: not ranked with complete interviews; a retake can be allowed.
  if (
    applicant.incomplete &&
    (applicant.interviewStatus === 'completed' || applicant.interviewStatus === 'scored')
  )
    return 'Incomplete — not ranked';
  switch (applicant.interviewStatus) {
    case null:
      return 'Interview withdrawn';
    case 'created':
      return 'Not started';
    case 'in-progress':
      return 'In progress';
    case 'completed':
      return 'Completed — scoring';
    case 'scored':
      return 'Scored';
  }
}

export const applicantsKey = (jobId: string) => `/api/recruiter/jobs/${jobId}/applications`;
export const applicantKey = (applicationId: string) => `/api/recruiter/applications/${applicationId}`;

/** How often an applicant whose interview is not scored yet is re-read (the interview ending, scoring finishing). */
export const APPLICANT_RESULT_POLL_MS = 4000;

/** Whether the applicant's first-round result is still to come: the interview is not taken, running or scoring. */
export function awaitsResult(
  applicant: Pick<Applicant, 'method' | 'interviewStatus' | 'overallScore'>,
): boolean {
  if (applicant.method !== 'ai-interview' || applicant.overallScore !== null) return false;
  return (
    applicant.interviewStatus === 'created' ||
    applicant.interviewStatus === 'in-progress' ||
    applicant.interviewStatus === 'completed'
  );
}

/**
 * The score and rank of an applicant in a list: "72/100 · rank 2". An applicant without a rank (an incomplete
 * interview, whose progress label says so) shows the score alone; one not yet scored says so.
 */
export function scoreLabel(applicant: Pick<Applicant, 'overallScore' | 'rank'>): string {
  if (applicant.overallScore === null) return 'Not scored yet';
  return applicant.rank === null
    ? `${applicant.overallScore}/100`
    : `${applicant.overallScore}/100 · rank ${applicant.rank}`;
}

/**
 * The score at the head of an applicant's page: as the report below shows it, so "Not scored" when too little was
 * said to judge (the report's card says the same), "—" before any score.
 */
export function applicantHeadScore(overallScore: number | null, latest: ScoreResult | null): string {
  if (latest && overallScoreShown(latest) === null) return NO_OVERALL_SCORE;
  return overallScore !== null ? `${overallScore}/100` : '—';
}

/** What an empty applicant list says: only a job that is not published yet is told to publish. */
export function noApplicantsMessage(jobStatus: JobStatus): string {
  switch (jobStatus) {
    case 'draft':
      return 'No applicants yet. Publish the job or send invite links below.';
    case 'published':
      return "No applicants yet. Candidates can apply from the job's public page, or send invite links below.";
    case 'closed':
      return 'No applicants. The job is closed to new applications.';
  }
}
