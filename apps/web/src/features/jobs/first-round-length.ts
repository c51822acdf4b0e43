/**
 * How the job pages say the length of a first-round interview, from the figure the server works out the way it
 * limits the call (`firstRoundLength` of GET /api/jobs/:id and /api/recruiter/jobs/:id): the job's length only when
 * the company's minutes cover it, never a length the call will not get.
 */
import {
  MAX_INTERVIEW_DURATION_MINUTES,
  MIN_INTERVIEW_DURATION_MINUTES,
  findPlan,
  firstRoundLength,
  type CompanyMinutes,
  type FirstRoundLength,
} from '@intervia/shared';

const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;
/** A cut call's length, never rounded up ("less than a minute" for 30–59 s). */
const cutLength = (length: { callMinutes: number }) =>
  length.callMinutes >= 1 ? minutes(length.callMinutes) : 'less than a minute';

/**
 * The candidate's line on the job page: the interview's real length, never why it is shorter (the company's minutes
 * and billing are the recruiter's business).
 */
export function firstRoundNoteForCandidates(company: string, length: FirstRoundLength): string {
  switch (length.kind) {
    case 'full':
      return `${company} runs a ${length.jobMinutes}-minute first-round interview with an AI interviewer.`;
    case 'cut-to-company-minutes':
      return `${company} runs a first-round interview with an AI interviewer. This interview runs for up to ${cutLength(length)}.`;
    case 'no-company-minutes':
      return `${company} runs a ${length.jobMinutes}-minute first-round interview with an AI interviewer, but it cannot start right now. Please try again later.`;
  }
}

/** The length beside the company on the apply page ("about 15 minutes"), for candidates: no word of billing. */
export function firstRoundLengthLabel(length: FirstRoundLength): string {
  switch (length.kind) {
    case 'full':
      return `about ${minutes(length.jobMinutes)}`;
    case 'cut-to-company-minutes':
      return `up to ${cutLength(length)}`;
    case 'no-company-minutes':
      return 'cannot start right now';
  }
}

/**
 * The recruiter's warning on the job's page, naming the plan that pays (`planName`); null when the company's minutes
 * cover the whole interview.
 */
export function firstRoundWarningForRecruiters(length: FirstRoundLength, planName: string): string | null {
  const payer = `First-round interviews are paid from your company owner’s ${planName} plan`;
  switch (length.kind) {
    case 'full':
      return null;
    case 'cut-to-company-minutes':
      return `${payer}, which has ${cutLength(length)} left this month: a candidate’s interview will be cut to ${cutLength(length)} instead of this job’s ${minutes(length.jobMinutes)}.`;
    case 'no-company-minutes':
      return `${payer}, which has no interview minutes left this month: candidates cannot start this job’s ${length.jobMinutes}-minute interview until the minutes renew or the plan has more.`;
  }
}

/**
 * The warning for the duration a recruiter is typing (`durationText`, before it is saved), from the company's minutes
 * left; null while it is not a valid duration, when the minutes cover it, or without the company's minutes.
 */
export function firstRoundWarningForDuration(
  durationText: string,
  companyMinutes: CompanyMinutes | null,
): string | null {
  const duration = durationText.trim() === '' ? Number.NaN : Number(durationText);
  if (
    !companyMinutes ||
    !Number.isInteger(duration) ||
    duration < MIN_INTERVIEW_DURATION_MINUTES ||
    duration > MAX_INTERVIEW_DURATION_MINUTES
  )
    return null;
  return firstRoundWarningForRecruiters(
    firstRoundLength(duration, companyMinutes.remainingSeconds),
    findPlan(companyMinutes.planId).name,
  );
}
