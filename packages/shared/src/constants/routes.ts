/** The spec's route table (section 2). Every link in the web app is built from these. */
export const ROUTES = {
  home: '/',
  explore: '/explore',
  payment: '/payment',
  redirect: '/redirect',
  selectRole: '/select-role',
  candidateDashboard: '/dashboard/candidate',
  candidateInterviews: '/dashboard/candidate/interviews',
  candidateInterviewCreate: '/dashboard/candidate/interview/create',
  candidateProfile: '/dashboard/candidate/profile',
  candidateResumeBuilder: '/dashboard/candidate/profile/resume',
  candidateJobs: '/dashboard/candidate/jobs',
  recruiterDashboard: '/dashboard/recruiter',
  /** Where an e-mail verification link lands (better-auth adds ?error=… for a bad or expired link). */
  emailVerified: '/email-verified',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];
