import { z } from 'zod';

/** The sections of "export my data", in the order they appear in the file. */
export const USER_DATA_SECTION_NAMES = [
  'profile',
  'signInMethods',
  'sessions',
  'organizations',
  'invitationsSent',
  'newsletter',
  'resumes',
  'candidateProfile',
  'resumeVersions',
  'interviews',
  'calls',
  'scores',
  'applications',
  'subscription',
] as const;
export type UserDataSectionName = (typeof USER_DATA_SECTION_NAMES)[number];

export const USER_DATA_EXPORT_FORMAT = 'intervia-user-export/1';

/** One stored row as exported: column names to values (dates as ISO strings). */
const exportedRowSchema = z.record(z.string(), z.unknown());

/** A section holds the user's rows, one row (their profile, their subscription), or null when there is none. */
const exportedSectionSchema = z.union([z.array(exportedRowSchema), exportedRowSchema, z.null()]);

/** `GET /api/account/export`: everything stored about the signed-in user, secrets excluded. */
export const userDataExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  format: z.literal(USER_DATA_EXPORT_FORMAT),
  data: z.object(
    Object.fromEntries(USER_DATA_SECTION_NAMES.map((name) => [name, exportedSectionSchema])) as Record<
      UserDataSectionName,
      typeof exportedSectionSchema
    >,
  ),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;
