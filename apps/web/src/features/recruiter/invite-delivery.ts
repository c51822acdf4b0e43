/** How an invitation's email stands, in the words the invites list uses. */
import type { JobInvite } from '@intervia/shared';

export type InviteDelivery = NonNullable<JobInvite['delivery']>;

const DELIVERY_LABELS: Record<InviteDelivery['status'], string> = {
  pending: 'email being sent',
  sent: 'email sent',
  failed: 'email not delivered',
};

/** What the list says about an invitation's email, with the reason when the mail server refused it. */
export function deliveryNote(delivery: JobInvite['delivery']): string | null {
  if (!delivery) return null;
  const label = DELIVERY_LABELS[delivery.status];
  if (delivery.status === 'failed')
    return `${label} (${delivery.error ?? 'mail error'}): send the invite again`;
  if (delivery.status === 'pending' && delivery.error) return `${label}, retrying (${delivery.error})`;
  return label;
}
