/**
 * Everything we hold on a user, section by section, for "export my data". A feature that stores user data adds a
 * section here; secrets (password hashes, session and OAuth tokens) are never exported.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import {
  account,
  applications,
  callTurns,
  calls,
  interviewScores,
  interviews,
  resumes,
  candidateProfiles,
  resumeVersions,
  subscriptions,
  invitation,
  member,
  newsletterSubscriptions,
  organization,
  session,
  user,
  type Database,
} from '@intervia/db';
import type { UserDataSectionName } from '@intervia/shared';

export interface UserDataSection {
  name: UserDataSectionName;
  collect(db: Database, userId: string, email: string): Promise<unknown>;
}

export const USER_DATA_SECTIONS: UserDataSection[] = [
  {
    name: 'profile',
    collect: async (db, userId) => {
      const [row] = await db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          image: user.image,
          role: user.role,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },
  },
  {
    name: 'signInMethods',
    collect: (db, userId) =>
      db
        .select({
          providerId: account.providerId,
          accountId: account.accountId,
          createdAt: account.createdAt,
        })
        .from(account)
        .where(eq(account.userId, userId)),
  },
  {
    name: 'sessions',
    collect: (db, userId) =>
      db
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId)),
  },
  {
    name: 'organizations',
    collect: (db, userId) =>
      db
        .select({
          organizationId: organization.id,
          name: organization.name,
          slug: organization.slug,
          role: member.role,
          joinedAt: member.createdAt,
        })
        .from(member)
        .innerJoin(organization, eq(member.organizationId, organization.id))
        .where(eq(member.userId, userId)),
  },
  {
    name: 'invitationsSent',
    collect: (db, userId) =>
      db
        .select({
          email: invitation.email,
          role: invitation.role,
          status: invitation.status,
          organizationId: invitation.organizationId,
          expiresAt: invitation.expiresAt,
        })
        .from(invitation)
        .where(eq(invitation.inviterId, userId)),
  },
  {
    name: 'newsletter',
    collect: async (db, _userId, email) => {
      const rows = await db
        .select({ email: newsletterSubscriptions.email, subscribedAt: newsletterSubscriptions.createdAt })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
      return rows[0] ?? null;
    },
  },
  {
    name: 'resumes',
    collect: async (db, userId) =>
      db
        .select({
          id: resumes.id,
          fileName: resumes.fileName,
          fileType: resumes.fileType,
          sizeBytes: resumes.sizeBytes,
          extractedText: resumes.extractedText,
          parsed: resumes.parsed,
          createdAt: resumes.createdAt,
        })
        .from(resumes)
        .where(eq(resumes.userId, userId)),
  },
  {
    name: 'candidateProfile',
    collect: async (db, userId) => {
      const [row] = await db
        .select({ profile: candidateProfiles.data, updatedAt: candidateProfiles.updatedAt })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, userId));
      return row ?? null;
    },
  },
  {
    name: 'resumeVersions',
    collect: (db, userId) =>
      db
        .select({
          id: resumeVersions.id,
          name: resumeVersions.name,
          template: resumeVersions.template,
          targetJobTitle: resumeVersions.targetJobTitle,
          rewriteSource: resumeVersions.rewriteSource,
          document: resumeVersions.document,
          createdAt: resumeVersions.createdAt,
        })
        .from(resumeVersions)
        .where(eq(resumeVersions.userId, userId))
        .orderBy(asc(resumeVersions.createdAt)),
  },
  {
    name: 'interviews',
    // A first-round interview's plan holds the recruiter's expected points (their answer key): not the candidate's.
    collect: async (db, userId) =>
      (await db.select().from(interviews).where(eq(interviews.userId, userId))).map((row) =>
        row.kind === 'application' ? { ...row, plan: null } : row,
      ),
  },
  {
    name: 'calls',
    collect: async (db, userId) => {
      const callRows = await db.select().from(calls).where(eq(calls.userId, userId));
      if (callRows.length === 0) return [];
      const turns = await db
        .select()
        .from(callTurns)
        .where(
          inArray(
            callTurns.callId,
            callRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(callTurns.sequence));
      return callRows.map((row) => ({ ...row, turns: turns.filter((turn) => turn.callId === row.id) }));
    },
  },
  {
    name: 'scores',
    collect: async (db, userId) =>
      db.select().from(interviewScores).where(eq(interviewScores.userId, userId)),
  },
  {
    name: 'applications',
    // What the candidate gave and asked for; the recruiter's status and private notes are the company's (audit H6).
    collect: async (db, userId) =>
      db
        .select({
          id: applications.id,
          jobId: applications.jobId,
          interviewId: applications.interviewId,
          consentedAt: applications.consentedAt,
          humanReviewRequested: applications.humanReviewRequested,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .where(eq(applications.candidateId, userId)),
  },
  {
    name: 'subscription',
    collect: async (db, userId) => {
      const [row] = await db
        .select({
          planId: subscriptions.planId,
          period: subscriptions.period,
          provider: subscriptions.provider,
          status: subscriptions.status,
          currentPeriodStart: subscriptions.currentPeriodStart,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      return row ?? null;
    },
  },
];
