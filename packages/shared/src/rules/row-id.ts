/**
 * Whether a path parameter can be a row id (a UUID). Services answer 404 at once for anything else, so a malformed id
 * never reaches PostgreSQL, which would refuse to compare it with a uuid column.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRowId(id: string): boolean {
  return UUID.test(id);
}
