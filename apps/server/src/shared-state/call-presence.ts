/**
 * Call presence: which node holds which live call. A node claims a call when it builds the call's session and
 * releases it when the call ends; the claim is a key with a time to live that this node's heartbeat renews, so
 * the calls of a node that died are free again after CALL_PRESENCE_TTL_MS. In memory for one node; in Redis for
 * many (observers on another node, and the cluster layer that routes calls, ask `ownerOf`).
 */
import type { RedisConnection } from './redis-connection';

/** A claim not renewed for this long is gone (its node died or lost Redis). */
export const CALL_PRESENCE_TTL_MS = 15_000;
/** How often a node renews its claims: three renewals fit in one time to live. */
export const CALL_PRESENCE_HEARTBEAT_MS = 5_000;

export interface CallPresence {
  /** This node's id (NODE_ID, else hostname:pid). */
  readonly nodeId: string;
  /** Claims the call for this node; false when another node holds a live claim on it. */
  claim(callId: string): Promise<boolean>;
  /**
   * Claims the call for this node whoever held it: the candidate's socket came here, so this node serves the call now
   * (its earlier node died, is draining, or let it go).
   */
  takeOver(callId: string): Promise<void>;
  /** Gives the call up (only this node's own claim is removed). */
  release(callId: string): Promise<void>;
  /** The node that holds the call, or null when none does. */
  ownerOf(callId: string): Promise<string | null>;
  /** Renews every claim this node holds (the heartbeat calls it; so may a caller that cannot wait for it). */
  refresh(): Promise<void>;
  /** Stops the heartbeat (the claims then expire unless released). */
  close(): Promise<void>;
}

abstract class HeartbeatPresence implements CallPresence {
  /** The calls this node holds, whatever the shared store says. */
  protected readonly held = new Set<string>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    readonly nodeId: string,
    heartbeatMs: number,
  ) {
    this.heartbeat = setInterval(() => void this.refresh().catch(() => {}), heartbeatMs);
    this.heartbeat.unref();
  }

  abstract claim(callId: string): Promise<boolean>;
  abstract takeOver(callId: string): Promise<void>;
  abstract release(callId: string): Promise<void>;
  abstract ownerOf(callId: string): Promise<string | null>;
  abstract refresh(): Promise<void>;

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
  }
}

export class MemoryCallPresence extends HeartbeatPresence {
  private readonly claims = new Map<string, { nodeId: string; expiresAt: number }>();

  constructor(
    nodeId: string,
    private readonly ttlMs = CALL_PRESENCE_TTL_MS,
    private readonly now: () => number = Date.now,
    heartbeatMs = CALL_PRESENCE_HEARTBEAT_MS,
  ) {
    super(nodeId, heartbeatMs);
  }

  async claim(callId: string): Promise<boolean> {
    const owner = this.liveClaim(callId);
    if (owner && owner !== this.nodeId) return false;
    this.claims.set(callId, { nodeId: this.nodeId, expiresAt: this.now() + this.ttlMs });
    this.held.add(callId);
    return true;
  }

  async takeOver(callId: string): Promise<void> {
    this.claims.set(callId, { nodeId: this.nodeId, expiresAt: this.now() + this.ttlMs });
    this.held.add(callId);
  }

  async release(callId: string): Promise<void> {
    this.held.delete(callId);
    if (this.liveClaim(callId) === this.nodeId) this.claims.delete(callId);
  }

  async ownerOf(callId: string): Promise<string | null> {
    return this.liveClaim(callId);
  }

  async refresh(): Promise<void> {
    for (const callId of this.held) {
      this.claims.set(callId, { nodeId: this.nodeId, expiresAt: this.now() + this.ttlMs });
    }
  }

  private liveClaim(callId: string): string | null {
    const claim = this.claims.get(callId);
    if (!claim) return null;
    if (claim.expiresAt <= this.now()) {
      this.claims.delete(callId);
      return null;
    }
    return claim.nodeId;
  }
}

/** Set the key to this node when it is free or already ours (and renew it); 1 when the call is ours. */
const CLAIM_SCRIPT = `
local owner = redis.call('GET', KEYS[1])
if owner == false or owner == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * Claims in Redis. While Redis is unreachable this node goes on holding its calls (it answers for them itself)
 * and renews them when Redis returns; a call another node claimed meanwhile is left to that node.
 */
export class RedisCallPresence extends HeartbeatPresence {
  constructor(
    private readonly redis: RedisConnection,
    nodeId: string,
    private readonly ttlMs = CALL_PRESENCE_TTL_MS,
    heartbeatMs = CALL_PRESENCE_HEARTBEAT_MS,
  ) {
    super(nodeId, heartbeatMs);
  }

  async claim(callId: string): Promise<boolean> {
    if (!this.redis.ready) {
      this.held.add(callId);
      return true;
    }
    const ours = await this.claimKey(callId).catch(() => true);
    if (ours) this.held.add(callId);
    return ours;
  }

  async takeOver(callId: string): Promise<void> {
    this.held.add(callId);
    if (!this.redis.ready) return;
    await this.redis.commands.set(this.key(callId), this.nodeId, 'PX', this.ttlMs).catch(() => {});
  }

  async release(callId: string): Promise<void> {
    this.held.delete(callId);
    if (!this.redis.ready) return;
    await this.redis.commands.eval(RELEASE_SCRIPT, 1, this.key(callId), this.nodeId).catch(() => {});
  }

  async ownerOf(callId: string): Promise<string | null> {
    if (this.redis.ready) {
      const owner = await this.redis.commands.get(this.key(callId)).catch(() => undefined);
      if (owner !== undefined) return owner ?? (this.held.has(callId) ? this.nodeId : null);
    }
    return this.held.has(callId) ? this.nodeId : null;
  }

  async refresh(): Promise<void> {
    if (!this.redis.ready) return;
    for (const callId of [...this.held]) {
      if (!(await this.claimKey(callId))) this.held.delete(callId);
    }
  }

  private async claimKey(callId: string): Promise<boolean> {
    const result = await this.redis.commands.eval(
      CLAIM_SCRIPT,
      1,
      this.key(callId),
      this.nodeId,
      String(this.ttlMs),
    );
    return result === 1;
  }

  private key(callId: string): string {
    return this.redis.key('call-presence', callId);
  }
}
