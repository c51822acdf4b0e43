/** The site's information pages (footer links): Markdown texts the operator can replace without a rebuild. */
import { z } from 'zod';

export const SITE_PAGE_SLUGS = ['about', 'help', 'terms', 'privacy'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const SITE_PAGE_TITLES: Record<SitePageSlug, string> = {
  about: 'About Us',
  help: 'Help',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
};

export const isSitePageSlug = (value: string): value is SitePageSlug =>
  (SITE_PAGE_SLUGS as readonly string[]).includes(value);

export const sitePageSchema = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  title: z.string(),
  markdown: z.string(),
  /** Where the text came from: the operator's folder, or the default shipped with the app. */
  source: z.enum(['operator', 'default']),
});
export type SitePage = z.infer<typeof sitePageSchema>;
