/**
 * Landing page weight: the JavaScript and CSS that `/` loads before any lazy page (the entry script, its
 * modulepreloads and stylesheets in the built index.html), raw and gzip. Target: landing JS ≤ 150 KB gzip.
 * Run `npm run build` first, then `npx tsx bench/landing-bundle.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../apps/web/dist/', import.meta.url).pathname;
const TARGET_JS_GZIP_KB = 150;

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
const rows = assets.map((asset) => {
  const bytes = readFileSync(join(DIST, asset));
  return {
    asset,
    kind: asset.endsWith('.css') ? 'css' : 'js',
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.table(rows.map((row) => ({ asset: row.asset, raw: kb(row.raw), gzip: kb(row.gzip) })));
const js = rows.filter((row) => row.kind === 'js').reduce((sum, row) => sum + row.gzip, 0);
const css = rows.filter((row) => row.kind === 'css').reduce((sum, row) => sum + row.gzip, 0);
console.log(`Landing JS: ${kb(js)} gzip (target ≤ ${TARGET_JS_GZIP_KB} KB) · CSS: ${kb(css)} gzip`);
console.log(js / 1024 <= TARGET_JS_GZIP_KB ? 'within target' : 'OVER TARGET');
