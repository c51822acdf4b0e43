import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAs } from './support/accounts';

const RESUMES = ['jordan-lee.pdf', 'jordan-lee.docx', 'jordan-lee.doc'];
const fixture = (name: string) => `e2e/fixtures/resumes/${name}`;

const JD =
  'We are hiring a Senior Backend Engineer to design payment APIs in TypeScript and Node.js, own PostgreSQL schemas and Redis caching, and run services on Kubernetes.';

test('the wizard enforces the spec rules with accessible alerts and survives a reload', async ({ page }) => {
  await signUpAs(page, 'Candidate', 'Wendy Wizard');
  await page.getByRole('link', { name: 'Interviews', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No interviews yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Interview' }).first().click();

  await expect(page.getByRole('heading', { name: 'Create AI Interview' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByLabel('Interview Duration (minutes)*')).toHaveValue('10');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields in Step 1.');

  await page.getByLabel('Job Role*').fill('Senior Backend Engineer');
  await page.getByLabel('Difficulty*').selectOption('hard');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please upload a resume or paste a job description to proceed.',
  );

  await page.getByLabel('Job Description (optional)').fill(JD);
  await page.locator('input[type=file]').setInputFiles(fixture('jordan-lee.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please upload only one of Resume or JD.');
  await page.getByRole('button', { name: 'Remove' }).click();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('Interview Preferences (optional)').fill('Focus on system design');

  // A reload keeps the step and everything typed so far.
  await page.reload();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByLabel('Interview Preferences (optional)')).toHaveValue('Focus on system design');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Job Description (optional)')).toHaveValue(JD);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByText(`${JD.slice(0, 80)}…`)).toBeVisible();
  await expect(page.getByText('Focus on system design')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Interview' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '✅ Interview started successfully!' }),
  ).toBeVisible();
  // The voice interview starts at once: camera preview, Stop Interview and Iris's greeting with the first question.
  await expect(page.getByRole('region', { name: 'Camera Preview' })).toBeVisible();
  const captions = page.getByRole('list', { name: 'Live captions' });
  await expect(captions).toContainText('I am Iris', { timeout: 20_000 });
  await expect(captions).toContainText('Senior Backend Engineer');

  // Stop Interview hides the preview and shows the feedback panel.
  await page.getByRole('button', { name: 'Stop Interview' }).click();
  await expect(page.getByRole('heading', { name: 'Interview Feedback' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Camera Preview' })).toBeHidden();
  await expect(page.getByText('Overall Score')).toBeVisible();

  // The full report: transcript with timestamps and exports.
  await page.getByRole('link', { name: 'Open full report' }).click();
  await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
  await expect(page.getByText(/I am Iris/).first()).toBeVisible();
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const jsonFile = await (await json).path();
  expect(JSON.parse(readFileSync(jsonFile, 'utf8'))).toMatchObject({ title: 'Senior Backend Engineer' });
  const markdown = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Markdown' }).click();
  expect(readFileSync(await (await markdown).path(), 'utf8')).toMatch(/\*\*\[00:0\d\] Iris:\*\*/);
  const pdf = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export PDF' }).click();
  expect(
    readFileSync(await (await pdf).path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.goto('/dashboard/candidate/interviews');
  await expect(page.getByRole('cell', { name: 'Senior Backend Engineer' })).toBeVisible();
});

for (const name of RESUMES) {
  test(`creating an interview from a ${name.split('.').pop()} resume`, async ({ page }) => {
    await signUpAs(page, 'Candidate', 'Rhea Resume');
    await page.goto('/dashboard/candidate/interview/create');
    await page.getByLabel('Job Role*').fill('Backend Engineer');
    await page.getByLabel('Difficulty*').selectOption('medium');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('input[type=file]').setInputFiles(fixture(name));
    await expect(page.getByText(name)).toBeVisible();

    // The chosen file survives a reload too (kept in the browser's IndexedDB, once it is saved there).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('intervia-wizard', 1);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('files')) return resolve(false);
                const get = db.transaction('files').objectStore('files').get('resume');
                get.onsuccess = () => resolve(get.result != null);
                get.onerror = () => resolve(false);
              };
              open.onerror = () => resolve(false);
            }),
        ),
      )
      .toBe(true);
    await page.reload();
    await expect(page.getByText(name)).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(name)).toBeVisible();
    await page.getByRole('button', { name: 'Submit Interview' }).click();
    // The room opens (its start banner is checked in the first test; it goes once the interviewer speaks).
    await expect(page.getByRole('region', { name: 'Camera Preview' })).toBeVisible();
    // Answer the introduction in the typed-answer box; the next question is about a project on the resume.
    const captions = page.getByRole('list', { name: 'Live captions' });
    await expect(captions).toContainText('I am Iris', { timeout: 20_000 });
    await page
      .getByLabel('Type your answer')
      .fill(
        'I am a backend engineer with seven years in payments, most recently leading the ledger rebuild at Paystream.',
      );
    await page.getByLabel('Type your answer').press('Enter');
    // The next question comes from the résumé (its skills lead the plan; its projects are asked about by name).
    await expect(captions.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
    const plan = await page.evaluate(async () => {
      const list = (await (await fetch('/api/interviews')).json()) as { interviews: { id: string }[] };
      const detail = (await (await fetch(`/api/interviews/${list.interviews[0]!.id}`)).json()) as {
        interview: { plan: { questions: { text: string }[]; reserve?: { text: string }[] } };
      };
      const { questions, reserve = [] } = detail.interview.plan;
      return [...questions, ...reserve].map((question) => question.text).join('\n');
    });
    expect(plan).toMatch(/LedgerLite|QueueScope/);
  });
}

test('an unreadable resume is refused with a clear message and the wizard returns to step 2', async ({
  page,
}) => {
  await signUpAs(page, 'Candidate', 'Ursula Upload');
  await page.goto('/dashboard/candidate/interview/create');
  await page.getByLabel('Job Role*').fill('Analyst');
  await page.getByLabel('Difficulty*').selectOption('easy');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('input[type=file]').setInputFiles(fixture('encrypted.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Interview' }).click();
  await expect(page.getByRole('alert')).toContainText('password-protected');
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
});

test('the wizard opens prefilled from a job link (role and job description in the URL)', async ({ page }) => {
  await signUpAs(page, 'Candidate', 'Pia Prefill');
  await page.goto(
    `/dashboard/candidate/interview/create?role=${encodeURIComponent('Registered Nurse')}&jd=${encodeURIComponent('Provide safe patient care on a busy ward.')}&source=extension`,
  );
  await expect(page.getByLabel('Job Role*')).toHaveValue('Registered Nurse');
  await page.getByLabel('Difficulty*').selectOption('easy');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Job Description (optional)')).toHaveValue(
    'Provide safe patient care on a busy ward.',
  );
});
