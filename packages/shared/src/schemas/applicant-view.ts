import { z } from 'zod';
import {
  applicantSchema,
  applicationNoteSchema,
  applicationPermissionsSchema,
  applicationSubmissionSchema,
} from './jobs';
import { interviewReportSchema } from './scoring';

/**
 * `GET /api/recruiter/applications/:id`: one applicant for the hiring team — the ranked row, what a direct
 * application sent, the notes thread, what the viewer may do, the job, and the first-round interview's report
 * (recordings served from the recruiter's own route), or null when there is no interview yet.
 */
export const applicantViewSchema = z.object({
  applicant: applicantSchema,
  submission: applicationSubmissionSchema.nullable(),
  noteThread: z.array(applicationNoteSchema),
  viewerCan: applicationPermissionsSchema,
  job: z.object({ id: z.string(), title: z.string(), company: z.string() }),
  report: interviewReportSchema.nullable(),
});
export type ApplicantView = z.infer<typeof applicantViewSchema>;
