/**
 * The connection to the Redis that every node shares (REDIS_URL): one client for commands and one for
 * subscriptions, both reconnecting by themselves. While either is down the node is "degraded": each store falls
 * back to this node's memory and says so once in the log; when Redis returns they use it again.
 */
import { Redis } from 'ioredis';

export type SharedStateHealth = 'ok' | 'degraded';

export interface SharedStateLog {
  info(message: string): void;
  warn(message: string): void;
}

/** How long the start waits for Redis before giving up (a clear error, not a hang). */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** A command that Redis has not answered within this long fails, and the store falls back to memory. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export class RedisUnavailableError extends Error {}

export class RedisConnection {
  private wasReady = true;
  /** State changes are reported once the start has connected both clients (not while they come up). */
  private watching = false;
  private readonly healthListeners = new Set<(health: SharedStateHealth) => void>();
  private readonly channels = new Map<string, Set<(message: string) => void>>();

  private constructor(
    /** Commands (counters, marks, presence keys, publishing). */
    readonly commands: Redis,
    /** Subscriptions only (a subscribed connection can do nothing else). */
    readonly subscriber: Redis,
    /** Prefix of every key and channel, so deployments (and test runs) can share one Redis. */
    readonly prefix: string,
    private readonly log: SharedStateLog,
  ) {
    for (const client of [commands, subscriber]) {
      // Errors also come as reconnect attempts; the state change below is what the operator needs to read.
      client.on('error', () => {});
      client.on('close', () => this.noticeChange());
      client.on('end', () => this.noticeChange());
      client.on('ready', () => this.noticeChange());
    }
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.channels.get(channel) ?? []) handler(message);
    });
  }

  /** Connects both clients, or fails with an error naming REDIS_URL (the caller stops the process). */
  static async connect(url: string, prefix: string, log: SharedStateLog): Promise<RedisConnection> {
    const options = {
      lazyConnect: true,
      // Fail at once while disconnected (the stores fall back) instead of queueing requests behind an outage.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // Keep trying for as long as the node runs: 100 ms, doubling to 5 s between attempts.
      retryStrategy: (attempt: number) => Math.min(100 * 2 ** Math.min(attempt, 6), 5_000),
    };
    const commands = new Redis(url, options);
    // The subscriber queues its SUBSCRIBE commands until it is connected (ioredis re-subscribes on reconnect).
    const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, commandTimeout: undefined });
    const connection = new RedisConnection(commands, subscriber, prefix, log);
    try {
      await Promise.all([commands.connect(), subscriber.connect()]);
      await commands.ping();
      connection.watching = true;
    } catch (error) {
      commands.disconnect();
      subscriber.disconnect();
      const reason = error instanceof Error ? error.message : String(error);
      throw new RedisUnavailableError(
        `Cannot connect to Redis (REDIS_URL=${withoutPassword(url)}): ${reason}. Check that Redis is running and the URL is right, or unset REDIS_URL to run a single node that keeps this state in memory.`,
      );
    }
    return connection;
  }

  get health(): SharedStateHealth {
    return this.commands.status === 'ready' && this.subscriber.status === 'ready' ? 'ok' : 'degraded';
  }

  /** Commands may be sent now (the stores use Redis); otherwise they use this node's memory. */
  get ready(): boolean {
    return this.commands.status === 'ready';
  }

  key(...parts: string[]): string {
    return `${this.prefix}${parts.join(':')}`;
  }

  /** Calls `handler` with every message published on `channel` (this node's own included) until unsubscribed. */
  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    const name = this.key('channel', channel);
    let handlers = this.channels.get(name);
    if (!handlers) {
      // While Redis is away a new subscription would wait for it: refuse at once, the caller says so.
      if (this.subscriber.status !== 'ready') throw new Error('Redis is unreachable');
      handlers = new Set();
      this.channels.set(name, handlers);
      try {
        await this.subscriber.subscribe(name);
      } catch (error) {
        this.channels.delete(name);
        throw error;
      }
    }
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.channels.get(name) !== handlers) return;
      this.channels.delete(name);
      await this.subscriber.unsubscribe(name).catch(() => {});
    };
  }

  /** Publishes to every node subscribed to `channel`; false when Redis could not take it. */
  async publish(channel: string, message: string): Promise<boolean> {
    if (!this.ready) return false;
    return this.commands
      .publish(this.key('channel', channel), message)
      .then(() => true)
      .catch(() => false);
  }

  onHealthChange(listener: (health: SharedStateHealth) => void): () => void {
    this.healthListeners.add(listener);
    return () => this.healthListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.watching = false;
    this.healthListeners.clear();
    await Promise.all(
      [this.commands, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())),
    );
  }

  private noticeChange(): void {
    if (!this.watching) return;
    const ready = this.health === 'ok';
    if (ready === this.wasReady) return;
    this.wasReady = ready;
    if (ready) this.log.info('Redis is back: rate limits, sign-in back-off and live events are shared again');
    else {
      this.log.warn(
        'Redis is unreachable: this node keeps serving its own calls; rate limits and sign-in back-off count on this node only until Redis returns',
      );
    }
    for (const listener of this.healthListeners) listener(ready ? 'ok' : 'degraded');
  }
}

/** The URL as it may be logged: a password in it is replaced. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an invalid URL';
  }
}
