/**
 * axe-core check used by the e2e specs: zero serious or critical WCAG 2.1 A/AA violations on the page, and no
 * Content Security Policy violation reported by the browser since the page was first checked.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const cspViolations = new WeakMap<Page, string[]>();

/** Starts collecting the browser's CSP violation reports for this page (once per page). */
function watchContentSecurityPolicy(page: Page): string[] {
  let seen = cspViolations.get(page);
  if (!seen) {
    const list: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) list.push(message.text());
    });
    cspViolations.set(page, list);
    seen = list;
  }
  return seen;
}

/** Opens `path` (or stays, when empty), waits for `ready`, then runs axe on the whole page. */
export async function expectAccessible(page: Page, path: string, ready: () => Promise<void>) {
  const violations = watchContentSecurityPolicy(page);
  if (path) await page.goto(path);
  await ready();
  // Colour contrast is measured on what is painted: let fades and colour transitions finish first.
  // (Endless ones, such as a blinking cursor or a spinner, are left alone.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
        .join('\n  ')}`,
  );
  expect(report, `${path || page.url()}`).toEqual([]);
  expect(violations, `CSP violations by ${path || page.url()}`).toEqual([]);
}
