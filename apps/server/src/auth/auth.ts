/** The identity service (better-auth) on our database: email+password, optional OAuth/OIDC, organisations. */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, organization } from 'better-auth/plugins';
import { schema, type Database } from '@intervia/db';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema } from '@intervia/shared';
import type { ServerConfig } from '../config';
import type { OutgoingMail } from '../services/mail/outgoing-mail';
import { emailVerificationLink, verificationMessage } from './email-verification';
import { organizationAccessControl, organizationRoles } from './organization-permissions';
import {
  SESSION_COOKIE_CACHE_SECONDS,
  SessionRevocations,
  type SessionRevocationList,
} from './session-revocations';
import { DomainError } from '../domain/domain-error';
import { refuseVerifiedCompanyName } from '../services/organizations/company-identity';
import { SignInThrottle, type SignInLockouts } from './sign-in-throttle';

export interface AuthOptions {
  db: Database;
  config: ServerConfig;
  secret: string;
  /** Sends the address-verification links (recorded and queued; SMTP, or the outbox). */
  mail: OutgoingMail;
  /** Tests may turn rate limiting off to exercise other rules without waiting for windows to pass. */
  rateLimit?: boolean;
  /** Where sign-outs and revocations are marked (shared by every node with Redis); this process's memory by default. */
  revocations?: SessionRevocationList;
  /** Where the sign-in back-off counts (shared by every node with Redis); this process's memory by default. */
  signInLockouts?: SignInLockouts;
}

