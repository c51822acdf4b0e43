import { REMOTE_POLICY_LABELS, type PublicJob } from '@intervia/shared';

export function formatSalary(
  job: Pick<PublicJob, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>,
): string | null {
  if (!job.salaryCurrency || (job.salaryMin === null && job.salaryMax === null)) return null;
  const money = (n: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: job.salaryCurrency!,
      maximumFractionDigits: 0,
    }).format(n);
  if (job.salaryMin !== null && job.salaryMax !== null)
    return `${money(job.salaryMin)} – ${money(job.salaryMax)}`;
  return job.salaryMin !== null ? `from ${money(job.salaryMin)}` : `up to ${money(job.salaryMax!)}`;
}

export function jobMeta(job: Pick<PublicJob, 'company' | 'location' | 'remote'>): string {
  return `${job.company} · ${job.location} · ${REMOTE_POLICY_LABELS[job.remote]}`;
}

/** The create-interview wizard, prefilled with the posting (role and job description). */
/** The resume builder with this job as its target (the builder reads the job by id). */
export function tailorResumeLink(job: Pick<PublicJob, 'id'>): string {
  return `/dashboard/candidate/profile/resume?${new URLSearchParams({ jobId: job.id }).toString()}`;
}

/** The posting as one job description: the description, then its requirements under their own heading. */
export function jobDescriptionText(job: Pick<PublicJob, 'description' | 'requirements'>): string {
  return job.requirements ? `${job.description}\n\nRequirements:\n${job.requirements}` : job.description;
}

export function practiceLink(job: Pick<PublicJob, 'title' | 'description' | 'requirements'>): string {
  const jd = jobDescriptionText(job);
  const params = new URLSearchParams({ role: job.title, jd: jd.slice(0, 6000), source: 'job' });
  return `/dashboard/candidate/interview/create?${params.toString()}`;
}
