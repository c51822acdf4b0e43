/** Test-only: the first message a schema gives for an input, or undefined when the input is valid. */
import type { z } from 'zod';

export function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  return schema.safeParse(input).error?.issues[0]?.message;
}
