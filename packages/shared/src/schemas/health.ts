import { z } from 'zod';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.object({
    kind: z.enum(DATABASE_KINDS),
    status: z.enum(['up', 'down']),
    latencyMs: z.number().optional(),
  }),
  /** Only with REDIS_URL: reachable (ok) or not (degraded: limits count per node until it returns). */
  redis: z.enum(['ok', 'degraded']).optional(),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Why a node takes no new call (the engine's admission rule), or the database cannot be reached. */
export const NOT_READY_REASONS = [
  'draining',
  'event-loop-delay',
  'cpu',
  'open-calls',
  'database-down',
] as const;

/** GET /api/health/ready: whether the load balancer should send this node new calls and requests. */
export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  /** The node's name in the cluster (CLUSTER_NODE_ID, else host and process id). */
  node: z.string(),
  reason: z.enum(NOT_READY_REASONS).optional(),
  /** What the operator reads: why the node is not ready. */
  message: z.string().optional(),
  load: z.object({
    eventLoopDelayP99Ms: z.number(),
    cpuRatio: z.number(),
    openCalls: z.number().int(),
  }),
  draining: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** GET /api/health/live: the process answers (no database check: an outage must not restart every node). */
export const livenessResponseSchema = z.object({ alive: z.literal(true), node: z.string() });
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;
