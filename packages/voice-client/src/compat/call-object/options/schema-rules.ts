/** Building blocks shared by the option schemas: strict objects naming unknown properties, enums, JSON checks. */
import { z } from 'zod';

/** A strict object whose unknown-property error names the option family and the offending keys. */
export function strictOptions<Shape extends z.ZodRawShape>(family: string, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${family}: unknown property ${issue.keys.join(', ')}` : undefined,
  });
}

export function oneOf<const Values extends readonly [string, ...string[]]>(name: string, values: Values) {
  return z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });
}

export function stringOption(name: string) {
  return z.string({ error: `${name} must be a string` });
}

export function booleanOption(name: string) {
  return z.boolean({ error: `${name} must be a boolean` });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Values that survive JSON.stringify/parse unchanged: no undefined, functions, NaN, Infinity, dates or classes. */
export function isJsonValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (isPlainObject(value)) return Object.values(value).every(isJsonValue);
  return false;
}

export function isPlainJsonObject(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && isJsonValue(value);
}

export function jsonLength(value: unknown): number {
  return JSON.stringify(value).length;
}

/** Formats a failed parse as one line per rule broken, for thrown errors and logs. */
export function describeOptionErrors(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
