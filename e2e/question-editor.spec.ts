/**
 * The first-round question editor never loses a recruiter's work silently: regenerating asks first, leaving with
 * unsaved edits asks first, an empty question is named, too many questions for the duration are flagged, the editor
 * hides while the AI round is off, and closing a job asks first.
 */
import { expect, test } from '@playwright/test';
import { recruiterWithCompany } from './support/accounts';
import { createJob } from './support/jobs';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('question editor: confirm before regenerating or leaving, name the empty question, warn over the duration', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await recruiterWithCompany(browser, 'Quill Labs');
  await createJob(page, {
    title: 'Support Engineer',
    location: 'Porto',
    description:
      'Answer customer tickets, reproduce bugs in our TypeScript stack and write clear help articles.',
  });

  // The AI round is off: no editor.
  await expect(page.getByRole('heading', { name: 'First-round questions' })).toHaveCount(0);
  await expect(page.getByText('The first-round AI interview is off')).toBeVisible();
  await page.getByLabel('Candidates can apply by taking an AI interview').check();
  await page.getByLabel('Duration (minutes)').fill('5');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'First-round questions' })).toBeVisible();

  // Edit the first question and save it.
  const first = page.getByLabel(/^Question 1/);
  await first.fill('Tell me about the hardest customer ticket you have solved.');
  await page.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('Questions saved.')).toBeVisible();

  // Regenerating asks before replacing the saved questions; cancelling keeps them.
  await page.getByRole('button', { name: 'Regenerate from posting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace your questions?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(first).toHaveValue('Tell me about the hardest customer ticket you have solved.');

  // Too many questions for five minutes gets a warning; an empty one is named.
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText(/but this interview lasts 5 minutes/)).toBeVisible();
  const count = await page.getByLabel(/^Question \d+/).count();
  await page.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByRole('alert')).toContainText(`Question ${count - 2} is empty`);
  await expect(page.getByLabel(`Question ${count - 2} · role-specific`)).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/question-editor-desktop.png`, fullPage: true });

  // Leaving with unsaved edits asks; staying keeps them.
  await page.getByRole('link', { name: '← Dashboard' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByLabel(/^Question \d+/)).toHaveCount(count);

  // Closing a published job asks first.
  for (let i = count; i > count - 3; i -= 1) {
    await page
      .getByRole('listitem')
      .filter({ has: page.getByLabel(`Question ${i} · role-specific`) })
      .getByRole('button', { name: 'Remove' })
      .click();
  }
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Close job' }).click();
  const close = page.getByRole('dialog', { name: 'Close this job?' });
  await expect(close).toContainText('stops taking applications');
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/close-job-mobile.png` });
  await close.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('published', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close job' }).click();
  await page
    .getByRole('dialog', { name: 'Close this job?' })
    .getByRole('button', { name: 'Close job' })
    .click();
  await expect(page.getByText('closed', { exact: true })).toBeVisible();
});
