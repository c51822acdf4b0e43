// `npm run build:extension`: bundles the extension into extension/dist/ (load it unpacked from there) and packs
// the same files into extension/dist/intervia-extension.zip (for the Chrome Web Store or sharing).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { iconPng } from './icon-png.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(ROOT, 'dist');
export const ZIP = join(DIST, 'intervia-extension.zip');
const SRC = join(ROOT, 'src');

const SCRIPTS = {
  'popup.js': 'popup/popup.ts',
  'options.js': 'options/options.ts',
  'service-worker.js': 'background/service-worker.ts',
  'extract-job-in-page.js': 'content/extract-job-in-page.ts',
};
const STATIC_FILES = {
  'popup.html': 'popup/popup.html',
  'options.html': 'options/options.html',
  'extension.css': 'extension.css',
};
const ICON_SIZES = [16, 32, 48, 128];

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export async function buildExtension({ quiet = false } = {}) {
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(join(DIST, 'icons'), { recursive: true });

  await build({
    entryPoints: Object.fromEntries(
      Object.entries(SCRIPTS).map(([out, source]) => [out.replace(/\.js$/, ''), join(SRC, source)]),
    ),
    outdir: DIST,
    bundle: true,
    format: 'iife',
    target: 'chrome110',
    platform: 'browser',
    legalComments: 'none',
    logLevel: quiet ? 'error' : 'warning',
  });
  for (const [out, source] of Object.entries(STATIC_FILES)) copyFileSync(join(SRC, source), join(DIST, out));
  for (const size of ICON_SIZES) writeFileSync(join(DIST, 'icons', `icon-${size}.png`), iconPng(size));

  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const manifest = { ...JSON.parse(readFileSync(join(ROOT, 'manifest.json'), 'utf8')), version };
  writeFileSync(join(DIST, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const files = listFiles(DIST);
  const zip = zipSync(
    Object.fromEntries(files.map((path) => [relative(DIST, path).split('\\').join('/'), readFileSync(path)])),
    { level: 9 },
  );
  writeFileSync(ZIP, zip);
  if (!quiet) {
    console.log(
      `Extension ${version} built in ${relative(process.cwd(), DIST) || '.'}/ (${files.length} files)`,
    );
    console.log(`Packed: ${relative(process.cwd(), ZIP)} (${(zip.length / 1024).toFixed(1)} KB)`);
  }
  return { dist: DIST, zip: ZIP, files: files.map((path) => relative(DIST, path)) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildExtension().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
