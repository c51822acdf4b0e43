/** A date as the user's locale writes it, e.g. "12 Mar 2026". */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}
