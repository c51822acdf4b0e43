/** Participant permissions (spec section 5): only hasPresence, canSend, canReceive and canAdmin. */
import { z } from 'zod';
import {
  ADMIN_PERMISSIONS,
  CUSTOM_RECEIVABLE_MEDIA_TYPES,
  RECEIVABLE_MEDIA_TYPES,
  SENDABLE_MEDIA_TYPES,
} from '../call-object-constants';
import { booleanOption, oneOf, strictOptions } from './schema-rules';

export const canSendSchema = z.union([z.boolean(), z.array(oneOf('canSend media', SENDABLE_MEDIA_TYPES))], {
  error: `canSend must be a boolean or a list of ${SENDABLE_MEDIA_TYPES.join(', ')}`,
});

export const canAdminSchema = z.union(
  [z.boolean(), z.array(oneOf('canAdmin permission', ADMIN_PERMISSIONS))],
  { error: `canAdmin must be a boolean or a list of ${ADMIN_PERMISSIONS.join(', ')}` },
);

/** Custom media are keyed by track name; '*' stands for every custom track. */
const customMediaPermission = (media: string) =>
  z.record(z.string(), z.boolean({ error: `canReceive ${media} values must be booleans` }), {
    error: `canReceive ${media} must map track names (or *) to booleans`,
  });

const mediaPermissionShape = {
  video: booleanOption('canReceive video').optional(),
  audio: booleanOption('canReceive audio').optional(),
  screenVideo: booleanOption('canReceive screenVideo').optional(),
  screenAudio: booleanOption('canReceive screenAudio').optional(),
  customVideo: customMediaPermission('customVideo').optional(),
  customAudio: customMediaPermission('customAudio').optional(),
};

const perMediaPermission = strictOptions('canReceive media', mediaPermissionShape);

/** The base permission must say something about every media type, with a * entry for each custom one. */
const basePermission = z.union([
  z.boolean(),
  perMediaPermission.superRefine((media, context) => {
    for (const type of RECEIVABLE_MEDIA_TYPES) {
      if (media[type] === undefined) {
        context.addIssue({ code: 'custom', message: `canReceive base must list ${type}`, path: [type] });
      }
    }
    for (const type of CUSTOM_RECEIVABLE_MEDIA_TYPES) {
      const custom = media[type];
      if (custom !== undefined && custom['*'] === undefined) {
        context.addIssue({
          code: 'custom',
          message: `canReceive base ${type} must have a * entry`,
          path: [type],
        });
      }
    }
  }),
]);

const receivePermission = z.union([z.boolean(), perMediaPermission], {
  error: 'canReceive values must be a boolean or per-media flags',
});

export const canReceiveSchema = strictOptions('canReceive', {
  base: basePermission.optional(),
  byUserId: z.record(z.string(), receivePermission).optional(),
  byParticipantId: z.record(z.string(), receivePermission).optional(),
});

export const permissionsSchema = strictOptions('permissions', {
  hasPresence: booleanOption('hasPresence').optional(),
  canSend: canSendSchema.optional(),
  canReceive: canReceiveSchema.optional(),
  canAdmin: canAdminSchema.optional(),
});
export type PermissionsOptions = z.infer<typeof permissionsSchema>;
