/**
 * Silent observers: a recruiter of the job's organisation listens to an applicant's live first-round interview.
 * Only application interviews, only members who may read the application, only while a node holds the call (this
 * one, or another one that call presence names: the observer then hears it through remote-observers.ts).
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
import { findApplication } from '../applications/application-service';
import type { CallPresence } from '../../shared-state/call-presence';
import type { CallSessionRegistry } from './call-service';

interface LiveCallDeps {
  db: Database;
  registry: CallSessionRegistry;
  presence: CallPresence;
}

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

/** The interview's call that a node holds live right now: this node's session, or another node's claim. */
async function liveCallOfInterview(
  { db, registry, presence }: LiveCallDeps,
  interviewId: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.interviewId, interviewId), eq(calls.status, 'in-progress')))
    .orderBy(desc(calls.createdAt))
    .limit(3);
  for (const row of rows) {
    if (await registry.heldLiveSession(row.id)) return row.id;
    const owner = await presence.ownerOf(row.id);
    if (owner && owner !== presence.nodeId) return row.id;
  }
  return null;
}

export async function liveInterviewStatus(
  deps: LiveCallDeps,
  viewer: Viewer,
  applicationId: string,
): Promise<LiveInterviewStatus> {
  const application = await readableApplication(deps.db, viewer, applicationId);
  if (!application.interviewId) return { live: false, callId: null };
  const callId = await liveCallOfInterview(deps, application.interviewId);
  return { live: Boolean(callId), callId };
}

/** Issues a short-lived observe token for the live call of the application's interview (409 when not live). */
export async function startObserving(
  deps: LiveCallDeps & { secret: string },
  viewer: Viewer,
  applicationId: string,
  origin: string,
  nowSeconds: number,
): Promise<ObserveCallResponse> {
  const application = await readableApplication(deps.db, viewer, applicationId);
  const callId = application.interviewId ? await liveCallOfInterview(deps, application.interviewId) : null;
  if (!callId) throw new DomainError('conflict', INTERVIEW_NOT_LIVE);
  const token = createCallToken(
    {
      callId,
      userId: viewer.userId,
      kind: 'observe',
      exp: nowSeconds + CALL_JOIN_TOKEN_TTL_SECONDS,
    },
    deps.secret,
  );
  return {
    callId,
    observeUrl: observeUrlFor(origin, callId, token),
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
