/** The address of the Intervia platform the extension opens: validated, normalised, with a local default. */

export const DEFAULT_PLATFORM_URL = 'http://localhost:3000';

export const PLATFORM_URL_MESSAGES = {
  empty: 'Enter the address of your Intervia platform, for example http://localhost:3000.',
  'not-a-url':
    'Enter a full address starting with http:// or https://, for example https://intervia.example.com.',
  'unsupported-scheme': 'The address must start with http:// or https://.',
  'has-credentials': 'Leave the user name and password out of the address; sign in on the platform instead.',
} as const;
type PlatformUrlProblem = keyof typeof PLATFORM_URL_MESSAGES;

export type PlatformUrlResult = { ok: true; url: string } | { ok: false; problem: PlatformUrlProblem };

/** "https://intervia.example.com/" → "https://intervia.example.com"; query and fragment are dropped. */
export function parsePlatformUrl(input: string): PlatformUrlResult {
  const text = input.trim();
  if (!text) return { ok: false, problem: 'empty' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'not-a-url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    // "localhost:3000" parses as the scheme "localhost:"; the fix the user needs is the same as for no scheme.
    return { ok: false, problem: /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? 'unsupported-scheme' : 'not-a-url' };
  }
  if (url.username || url.password) return { ok: false, problem: 'has-credentials' };
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}
