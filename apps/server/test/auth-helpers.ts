/** Test helpers: sign users up through the real auth endpoints and carry their cookies. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** Where each test app writes its mail (DATA_DIR/outbox): verification links are read from there, as a user would. */
const outboxes = new WeakMap<FastifyInstance, string>();

export function registerOutbox(app: FastifyInstance, outboxDir: string): void {
  outboxes.set(app, outboxDir);
}

/** The messages in the app's outbox addressed to `email`, newest last. */
export function mailTo(app: FastifyInstance, email: string): string[] {
  const dir = outboxes.get(app);
  if (!dir) throw new Error('this test app has no outbox registered (createTestApp registers it)');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.eml'))
    .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .map(({ name }) => decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8')))
    .filter((eml) => new RegExp(`^To: ${escapeRegExp(email)}\\r?$`, 'im').test(eml));
}

/** A message whose body is quoted-printable (long lines, such as a link with a token) read as plain text. */
function decodeQuotedPrintable(eml: string): string {
  if (!/^Content-Transfer-Encoding: quoted-printable\r?$/im.test(eml)) return eml;
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The newest e-mail-verification link sent to `email` (path and query, ready for app.inject). */
export function verificationLinkFor(app: FastifyInstance, email: string): string {
  const links = mailTo(app, email)
    .map((eml) => /https?:\/\/[^\s/]+(\/api\/auth\/verify-email\?\S+)/.exec(eml)?.[1])
    .filter((link): link is string => Boolean(link));
  const link = links.at(-1);
  if (!link) throw new Error(`no verification link was sent to ${email}`);
  return link;
}

/** Opens the newest verification link sent to `email`, as the address's owner would. */
export async function verifyEmail(app: FastifyInstance, email: string): Promise<void> {
  const response = await app.inject({ method: 'GET', url: verificationLinkFor(app, email) });
  if (response.statusCode !== 302 || /[?&]error=/.test(String(response.headers.location))) {
    throw new Error(`verification failed: ${response.statusCode} ${String(response.headers.location)}`);
  }
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieHeaderFrom(response.headers['set-cookie']);
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

let counter = 0;

export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** The cookie header a browser sends after receiving `setCookie`: new values replace, expired ones go. */
export function updateCookieHeader(cookie: string, setCookie: string | string[] | undefined): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/;\s*max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * Signs up, opens the verification link from the outbox (unless `verified: false`) and signs in: sign-up itself
 * answers the same for new and taken addresses and starts no session.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string; verified: boolean }> = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'correct-horse-42';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: overrides.name ?? `Test User ${counter}`, email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  if (overrides.verified !== false) await verifyEmail(app, email.toLowerCase());
  const cookie = await signIn(app, email, password);
  const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  return { id: session.json().user.id, email, password, cookie };
}

export async function signUpWithRole(
  app: FastifyInstance,
  role: 'candidate' | 'recruiter',
  overrides: Parameters<typeof signUp>[1] = {},
): Promise<TestUser> {
  const user = await signUp(app, overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/getuser_role',
    headers: { cookie: user.cookie },
    payload: { user: { id: user.id }, role },
  });
  if (response.statusCode !== 200) throw new Error(`role failed: ${response.statusCode} ${response.body}`);
  // As a browser would: the reply carries the session cache with the new role.
  return { ...user, cookie: updateCookieHeader(user.cookie, response.headers['set-cookie']) };
}

export function as(user: TestUser | null, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...(options.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) } };
}
