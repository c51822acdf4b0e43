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
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
