/** Test helpers: sign users up through the real auth endpoints and carry their cookies. */
import type { FastifyInstance, InjectOptions } from 'fastify';

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

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
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
  return {
    id: response.json().user.id,
    email,
    password,
    cookie: cookieHeaderFrom(response.headers['set-cookie']),
  };
}

export async function signUpWithRole(
  app: FastifyInstance,
  role: 'candidate' | 'recruiter',
  overrides = {},
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
