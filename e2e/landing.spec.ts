import { expect, test, type Page } from '@playwright/test';

test('the landing page shows all of the spec content, exactly worded', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Intervia' })).toBeVisible();
  await expect(page.getByText('Empowering your interview preparation journey with AI')).toBeVisible();
  await expect(page.getByText('BORN IN AI. NOT BOLTED ON.')).toBeVisible();
  for (const title of [
    'Real-time Voice Chat',
    'Recruiter Platform',
    'AI Resume Builder',
    'Chrome Extension',
    'Job Explorer',
    'AI-Powered Feedback',
    'Upload Job Description',
    'Start Voice Interview',
    'Get Detailed Feedback',
    'Ace the Real Interview',
    'Virtual Interviews',
    'AI Video Analytics',
    'Workman Screening',
    'Candidate Interview Scores',
    'HR Managerial Interview Scores',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('progressbar', { name: 'Resume Analysis' })).toHaveAttribute(
    'aria-valuenow',
    '92',
  );
  await expect(page.getByRole('progressbar', { name: 'Decision Making' })).toHaveAttribute(
    'aria-valuenow',
    '87',
  );
  await expect(page.getByRole('progressbar')).toHaveCount(10);
  for (const link of [
    'About Us',
    'Careers',
    'Features',
    'Testimonial',
    'Contact Us',
    'Customer Support',
    'Delivery Details',
    'Terms & Conditions',
    'Privacy Policy',
  ]) {
    await expect(page.locator('footer').getByRole('link', { name: link })).toBeVisible();
  }
  // The spec's year, run on to the current one.
  const year = new Date().getFullYear();
  await expect(page.getByText(year > 2025 ? `© 2025–${year} Intervia` : '© 2025 Intervia')).toBeVisible();
});

test('the pricing toggle switches prices; Professional is highlighted; every plan button goes to /payment', async ({
  page,
}) => {
  await page.goto('/');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByTestId('price-basic')).toHaveText('$10');
  await expect(pricing.getByTestId('price-professional')).toHaveText('$25');
  await pricing.getByRole('radio', { name: /Yearly/ }).click();
  await expect(pricing.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true');
  await expect(pricing.getByText('20% OFF')).toBeVisible();
  for (const [plan, price] of [
    ['free', '$0'],
    ['basic', '$99'],
    ['professional', '$249'],
    ['enterprise', '$999'],
  ]) {
    await expect(pricing.getByTestId(`price-${plan}`)).toHaveText(price!);
  }
  await expect(pricing.locator('[data-highlighted="true"]')).toContainText('Professional');
  await expect(pricing.getByRole('link', { name: 'Choose and Get 20%' })).toHaveAttribute(
    'href',
    '/payment?plan=professional&period=yearly',
  );
  for (const name of ['Get Started', 'Choose Basic', 'Choose and Get 20%', 'Choose Enterprise']) {
    await expect(pricing.getByRole('link', { name })).toHaveAttribute('href', /^\/payment\?plan=/);
  }
  await pricing.getByRole('link', { name: 'Choose Basic' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=basic&period=yearly/);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
});

test('yearly prices read per year, with the monthly equivalent and the saving against monthly payments', async ({
  page,
}) => {
  await page.goto('/');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByTestId('price-unit-basic')).toHaveText('/month');
  await expect(pricing.getByTestId('price-yearly-note-basic')).toHaveCount(0);
  await pricing.getByRole('radio', { name: /Yearly/ }).click();
  await expect(pricing.getByTestId('price-basic')).toHaveText('$99');
  await expect(pricing.getByTestId('price-unit-basic')).toHaveText('/year');
  await expect(pricing.getByTestId('price-yearly-note-basic')).toHaveText(
    '$8.25/month, billed yearly · save $21 (18%) vs 12 monthly payments',
  );
  await expect(pricing.getByTestId('price-yearly-note-professional')).toContainText('$20.75/month');
  await expect(pricing.getByTestId('price-yearly-note-enterprise')).toContainText('save $189 (16%)');
  await expect(pricing.getByTestId('price-yearly-note-free')).toHaveCount(0);
  await expect(pricing.getByText('/month', { exact: true })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await pricing.screenshot({ path: `test-results/screens/pricing-yearly-${width}.png` });
  }
});

test('the newsletter form validates inline and subscribes once', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const input = footer.getByPlaceholder('Enter your email address');
  await expect(input).toHaveAttribute('type', 'email');
  await input.fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address.');
  const email = `news-${Date.now()}@example.com`;
  await input.fill(email);
  await footer.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing! We will keep you posted.');
  await input.fill(email);
  await footer.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(footer.getByRole('status')).toHaveText('You are already subscribed with this email address.');
});

/** Freezes the page's clocks (setInterval, performance.now) so the typing can be stepped through exactly. */
async function openWithFrozenClock(page: Page) {
  await page.clock.install({ time: new Date('2030-01-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2030-01-01T09:00:01Z'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Intervia' })).toBeVisible();
}

test('the assistant name types out one letter at a time', async ({ page }) => {
  await openWithFrozenClock(page);
  const name = page.getByTestId('typed-name');
  await expect(page.getByTestId('assistant-name')).toHaveText('Iris');
  await expect(name).toHaveText('|');
  await page.clock.runFor(300);
  await expect(name).toHaveText('Ir|');
  await expect(name).toHaveAttribute('data-typing-done', 'false');
  await page.clock.runFor(1000);
  await expect(name).toHaveText('Iris|');
  await expect(name).toHaveAttribute('data-typing-done', 'true');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the assistant name is shown at once, with no time passing', async ({ page }) => {
    await openWithFrozenClock(page);
    await expect(page.getByTestId('typed-name')).toHaveText('Iris|');
    await expect(page.getByTestId('typed-name')).toHaveAttribute('data-typing-done', 'true');
  });
});

test('the billing toggle works with the keyboard, as a radio group', async ({ page }) => {
  await page.goto('/');
  const pricing = page.locator('#pricing');
  const monthly = pricing.getByRole('radio', { name: 'Monthly' });
  await expect(monthly).toHaveAttribute('aria-checked', 'true');
  await monthly.focus();
  await page.keyboard.press('ArrowRight');
  await expect(pricing.getByRole('radio', { name: /Yearly/ })).toBeFocused();
  await expect(pricing.getByTestId('price-enterprise')).toHaveText('$999');
  await expect(pricing.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/payment?plan=free&period=yearly',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(monthly).toHaveAttribute('aria-checked', 'true');
  await expect(pricing.getByTestId('price-enterprise')).toHaveText('$99');
  await expect(pricing.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/payment?plan=free&period=monthly',
  );
});

test('the plans sit three to a row on a medium screen', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/');
  const tops = await page
    .locator('#pricing [data-highlighted]')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(tops).toHaveLength(4);
  expect(new Set(tops.slice(0, 3)).size, 'first three plans on one row').toBe(1);
  expect(tops[3]!, 'fourth plan on the next row').toBeGreaterThan(tops[0]!);
});

test('the newsletter button shows that it is busy while the request runs', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/newsletter', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.getByPlaceholder('Enter your email address').fill(`busy-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(footer.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
  release();
  await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing! We will keep you posted.');
  await expect(footer.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  await expect(footer.getByPlaceholder('Enter your email address')).toHaveValue('');
});

for (const width of [1280, 390]) {
  test(`looks right at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('typed-name')).toHaveText(/^Iris/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`landing-${width}.png`), fullPage: true });
  });
}
