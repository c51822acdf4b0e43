/**
 * The information pages behind the footer links. Each is a Markdown file: the operator's copy in SITE_PAGES_DIR
 * when there is one, else the default shipped in apps/server/site-pages. Read on every request, so an edit shows
 * at once.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_PAGE_TITLES, type SitePage, type SitePageSlug } from '@intervia/shared';

/** apps/server/site-pages: the defaults, edited through the repository. */
const DEFAULT_SITE_PAGES_DIR = fileURLToPath(new URL('../../../site-pages/', import.meta.url));

/** Operator texts are bounded so a mistaken file (a log, a binary) cannot make every page load slow. */
const SITE_PAGE_MAX_BYTES = 200_000;

async function readIfPresent(path: string): Promise<string | null> {
  try {
    const bytes = await readFile(path);
    if (bytes.byteLength > SITE_PAGE_MAX_BYTES) {
      throw new Error(`${path} is larger than ${SITE_PAGE_MAX_BYTES} bytes`);
    }
    return bytes.toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function readSitePage(
  slug: SitePageSlug,
  folders: { operatorDir: string; defaultDir?: string },
): Promise<SitePage> {
  const fileName = `${slug}.md`;
  const operator = await readIfPresent(join(folders.operatorDir, fileName));
  if (operator !== null)
    return { slug, title: SITE_PAGE_TITLES[slug], markdown: operator, source: 'operator' };
  const fallback = await readIfPresent(join(folders.defaultDir ?? DEFAULT_SITE_PAGES_DIR, fileName));
  if (fallback === null) throw new Error(`the default site page ${fileName} is missing`);
  return { slug, title: SITE_PAGE_TITLES[slug], markdown: fallback, source: 'default' };
}
