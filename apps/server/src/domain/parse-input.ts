import type { ZodType } from 'zod';
import { DomainError } from './domain-error';

/** Validates input against a shared schema; a failure is invalid input naming each bad field. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  throw new DomainError('validation-error', first ? first.message : 'Invalid request.', fields);
}
