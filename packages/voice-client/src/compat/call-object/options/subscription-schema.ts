/** Subscribed tracks (spec section 5): true, false, staged or per-media flags; not while auto-subscribing. */
import { z } from 'zod';
import { strictOptions } from './schema-rules';

const subscriptionValue = z.union([z.boolean(), z.literal('staged')], {
  error: 'subscription must be true, false or staged',
});

export const perMediaSubscriptionSchema = strictOptions('subscribedTracks', {
  audio: subscriptionValue.optional(),
  video: subscriptionValue.optional(),
  screenAudio: subscriptionValue.optional(),
  screenVideo: subscriptionValue.optional(),
  rmpAudio: subscriptionValue.optional(),
  rmpVideo: subscriptionValue.optional(),
  /** All custom tracks at once, or per track name. */
  custom: z.union([subscriptionValue, z.record(z.string(), subscriptionValue)]).optional(),
});

export const subscribedTracksSchema = z.union([subscriptionValue, perMediaSubscriptionSchema], {
  error: 'subscribedTracks must be true, false, staged or per-media flags',
});
export type SubscribedTracks = z.infer<typeof subscribedTracksSchema>;

export const SUBSCRIPTION_REFUSED_WHILE_AUTOMATIC =
  'subscribedTracks cannot be set while automatic track subscription is on';

/** Message refusing a subscription change, or null when it is allowed. */
export function checkSubscribedTracks(
  value: unknown,
  subscribeToTracksAutomatically: boolean,
): string | null {
  if (subscribeToTracksAutomatically) return SUBSCRIPTION_REFUSED_WHILE_AUTOMATIC;
  const parsed = subscribedTracksSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid subscribedTracks');
}
