/**
 * Who may call each route the server registers. The access-matrix test fails when a registered route has no entry
 * here (or an entry names a route that no longer exists), so every new route gets an access decision in review.
 *
 * `owned` names the fixture a route reads or changes: the test calls it as another user of the same role (another
 * candidate, or a recruiter of another organisation) with a valid request and expects `intruder` (404 by default:
 * someone else's things are invisible, not forbidden).
 */

export type Fixture = 'interview' | 'call' | 'application' | 'job' | 'draftJob' | 'resumeVersion';

export interface OwnedCheck {
  fixture: Fixture;
  /** A valid body, so that the answer reflects ownership rather than input validation. */
  body?: Record<string, unknown> | Buffer;
  contentType?: string;
  query?: string;
  /** What the intruder gets; 404 unless the app answers otherwise (then say why). */
  intruder?: number;
  why?: string;
}

export type AccessRule =
  | { access: 'public'; reason: string; owned?: OwnedCheck }
  /** Authenticated by something other than the session (a signed token, a webhook signature). */
  | { access: 'credential'; reason: string }
  | { access: 'signed-in' | 'fresh-session'; owned?: OwnedCheck }
  /** Signed in and listed in ADMIN_EMAILS. */
  | { access: 'admin' }
  | { access: 'candidate' | 'recruiter'; owned?: OwnedCheck };

const POSTING = {
  title: 'Platform Engineer',
  company: 'Intruders Inc',
  location: 'Remote',
  remote: 'remote',
  description:
    'Run the platform: Kubernetes, Terraform and PostgreSQL in production, with an on-call rotation.',
  requirements: '3+ years with Kubernetes',
  firstRoundEnabled: true,
  firstRoundDifficulty: 'easy',
  firstRoundDurationMinutes: 5,
};

/** A WebM file starts with the EBML magic number. */
export const WEBM_CHUNK = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 7)]);

