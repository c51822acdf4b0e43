/**
 * beforeSend for error reports (browser and server): the spec's filter of user name, user data and tokens, plus
 * the other secrets a report can pick up (authorization headers, cookies, passwords, API keys). Pure: returns a
 * scrubbed copy and leaves the input as it was.
 */
export const FILTERED = '[Filtered]';

/** Keys whose values never leave the process, at any depth of the report. */
const SENSITIVE_KEY =
  /^(user_?name|username|user_?data|display_?name|full_?name|first_?name|last_?name|email|e-?mail|ip_?address|[a-z_-]*token|authorization|proxy-authorization|cookies?|set-cookie|password|passwd|secret|[a-z_-]*secret|api_?key|x-api-key|dsn)$/i;

/** Tokens inside text: query parameters, bearer credentials and signed call tokens. */
const TOKEN_IN_TEXT: [RegExp, string][] = [
  [/(\b[a-z_]*(?:token|secret|password|api_?key)=)[^&#\s"']+/gi, `$1${FILTERED}`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, `$1 ${FILTERED}`],
];

export function isSensitiveReportKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

export function scrubReportText(text: string): string {
  return TOKEN_IN_TEXT.reduce(
    (scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement),
    text,
  );
}

function scrubValue(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return scrubReportText(value);
  if (typeof value !== 'object' || value === null) return value;
  const done = seen.get(value);
  if (done !== undefined) return done;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(scrubValue(item, seen));
    return copy;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSensitiveReportKey(key) ? FILTERED : scrubValue(item, seen);
  }
  return copy;
}

/** The report's user keeps only its id; every other field, at any depth, loses the sensitive keys and tokens. */
export function scrubErrorReport<Report extends object>(report: Report): Report {
  const scrubbed = scrubValue(report, new WeakMap()) as Report & { user?: unknown };
  const user = (report as { user?: unknown }).user;
  if (user && typeof user === 'object') {
    const id = (user as { id?: unknown }).id;
    scrubbed.user = id === undefined ? {} : { id };
  }
  return scrubbed;
}
