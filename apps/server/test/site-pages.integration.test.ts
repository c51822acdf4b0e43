import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { SITE_PAGE_SLUGS } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';

const [target] = await testDatabaseTargets();

describe('information pages (GET /api/site-pages/:slug)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target!);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the shipped default of every page, with the headings the footer links to', async () => {
    for (const slug of SITE_PAGE_SLUGS) {
      const response = await t.app.inject({ method: 'GET', url: `/api/site-pages/${slug}` });
      expect(response.statusCode, slug).toBe(200);
      expect(response.json()).toMatchObject({ slug, source: 'default' });
    }
    const about = (await t.app.inject({ method: 'GET', url: '/api/site-pages/about' })).json();
    for (const heading of ['## About Us', '## Careers', '## Testimonial', '## Contact Us']) {
      expect(about.markdown).toContain(heading);
    }
    const help = (await t.app.inject({ method: 'GET', url: '/api/site-pages/help' })).json();
    expect(help.markdown).toContain('## Customer Support');
    expect(help.markdown).toContain('## Delivery Details');
  });

  it("serves the operator's copy from SITE_PAGES_DIR as soon as it is written, and falls back per page", async () => {
    mkdirSync(t.config.sitePagesDir, { recursive: true });
    writeFileSync(join(t.config.sitePagesDir, 'terms.md'), '# Terms & Conditions\n\nOur own terms, v2.\n');
    const terms = (await t.app.inject({ method: 'GET', url: '/api/site-pages/terms' })).json();
    expect(terms).toEqual({
      slug: 'terms',
      title: 'Terms & Conditions',
      markdown: '# Terms & Conditions\n\nOur own terms, v2.\n',
      source: 'operator',
    });
    const privacy = (await t.app.inject({ method: 'GET', url: '/api/site-pages/privacy' })).json();
    expect(privacy.source).toBe('default');
  });

  it('answers 404 for any other name, including paths that try to leave the folder', async () => {
    for (const slug of ['careers', '..%2Fauth-secret', 'terms.md', 'TERMS']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/site-pages/${slug}` });
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().error.code).toBe('not-found');
    }
  });
});
