import { expect, test } from '@playwright/test';

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
  await expect(page.getByText('© 2025 Intervia')).toBeVisible();
});

test('the pricing toggle switches prices; Professional is highlighted; every plan button goes to /payment', async ({
  page,
}) => {
  await page.goto('/');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByTestId('price-basic')).toHaveText('$10');
  await expect(pricing.getByTestId('price-professional')).toHaveText('$25');
  await pricing.getByRole('radio', { name: /yearly/ }).click();
  await expect(pricing.getByRole('radio', { name: /yearly/ })).toHaveAttribute('aria-checked', 'true');
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

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the assistant name is shown at once', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('typed-name')).toHaveText(/^Iris/, { timeout: 50 });
  });
});

test('the assistant name types out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('typed-name')).toHaveText(/^Iris/, { timeout: 5000 });
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
