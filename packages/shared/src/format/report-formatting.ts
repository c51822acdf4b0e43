/** Formatting shared by the report page, its Markdown export and the server-side PDF. */

/** A time within a call as mm:ss (transcripts on the report page, in Markdown and in the PDF). */
export function formatCallClock(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A title as a download file name: lower case, runs of other characters as one hyphen ("interview" if empty). */
export function fileSafeName(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'interview'
  );
}
