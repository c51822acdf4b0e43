/**
 * Live events between the parts of the app that run on different nodes (observers of a call held elsewhere):
 * publish on a topic, and every subscriber to it on any node hears it. In memory for one node; Redis pub/sub for
 * many. Delivery is at most once: a message published while Redis is unreachable is lost.
 */
import type { RedisConnection } from './redis-connection';

export interface LiveEventBus {
  publish(topic: string, message: string): Promise<void>;
  /** Hears every message on `topic` until the returned function is called. */
  subscribe(topic: string, handler: (message: string) => void): Promise<() => Promise<void>>;
}

export class MemoryLiveEventBus implements LiveEventBus {
  private readonly topics = new Map<string, Set<(message: string) => void>>();

  async publish(topic: string, message: string): Promise<void> {
    // Delivered after the publisher's turn, as a message from another node would be.
    for (const handler of [...(this.topics.get(topic) ?? [])]) queueMicrotask(() => handler(message));
  }

  async subscribe(topic: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    let handlers = this.topics.get(topic);
    if (!handlers) this.topics.set(topic, (handlers = new Set()));
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.topics.get(topic) === handlers) this.topics.delete(topic);
    };
  }
}

export class RedisLiveEventBus implements LiveEventBus {
  constructor(private readonly redis: RedisConnection) {}

  async publish(topic: string, message: string): Promise<void> {
    await this.redis.publish(`live:${topic}`, message);
  }

  async subscribe(topic: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    return this.redis.subscribe(`live:${topic}`, handler);
  }
}
