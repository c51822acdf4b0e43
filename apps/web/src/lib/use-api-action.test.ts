import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { actionFailureMessage } from './use-api-action';

describe('actionFailureMessage', () => {
  const refused = new ApiRequestError(409, 'conflict', 'You have already applied to this job.');

  it('shows the server’s own message for a refused request', () => {
    expect(actionFailureMessage(refused, 'Could not apply. Try again.')).toBe(
      'You have already applied to this job.',
    );
  });

  it('shows the fallback for anything that is not a server answer', () => {
    expect(actionFailureMessage(new TypeError('x is undefined'), 'Could not apply. Try again.')).toBe(
      'Could not apply. Try again.',
    );
  });

  it('lets the caller word the failure itself', () => {
    const message = actionFailureMessage(refused, (error) =>
      error instanceof ApiRequestError && error.status === 409 ? 'Scoring is still running.' : 'Failed.',
    );
    expect(message).toBe('Scoring is still running.');
  });
});
