// Debian packages the test suite needs, each with the file that shows it is installed.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const TEST_SYSTEM_PACKAGES = [{ name: 'chromium', provides: '/usr/bin/chromium' }];

export function missingSystemPackages(packages = TEST_SYSTEM_PACKAGES) {
  return packages.filter((pkg) => !existsSync(pkg.provides));
}

/** Installs missing packages with apt when running as root; returns the ones still missing. */
export function installMissingSystemPackages(packages = TEST_SYSTEM_PACKAGES) {
  const missing = missingSystemPackages(packages);
  if (missing.length === 0) return [];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return missing;
  console.log(`Installing Debian packages: ${missing.map((pkg) => pkg.name).join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...missing.map((pkg) => pkg.name)], {
    stdio: 'inherit',
    env,
  });
  return missingSystemPackages(packages);
}
