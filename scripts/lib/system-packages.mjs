// Debian packages the test suite needs, each with the file that shows it is installed.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

// Optional ones power the offline voice pipeline (espeak-ng voice and pronunciations, pocketsphinx recognition —
// per utterance and streaming through python3-pocketsphinx —, flite + sox for the
// spoken test answers); without them the voice tests are skipped with a message, the rest still runs.
const TEST_SYSTEM_PACKAGES = [
  { name: 'chromium', provides: '/usr/bin/chromium' },
  { name: 'espeak-ng', provides: '/usr/bin/espeak-ng', optional: true },
  { name: 'pocketsphinx', provides: '/usr/bin/pocketsphinx_continuous', optional: true },
  {
    name: 'pocketsphinx-en-us',
    provides: '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
    optional: true,
  },
  // Streaming offline recognition: long-lived decoder processes under Debian's python3 (not a pyenv/venv python).
  { name: 'python3', provides: '/usr/bin/python3', optional: true },
  {
    name: 'python3-pocketsphinx',
    provides: '/usr/lib/python3/dist-packages/pocketsphinx/__init__.py',
    optional: true,
  },
  { name: 'flite', provides: '/usr/bin/flite', optional: true },
  { name: 'sox', provides: '/usr/bin/sox', optional: true },
  // Unicode fonts embedded in generated PDFs (resumes, reports); without them pdfkit's Latin-1 fonts are used.
  { name: 'fonts-dejavu-core', provides: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', optional: true },
  // The load balancer in front of three nodes (cluster tests, `npm run cluster`); without it those tests are skipped.
  { name: 'haproxy', provides: '/usr/sbin/haproxy', optional: true },
];

function missingSystemPackages(packages = TEST_SYSTEM_PACKAGES) {
  return packages.filter((pkg) => !existsSync(pkg.provides));
}

/** Installs missing packages with apt when running as root; returns the required ones still missing. */
export function installMissingSystemPackages(packages = TEST_SYSTEM_PACKAGES) {
  const missing = missingSystemPackages(packages);
  if (missing.length === 0) return [];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return missing.filter((pkg) => !pkg.optional);
  console.log(`Installing Debian packages: ${missing.map((pkg) => pkg.name).join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...missing.map((pkg) => pkg.name)], {
    stdio: 'inherit',
    env,
  });
  const still = missingSystemPackages(packages);
  for (const pkg of still.filter((item) => item.optional)) {
    console.warn(`Optional Debian package ${pkg.name} is missing: the tests that need it are skipped.`);
  }
  return still.filter((pkg) => !pkg.optional);
}
