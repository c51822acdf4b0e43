import { describe, expect, it } from 'vitest';
import { newsletterSubscribeRequestSchema } from './newsletter';

describe('newsletterSubscribeRequestSchema', () => {
  it('normalises case and whitespace so one address is stored once', () => {
    expect(newsletterSubscribeRequestSchema.parse({ email: '  Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it.each([
    ['', 'Please enter your email address.'],
    ['not-an-email', 'Please enter a valid email address.'],
    ['a@b', 'Please enter a valid email address.'],
  ])('rejects %j with a clear message', (email, message) => {
    const result = newsletterSubscribeRequestSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
