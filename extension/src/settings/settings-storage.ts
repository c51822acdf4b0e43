/** The platform address in chrome.storage.sync, so it follows the user to every browser they sign in to. */
import { DEFAULT_PLATFORM_URL, parsePlatformUrl, type PlatformUrlResult } from './platform-url';

const PLATFORM_URL_KEY = 'platformUrl';

export type SettingsArea = Pick<chrome.storage.StorageArea, 'get' | 'set'>;

export async function loadPlatformUrl(area: SettingsArea = chrome.storage.sync): Promise<string> {
  const stored = (await area.get(PLATFORM_URL_KEY))[PLATFORM_URL_KEY];
  const parsed = typeof stored === 'string' ? parsePlatformUrl(stored) : null;
  return parsed?.ok ? parsed.url : DEFAULT_PLATFORM_URL;
}

/** Saves only a valid address; an invalid one changes nothing and comes back as the problem. */
export async function savePlatformUrl(
  input: string,
  area: SettingsArea = chrome.storage.sync,
): Promise<PlatformUrlResult> {
  const parsed = parsePlatformUrl(input);
  if (parsed.ok) await area.set({ [PLATFORM_URL_KEY]: parsed.url });
  return parsed;
}
