/**
 * What the job form shows when a save fails, pure: each error the form has a field for goes beside that field; the
 * rest (and a failure tied to no field, such as a server error) goes in the summary above the save button.
 */

/** The job form's fields that show their own error, by the job input's keys. */
export const JOB_FORM_FIELDS = [
  'title',
  'company',
  'location',
  'description',
  'requirements',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'externalApplyUrl',
  'firstRoundDurationMinutes',
] as const;
type JobFormField = (typeof JOB_FORM_FIELDS)[number];

export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

export interface JobSaveFailure {
  summary: string;
  fieldErrors: Partial<Record<JobFormField, string>>;
}

const isFormField = (key: string): key is JobFormField =>
  (JOB_FORM_FIELDS as readonly string[]).includes(key);

/**
 * `message` is the failure's own message; `fields` the message for each invalid input by its path ("salaryMax",
 * the server's "roles.0.title" style), from the shared schema in the browser or the server's validation error.
 */
export function jobSaveFailure(message: string, fields: Record<string, string> = {}): JobSaveFailure {
  const fieldErrors: JobSaveFailure['fieldErrors'] = {};
  const unplaced: string[] = [];
  for (const [path, fieldMessage] of Object.entries(fields)) {
    const key = path.split('.')[0] ?? path;
    if (isFormField(key)) fieldErrors[key] ??= fieldMessage;
    else unplaced.push(fieldMessage);
  }
  if (Object.keys(fieldErrors).length === 0) return { summary: unplaced.join(' ') || message, fieldErrors };
  return { summary: [...unplaced, FIX_FIELDS_MESSAGE].join(' '), fieldErrors };
}

/** A schema's issues as field messages by path (the first message for each path). */
export function fieldsOfIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}
