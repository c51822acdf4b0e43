/**
 * Sessions and users whose signed session cookie cache must not be trusted any more. The cache (better-auth's
 * `session_data` cookie) lets a request skip the database for up to SESSION_COOKIE_CACHE_SECONDS; this process
 * remembers, for that long, the sessions it saw deleted (sign-out, revocation, password change) and the users it
 * deleted, so a replayed cache cookie is checked against the database instead. Without Redis another server
 * process does not see these marks: there a cache cookie stays valid until it expires (at most
 * SESSION_COOKIE_CACHE_SECONDS). With REDIS_URL every node sees them at once (shared-state/session-revocation-store.ts).
 */
export const SESSION_COOKIE_CACHE_SECONDS = 60;

/** The marks the session cookie cache is checked against: this process's memory, or Redis shared by every node. */
export interface SessionRevocationList {
  revokeSession(token: string): void | Promise<void>;
  revokeUser(userId: string): void | Promise<void>;
  /** The user row changed at `at`: cached copies made before then are stale (copies made after stay good). */
  userChanged(userId: string, at: Date): void | Promise<void>;
  /** True when the cached copy of the user predates a change. */
  isOutdated(userId: string, cachedUpdatedAt: unknown): boolean | Promise<boolean>;
  /** True when a cached copy of this session may be stale: ask the database. */
  mustRecheck(token: string, userId: string): boolean | Promise<boolean>;
}

export class SessionRevocations implements SessionRevocationList {
  private readonly tokens = new Map<string, number>();
  private readonly users = new Map<string, number>();
  /** When a live user's row last changed (address confirmed or changed …), remembered as long as a cache lives. */
  private readonly changes = new Map<string, { at: number; until: number }>();

  constructor(
    private readonly rememberMs = SESSION_COOKIE_CACHE_SECONDS * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  revokeSession(token: string): void {
    this.prune();
    this.tokens.set(token, this.now() + this.rememberMs);
  }

  revokeUser(userId: string): void {
    this.prune();
    this.users.set(userId, this.now() + this.rememberMs);
  }

  /** The user row changed at `at`: cached copies made before then are stale (copies made after stay good). */
  userChanged(userId: string, at: Date): void {
    this.prune();
    this.changes.set(userId, { at: at.getTime(), until: this.now() + this.rememberMs });
  }

  /** True when the cached copy of the user predates a change this process saw. */
  isOutdated(userId: string, cachedUpdatedAt: unknown): boolean {
    const change = this.changes.get(userId);
    if (!change || change.until <= this.now()) return false;
    const cached = new Date(cachedUpdatedAt as string | number | Date).getTime();
    return !(cached >= change.at);
  }

  /** True when a cached copy of this session may be stale: ask the database. */
  mustRecheck(token: string, userId: string): boolean {
    const now = this.now();
    return (this.tokens.get(token) ?? 0) > now || (this.users.get(userId) ?? 0) > now;
  }

  private prune(): void {
    const now = this.now();
    for (const marks of [this.tokens, this.users]) {
      for (const [key, until] of marks) if (until <= now) marks.delete(key);
    }
    for (const [key, change] of this.changes) if (change.until <= now) this.changes.delete(key);
  }
}
