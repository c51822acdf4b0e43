import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../schemas/api-error';
import { readApiErrorBody } from './api-error-body';

const bodies: unknown[] = [
  { error: { code: 'not-found', message: 'Interview not found.' } },
  { error: { code: 'validation-error', message: 'Check the form.', fields: { role: 'Required.' } } },
  { error: { code: 'validation-error', message: 'Check the form.', fields: { role: 3 } } },
  { error: { code: 'teapot', message: 'No.' } },
  { error: { code: 'conflict' } },
  { error: 'conflict' },
  { message: 'Internal Server Error', statusCode: 500 },
  null,
  'Bad gateway',
  [],
  { error: { code: 'rate-limited', message: 'Slow down.', fields: [] } },
];

describe('readApiErrorBody', () => {
  it.each(bodies.map((body) => [JSON.stringify(body), body]))(
    'agrees with the zod schema on %s',
    (_label, body) => {
      const parsed = apiErrorSchema.safeParse(body);
      expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data.error : null);
    },
  );

  it('keeps the field messages of a validation error', () => {
    expect(
      readApiErrorBody({ error: { code: 'validation-error', message: 'm', fields: { 'a.b': 'x' } } })?.fields,
    ).toEqual({ 'a.b': 'x' });
  });
});
