/**
 * The candidate profile and the resume builder in the browser: fill from a resume without losing an unsaved edit,
 * the leave-without-saving guard, saving and the dashboard's completeness, a field error, building a resume for a
 * target job, PDF and DOCX downloads, and saved versions.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { expectAccessible } from './support/axe';

const RESUME = new URL('./fixtures/resumes/jordan-lee.pdf', import.meta.url).pathname;

test('profile from a resume, completeness on the dashboard, and a resume built, downloaded and saved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAs(page, 'Candidate', 'Sam Taylor');
  const card = page.getByRole('region', { name: 'Profile Status' });
  await expect(card).toContainText('25%');
  await card.getByRole('link', { name: 'Complete profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidate\/profile$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Sam Taylor');

  // An unsaved edit survives filling from the resume.
  await page.getByLabel('Headline').fill('Platform-minded backend engineer');
  await page.getByLabel('Upload resume').setInputFiles(RESUME);
  await expect(page.getByText(/We read jordan-lee\.pdf and added: .*2 roles/)).toBeVisible();
  await expect(page.getByLabel('Headline')).toHaveValue('Platform-minded backend engineer');
  await expect(page.getByLabel('Full name')).toHaveValue('Sam Taylor');
  await expect(page.getByRole('group', { name: 'Role 1' }).getByLabel('Organisation')).toHaveValue(
    'Paystream',
  );
  await expect(page.getByRole('list', { name: 'Your skills' })).toContainText('Kubernetes');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page
    .getByRole('complementary', { name: 'Candidate navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // A bad link is refused at its field and nothing is saved.
  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByLabel('Link 2 address').fill('not a link');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter a full web address starting with https://.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove link 2' }).click();

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByText('Your profile is complete.')).toBeVisible();
  await expectAccessible(page, '', () => expect(page.getByText('All changes saved.')).toBeVisible());

  await page.reload();
  await expect(page.getByLabel('Headline')).toHaveValue('Platform-minded backend engineer');
  await page
    .getByRole('complementary', { name: 'Candidate navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('region', { name: 'Profile Status' })).toContainText('100%');

  // The resume builder: a target job puts its skills first.
  await page.goto('/dashboard/candidate/profile');
  await page.getByRole('link', { name: 'Resume builder' }).click();
  await expect(page).toHaveURL(/\/profile\/resume$/);
  await expect(page.getByText('No saved resumes yet.')).toBeVisible();
  await page.getByLabel(/^Modern/).check();
  await page.getByLabel('Job title').fill('Platform Engineer');
  await page.getByLabel('Job description').fill('Run our Kubernetes clusters with Terraform.');
  // Without a language model the option cannot be ticked, and says why (below).
  await expect(page.getByLabel(/Reword highlights with AI/)).toBeDisabled();
  await expect(page.getByLabel(/Reword highlights with AI/)).not.toBeChecked();
  await page.getByRole('button', { name: 'Build resume' }).click();
  const preview = page.getByRole('article', { name: 'Resume preview' });
  await expect(preview.getByRole('heading', { name: 'Sam Taylor' })).toBeVisible();
  await expect(preview).toHaveAttribute('data-template', 'modern');
  await expect(preview.getByRole('list', { name: 'Skills' }).getByRole('listitem').first()).toHaveText(
    /Kubernetes|Terraform/,
  );
  await expect(preview).toContainText('Led the rebuild of the ledger service');
  // The test server has no language model: the page says so and keeps the built-in wording.
  await expect(page.getByText(/No language model is configured/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/resume-builder-modern-1280.png', fullPage: true });

  for (const [format, magic] of [
    ['PDF', '%PDF'],
    ['DOCX', 'PK'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${format}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`sam-taylor-resume.${format.toLowerCase()}`);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, magic.length)
        .toString('latin1'),
    ).toBe(magic);
  }

  await page.getByLabel('Version name').fill('Platform roles');
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText('Saved as “Platform roles”.')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved resumes' });
  await expect(saved).toContainText('Platform roles');
  await expect(saved).toContainText('Modern');
  await expectAccessible(page, '', () => expect(preview).toBeVisible());

  await page.reload();
  await saved.getByRole('button', { name: 'Open Platform roles' }).click();
  await expect(page.getByText('Showing your saved resume “Platform roles”.')).toBeVisible();
  await expect(preview).toHaveAttribute('data-template', 'modern');
  await saved.getByRole('button', { name: 'Delete Platform roles' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this resume?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No saved resumes yet.')).toBeVisible();
});

test('the builder explains what to add when the profile is empty', async ({ page }) => {
  await signUpAs(page, 'Candidate', 'Solo');
  await page.goto('/dashboard/candidate/profile/resume');
  await page.getByRole('button', { name: 'Build resume' }).click();
  await expect(
    page.getByText(/Add a summary, skills, a role or education to the profile first\./),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidate\/profile$/);
});

test('the profile offers the resume uploaded for an interview and fills from it', async ({
  page,
  baseURL,
}) => {
  await signUpAs(page, 'Candidate', 'Rhea Resume');
  const created = await page.request.post('/api/interviews', {
    headers: { origin: baseURL! },
    multipart: {
      title: 'Backend Engineer',
      difficulty: 'easy',
      resume: { name: 'jordan-lee.pdf', mimeType: 'application/pdf', buffer: readFileSync(RESUME) },
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard/candidate/profile');
  await page.getByRole('button', { name: 'Use jordan-lee.pdf' }).click();
  await expect(page.getByText(/We read jordan-lee\.pdf and added: .*2 roles/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Role 2' }).getByLabel('Organisation')).toHaveValue(
    'DataHarbor',
  );
  await expect(page.getByLabel('Full name')).toHaveValue('Rhea Resume');
});
