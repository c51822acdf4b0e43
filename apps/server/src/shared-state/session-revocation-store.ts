/**
 * Session revocations seen by every node at once: a sign-out, a revoked session or a deleted user on one node is
 * stored in Redis for as long as a cached session cookie lives (SESSION_COOKIE_CACHE_SECONDS) and published to
 * the other nodes. A node asks Redis on every request that carries a cached session, so the mark is in force on
 * all nodes the moment the sign-out answers; the published copies keep this node's memory current for when Redis
 * is unreachable.
 */
import { createHash } from 'node:crypto';
import {
  SESSION_COOKIE_CACHE_SECONDS,
  SessionRevocations,
  type SessionRevocationList,
} from '../auth/session-revocations';
import type { RedisConnection } from './redis-connection';

const CHANNEL = 'session-revocations';

type RevocationMessage =
  | { kind: 'session'; session: string }
  | { kind: 'user'; userId: string }
  | { kind: 'user-changed'; userId: string; at: number };

/** Session tokens are bearer secrets: only their digest leaves this process. */
const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export class RedisSessionRevocations implements SessionRevocationList {
  private readonly local: SessionRevocations;

  private constructor(
    private readonly redis: RedisConnection,
    private readonly rememberMs: number,
    now: () => number,
  ) {
    this.local = new SessionRevocations(rememberMs, now);
  }

  static async create(
    redis: RedisConnection,
    rememberMs = SESSION_COOKIE_CACHE_SECONDS * 1000,
    now: () => number = Date.now,
  ): Promise<RedisSessionRevocations> {
    const revocations = new RedisSessionRevocations(redis, rememberMs, now);
    await redis.subscribe(CHANNEL, (raw) => revocations.remember(raw));
    return revocations;
  }

  async revokeSession(token: string): Promise<void> {
    const session = digest(token);
    this.local.revokeSession(session);
    await this.share(this.redis.key('revoked', 'session', session), '1', { kind: 'session', session });
  }

  async revokeUser(userId: string): Promise<void> {
    this.local.revokeUser(userId);
    await this.share(this.redis.key('revoked', 'user', userId), '1', { kind: 'user', userId });
  }

  async userChanged(userId: string, at: Date): Promise<void> {
    this.local.userChanged(userId, at);
    const message: RevocationMessage = { kind: 'user-changed', userId, at: at.getTime() };
    await this.share(this.redis.key('changed', 'user', userId), String(at.getTime()), message);
  }

  async mustRecheck(token: string, userId: string): Promise<boolean> {
    const session = digest(token);
    if (this.local.mustRecheck(session, userId)) return true;
    if (!this.redis.ready) return false;
    const marks = await this.redis.commands
      .mget(this.redis.key('revoked', 'session', session), this.redis.key('revoked', 'user', userId))
      .catch(() => [null, null]);
    return marks.some((mark) => mark !== null);
  }

  async isOutdated(userId: string, cachedUpdatedAt: unknown): Promise<boolean> {
    if (this.local.isOutdated(userId, cachedUpdatedAt)) return true;
    if (!this.redis.ready) return false;
    const changedAt = await this.redis.commands
      .get(this.redis.key('changed', 'user', userId))
      .catch(() => null);
    if (changedAt === null) return false;
    const cached = new Date(cachedUpdatedAt as string | number | Date).getTime();
    return !(cached >= Number(changedAt));
  }

  /** Stored with the cache's lifetime (a later mark for the same key extends it) and published to every node. */
  private async share(key: string, value: string, message: RevocationMessage): Promise<void> {
    if (!this.redis.ready) return;
    await this.redis.commands.set(key, value, 'PX', this.rememberMs).catch(() => {});
    await this.redis.publish(CHANNEL, JSON.stringify(message));
  }

  /** A mark published by any node (this one's too: remembering twice changes nothing). */
  private remember(raw: string): void {
    let message: RevocationMessage;
    try {
      message = JSON.parse(raw) as RevocationMessage;
    } catch {
      return;
    }
    if (message.kind === 'session') this.local.revokeSession(message.session);
    else if (message.kind === 'user') this.local.revokeUser(message.userId);
    else if (message.kind === 'user-changed') this.local.userChanged(message.userId, new Date(message.at));
  }
}
