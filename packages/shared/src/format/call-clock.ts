/** A time within a call as mm:ss (transcripts on the report page, in Markdown and in the PDF). */
export function formatCallClock(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
