import { describe, expect, it } from 'vitest';
import { deliveryNote } from './invite-delivery';

describe('the invites list’s word on an email', () => {
  it('says nothing for invitations sent before deliveries were recorded', () => {
    expect(deliveryNote(null)).toBeNull();
  });

  it('says sent, or being sent', () => {
    expect(deliveryNote({ status: 'sent', error: null, sentAt: '2026-01-01T00:00:00Z' })).toBe('email sent');
    expect(deliveryNote({ status: 'pending', error: null, sentAt: null })).toBe('email being sent');
  });

  it('names the reason while it is retried, and asks for a new invite once it failed', () => {
    expect(deliveryNote({ status: 'pending', error: 'connection refused', sentAt: null })).toBe(
      'email being sent, retrying (connection refused)',
    );
    expect(deliveryNote({ status: 'failed', error: 'mailbox unavailable', sentAt: null })).toBe(
      'email not delivered (mailbox unavailable): send the invite again',
    );
  });
});