export const ACCESS_MATRIX: Record<string, AccessRule> = {
  'GET /api/health': { access: 'public', reason: 'load balancers and uptime checks; no user data' },
  'GET /api/health/live': { access: 'public', reason: 'liveness probe; names the node, no user data' },
  'GET /api/health/ready': {
    access: 'public',
    reason: 'readiness probe for the load balancer; the node’s load, no user data',
  },
  'GET /api/openapi.json': { access: 'public', reason: 'describes the API; no user data' },
  'GET /api/auth-config': { access: 'public', reason: 'the sign-in modal needs the sign-in methods first' },
  'POST /api/newsletter': { access: 'public', reason: 'the landing page form is for visitors' },
  'GET /api/auth/*': {
    access: 'credential',
    reason: 'better-auth: sign-in and sign-up are public, its session endpoints check the cookie themselves',
  },
  'POST /api/auth/*': {
    access: 'credential',
    reason: 'better-auth: sign-in and sign-up are public, its session endpoints check the cookie themselves',
  },
  'GET /api/jobs': { access: 'public', reason: 'the job board lists published jobs to visitors' },
  'GET /api/jobs/suggestions': { access: 'public', reason: 'the job board search box, for visitors too' },
  'GET /api/jobs/:id': {
    access: 'public',
    reason: 'a published job is a public page',
    owned: { fixture: 'draftJob', why: 'a draft is invisible outside its organisation' },
  },
  'GET /api/job-invites/:token': {
    access: 'credential',
    reason: 'an invite link is opened before sign-up; the random token is the credential (404 otherwise)',
  },
  'GET /api/company-invitations/:id': {
    access: 'credential',
    reason:
      'a colleague invitation link is opened before sign-up; the random id is the credential (404 otherwise)',
  },
  'GET /api/company-invitations': { access: 'signed-in' },
  'POST /api/company-invitations/:id/accept': { access: 'signed-in' },
  'POST /api/company-invitations/:id/decline': { access: 'signed-in' },
  'POST /api/payments/stripe/webhook': {
    access: 'credential',
    reason: 'Stripe calls it; the signature over the raw body is the credential',
  },
  'GET /api/call/:id/ws': {
    access: 'credential',
    reason: 'WebSocket upgrade; the signed join or resume token for this call is the credential (close 4401)',
  },

  'GET /api/call/:id/observe': {
    access: 'credential',
    reason:
      'WebSocket upgrade for silent observers; the signed observe token for this call is the credential',
  },
  'GET /api/site-pages/:slug': {
    access: 'public',
    reason:
      'About, Help, Terms and Privacy are read before anyone signs in; the operator’s texts, no user data',
  },
  'GET /api/client-config': {
    access: 'public',
    reason: 'the page needs its error-reporting address before anyone signs in; holds no user data',
  },

  'POST /api/getuser_role': { access: 'signed-in' },
  'GET /api/account/export': { access: 'signed-in' },
  'DELETE /api/account': { access: 'fresh-session' },
  'GET /api/billing': { access: 'signed-in' },
  'POST /api/billing/checkout': { access: 'signed-in' },
  'POST /api/admin/subscriptions': { access: 'admin' },

  'POST /api/interviews': { access: 'candidate' },
  'GET /api/interviews': { access: 'candidate' },
  'GET /api/interviews/:id': { access: 'candidate', owned: { fixture: 'interview' } },
  'DELETE /api/interviews/:id': { access: 'candidate', owned: { fixture: 'interview' } },
  'POST /api/interviews/score': { access: 'candidate' },
  'POST /api/interviews/:id/score': { access: 'candidate', owned: { fixture: 'interview' } },
  'GET /api/interviews/:id/report': { access: 'candidate', owned: { fixture: 'interview' } },
  'GET /api/interviews/:id/report.pdf': { access: 'candidate', owned: { fixture: 'interview' } },
  'PUT /api/interviews/:id/turns/:turnId': {
    access: 'candidate',
    owned: { fixture: 'interview', body: { text: 'What I really said.' } },
  },
  'GET /api/candidate/overview': { access: 'candidate' },
  'GET /api/candidate/profile': { access: 'candidate' },
  'PUT /api/candidate/profile': { access: 'candidate' },
  'POST /api/candidate/profile/import': { access: 'candidate' },
  'POST /api/candidate/resume-builder': { access: 'candidate' },
  'POST /api/candidate/resume-builder/export': { access: 'candidate' },
  'GET /api/candidate/resumes': { access: 'candidate' },
  'POST /api/candidate/resumes': { access: 'candidate' },
  'GET /api/candidate/resumes/:id': { access: 'candidate', owned: { fixture: 'resumeVersion' } },
  'GET /api/candidate/resumes/:id/export': {
    access: 'candidate',
    owned: { fixture: 'resumeVersion', query: '?format=pdf' },
  },
  'DELETE /api/candidate/resumes/:id': { access: 'candidate', owned: { fixture: 'resumeVersion' } },
  'GET /api/candidate/applications': { access: 'candidate' },
  'POST /api/candidate/applications/:id/human-review': {
    access: 'candidate',
    owned: { fixture: 'application' },
  },
  'POST /api/jobs/:id/apply-directly': {
    access: 'candidate',
    owned: { fixture: 'draftJob', body: {}, why: 'a draft job is invisible outside its organisation' },
  },
  'POST /api/jobs/:id/apply': {
    access: 'candidate',
    owned: {
      fixture: 'draftJob',
      body: { consent: true },
      intruder: 409,
      why: 'a draft job takes no applications ("not open"); nothing is created',
    },
  },
  'POST /api/call/web': {
    access: 'candidate',
    owned: { fixture: 'interview', body: { assistantId: ':interview' } },
  },
  'POST /call/web': {
    access: 'candidate',
    owned: { fixture: 'interview', body: { assistantId: ':interview' } },
  },
  'GET /api/call': { access: 'candidate' },
  'GET /api/call/:id': { access: 'candidate', owned: { fixture: 'call' } },
  'GET /api/call/:id/recording': { access: 'candidate', owned: { fixture: 'call' } },
  'POST /api/call/:id/recording': {
    access: 'candidate',
    owned: { fixture: 'call', body: WEBM_CHUNK, contentType: 'video/webm', query: '?seq=1' },
  },

  'GET /api/recruiter/jobs': { access: 'recruiter' },
  'POST /api/recruiter/jobs': {
    access: 'recruiter',
    owned: {
      fixture: 'job',
      body: { ...POSTING, organizationId: ':organization' },
      why: "creating a job in another organisation: that organisation's id is unknown to the caller",
    },
  },
  'GET /api/recruiter/jobs/:id': { access: 'recruiter', owned: { fixture: 'job' } },
  'PUT /api/recruiter/jobs/:id': { access: 'recruiter', owned: { fixture: 'job', body: POSTING } },
  'DELETE /api/recruiter/jobs/:id': { access: 'recruiter', owned: { fixture: 'job' } },
  'POST /api/recruiter/jobs/:id/publish': { access: 'recruiter', owned: { fixture: 'draftJob' } },
  'POST /api/recruiter/jobs/:id/close': { access: 'recruiter', owned: { fixture: 'job' } },
  'PUT /api/recruiter/jobs/:id/first-round-questions': {
    access: 'recruiter',
    owned: {
      fixture: 'job',
      body: {
        questions: [
          { text: 'What did you change last week?', kind: 'behavioural', skill: null, expectedPoints: [] },
        ],
      },
    },
  },
  'POST /api/recruiter/jobs/:id/first-round-questions/generate': {
    access: 'recruiter',
    owned: { fixture: 'job' },
  },
  'GET /api/recruiter/jobs/:id/applications': { access: 'recruiter', owned: { fixture: 'job' } },
  'GET /api/recruiter/jobs/:id/invites': { access: 'recruiter', owned: { fixture: 'job' } },
  'POST /api/recruiter/jobs/:id/invites': {
    access: 'recruiter',
    owned: { fixture: 'job', body: { email: 'someone@example.com' } },
  },
  'GET /api/recruiter/applications': { access: 'recruiter' },
  'GET /api/recruiter/applications/:id': { access: 'recruiter', owned: { fixture: 'application' } },
  'GET /api/recruiter/applications/:id/live': { access: 'recruiter', owned: { fixture: 'application' } },
  'POST /api/recruiter/applications/:id/observe': { access: 'recruiter', owned: { fixture: 'application' } },
  'PATCH /api/recruiter/applications/:id': {
    access: 'recruiter',
    owned: { fixture: 'application', body: { status: 'rejected', notes: 'written by an intruder' } },
  },
  'POST /api/recruiter/applications/:id/notes': {
    access: 'recruiter',
    owned: { fixture: 'application', body: { body: 'written by an intruder' } },
  },
  'POST /api/recruiter/applications/:id/retake': { access: 'recruiter', owned: { fixture: 'application' } },
  'GET /api/recruiter/applications/:id/recordings/:callId': {
    access: 'recruiter',
    owned: { fixture: 'application' },
  },
};