/** The header routes/auth.ts sets to the trusted client address for better-auth (any incoming copy is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-intervia-client-address';

const SESSION_DAYS = 7;
const EMAIL_VERIFICATION_HOURS = 24;

export function createAuth({ db, config, secret, mail, rateLimit = true, ...shared }: AuthOptions) {
  const { auth: authConfig } = config;
  const perMinute = authConfig.rateLimitPerMinute;
  const revocations = shared.revocations ?? new SessionRevocations();
  const signInThrottle = rateLimit ? (shared.signInLockouts ?? new SignInThrottle()) : null;
  const instance = betterAuth({
    appName: 'Intervia',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    trustedOrigins: (request) => [config.publicUrl, ...config.trustedOrigins, ...sameHostOrigin(request)],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up answers the same whether the address is new or taken (no session either way; the web signs in
      // next). Signing in does not need a verified address; what an address grants does (admin, invitations).
      autoSignIn: false,
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: EMAIL_VERIFICATION_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        // A mail server that is down delays the link (the queue retries it) rather than failing the sign-up.
        await mail.send(verificationMessage(user.email, emailVerificationLink(url)), {
          purpose: 'email-verification',
        });
      },
    },
    user: {
      additionalFields: {
        // The product role: chosen once through POST /api/getuser_role, never through sign-up or update-user.
        role: { type: 'string', required: false, input: false },
      },
      // The new address takes effect only when the link sent to it is opened.
      changeEmail: { enabled: true },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['github', 'google'] } },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // A signed copy of the session and user in a short-lived cookie spares the two database reads per request.
      // Sign-out and revocations take effect at once on this process, and on every node with Redis (see
      // SessionRevocations); without Redis, on other processes within maxAge. The role, set once from null, is re-read while the cached copy has none (http/viewer.ts).
      cookieCache: {
        enabled: true,
        maxAge: SESSION_COOKIE_CACHE_SECONDS,
        // A cache whose version no longer matches is ignored and the database read: how revocations take effect.
        version: async (session, user) =>
          (await revocations.mustRecheck(session.token, user.id))
            ? 'revoked'
            : (await revocations.isOutdated(user.id, user.updatedAt))
              ? 'outdated'
              : '1',
      },
    },
    databaseHooks: {
      // A confirmed or changed address (or any change to the user row) must not wait for cached copies to expire.
      user: {
        update: {
          after: async (user) => {
            await revocations.userChanged(user.id, new Date(user.updatedAt ?? Date.now()));
          },
        },
      },
      session: {
        delete: {
          after: async (session) => {
            await revocations.revokeSession(session.token);
          },
        },
      },
    },
    advanced: {
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The client address Fastify resolved (the socket, or X-Forwarded-For from a trusted proxy), passed on by
      // routes/auth.ts; a client cannot set it.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    rateLimit: {
      enabled: rateLimit,
      storage: 'memory',
      window: 60,
      // Other auth calls (organisation lists, sign-out …) are cheap; the strict limits are the rules below.
      max: 600,
      customRules: {
        '/sign-in/email': { window: 60, max: perMinute },
        '/sign-up/email': { window: 60, max: Math.max(1, Math.floor(perMinute / 2)) },
        '/change-password': { window: 60, max: perMinute },
        // Each one sends an e-mail.
        '/send-verification-email': { window: 60, max: 3 },
        // Every page load reads the session; limiting it per address would sign out a whole office behind one NAT.
        '/get-session': false,
      },
    },
    socialProviders: {
      ...(authConfig.github ? { github: authConfig.github } : {}),
      ...(authConfig.google ? { google: authConfig.google } : {}),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Our password rule is stricter than length alone; check it where passwords are set.
        const candidate =
          ctx.path === '/sign-up/email'
            ? (ctx.body as { password?: unknown } | undefined)?.password
            : ctx.path === '/change-password'
              ? (ctx.body as { newPassword?: unknown } | undefined)?.newPassword
              : undefined;
        if (candidate === undefined) return;
        const result = passwordSchema.safeParse(candidate);
        if (!result.success) {
          throw new APIError('BAD_REQUEST', {
            message: result.error.issues[0]?.message ?? 'Invalid password.',
          });
        }
      }),
    },
    plugins: [
      organization({
        ac: organizationAccessControl,
        roles: organizationRoles,
        creatorRole: 'owner',
        // Companies belong to recruiters: candidates cannot create one.
        allowUserToCreateOrganization: async (user) => (user as { role?: unknown }).role === 'recruiter',
        invitationExpiresIn: 7 * 24 * 60 * 60,
        // An invitation names an address: only its verified owner may accept or reject it.
        requireEmailVerificationOnInvitation: true,
        organizationHooks: {
          // Nobody may take a verified company's name (services/organizations/company-identity.ts).
          beforeCreateOrganization: async ({ organization: created }) => {
            if (created.name) await refuseVerifiedName(db, created.name, null);
          },
          beforeUpdateOrganization: async ({ organization: changed, member: by }) => {
            if (changed.name) await refuseVerifiedName(db, changed.name, by.organizationId);
          },
          beforeAddMember: async ({ user }) => onlyRecruitersJoin(user.role),
          beforeAcceptInvitation: async ({ user }) => onlyRecruitersJoin(user.role),
        },
      }),
      ...(authConfig.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  discoveryUrl: authConfig.oidc.discoveryUrl,
                  clientId: authConfig.oidc.clientId,
                  clientSecret: authConfig.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
  return Object.assign(instance, { revocations, signInThrottle });
}

export type Auth = ReturnType<typeof createAuth>;

async function refuseVerifiedName(db: Database, name: string, ownOrganizationId: string | null) {
  try {
    await refuseVerifiedCompanyName(db, name, ownOrganizationId);
  } catch (error) {
    if (error instanceof DomainError) throw new APIError('CONFLICT', { message: error.message });
    throw error;
  }
}

function onlyRecruitersJoin(role: unknown): void {
  if (role !== 'recruiter')
    throw new APIError('FORBIDDEN', { message: 'Only recruiters can join a company.' });
}

/** A request whose Origin equals its own Host is same-origin: trusted whatever address the user typed. */
function sameHostOrigin(request: Request | undefined): string[] {
  if (!request) return [];
  const host = request.headers.get('host');
  if (!host) return [];
  const protocol = new URL(request.url).protocol;
  return [`${protocol}//${host}`];
}
