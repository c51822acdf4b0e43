/**
 * Silent observers: a recruiter of the job's organisation listens to an applicant's live first-round interview.
 * Only application interviews, only members who may read the application, only while this server holds the call.
 */
import { and, desc, eq } from 'drizzle-orm';
import { calls, interviews, jobs, type Database } from '@intervia/db';
import {
  CALL_JOIN_TOKEN_TTL_SECONDS,
  OBSERVER_PERMISSIONS,
  type LiveInterviewStatus,
  type ObserveCallResponse,
} from '@intervia/shared';
import { DomainError } from '../../domain/domain-error';
import { organizationRoleOf, requireOrganizationPermission } from '../organizations/organization-access';
import { roleAllows } from '../../auth/organization-permissions';
import type { Viewer } from '../../domain/viewer';
import { createCallToken } from '../../voice/call-token';
import type { VoiceSession } from '../../voice/session/voice-session';
import { findApplication } from '../applications/application-service';
import type { CallSessionRegistry } from './call-service';

const APPLICATION_NOT_FOUND = 'Application not found.';
export const INTERVIEW_NOT_LIVE = 'The interview is not in progress right now.';

function observeUrlFor(origin: string, callId: string, token: string): string {
  const url = new URL(`/api/call/${callId}/observe`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/** The application, if the viewer's organisation owns its job and their role may read it (else 404/403). */
async function readableApplication(db: Database, viewer: Viewer, applicationId: string) {
  const found = await findApplication(db, applicationId);
  if (!found) throw new DomainError('not-found', APPLICATION_NOT_FOUND);
  await requireOrganizationPermission(
    db,
    viewer,
    found.job.organizationId,
    { application: ['read'] },
    APPLICATION_NOT_FOUND,
  );
  return found.application;
}

async function liveSessionOfInterview(
  db: Database,
  registry: CallSessionRegistry,
  interviewId: string,
): Promise<VoiceSession | null> {
  const rows = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.interviewId, interviewId), eq(calls.status, 'in-progress')))
    .orderBy(desc(calls.createdAt))
    .limit(3);
  for (const row of rows) {
    const session = await registry.heldLiveSession(row.id);
    if (session) return session;
  }
  return null;
}

export async function liveInterviewStatus(
  deps: { db: Database; registry: CallSessionRegistry },
  viewer: Viewer,
  applicationId: string,
): Promise<LiveInterviewStatus> {
  const application = await readableApplication(deps.db, viewer, applicationId);
  if (!application.interviewId) return { live: false, callId: null };
  const session = await liveSessionOfInterview(deps.db, deps.registry, application.interviewId);
  return { live: Boolean(session), callId: session?.callId ?? null };
}

/** Issues a short-lived observe token for the live call of the application's interview (409 when not live). */
export async function startObserving(
  deps: { db: Database; registry: CallSessionRegistry; secret: string },
  viewer: Viewer,
  applicationId: string,
  origin: string,
  nowSeconds: number,
): Promise<ObserveCallResponse> {
  const application = await readableApplication(deps.db, viewer, applicationId);
  const session = application.interviewId
    ? await liveSessionOfInterview(deps.db, deps.registry, application.interviewId)
    : null;
  if (!session) throw new DomainError('conflict', INTERVIEW_NOT_LIVE);
  const token = createCallToken(
    {
      callId: session.callId,
      userId: viewer.userId,
      kind: 'observe',
      exp: nowSeconds + CALL_JOIN_TOKEN_TTL_SECONDS,
    },
    deps.secret,
  );
  return {
    callId: session.callId,
    observeUrl: observeUrlFor(origin, session.callId, token),
    permissions: OBSERVER_PERMISSIONS,
  };
}

/** How often an open observer socket re-checks that its recruiter may still listen. */
export const OBSERVER_MEMBERSHIP_RECHECK_MS = 2_000;

/**
 * Whether the user may (still) listen to the call: a member of the organisation whose job the interview is for,
 * with a role that may read applications. An observe token alone is not enough: membership can end after it was
 * issued, and then the token is refused and an open observer socket is closed.
 */
export async function mayObserveCall(db: Database, userId: string, callId: string): Promise<boolean> {
  const [row] = await db
    .select({ organizationId: jobs.organizationId })
    .from(calls)
    .innerJoin(interviews, eq(interviews.id, calls.interviewId))
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .where(and(eq(calls.id, callId), eq(interviews.kind, 'application')));
  if (!row) return false;
  const role = await organizationRoleOf(db, userId, row.organizationId);
  return role !== null && roleAllows(role, { application: ['read'] });
}
