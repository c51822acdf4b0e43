/** Recruiter steps shared by the job tests: creating a job through the New job form and publishing it. */
import { expect, type Page } from '@playwright/test';

export interface NewJobFields {
  title: string;
  location: string;
  description: string;
  requirements?: string;
  /** "Apply on your site (optional)". */
  applyUrl?: string;
  /** Turns the first-round AI interview on, with its difficulty and duration. */
  aiInterview?: { difficulty: 'easy' | 'medium' | 'hard'; minutes: number };
}

/** From the recruiter dashboard: opens New job, fills the form and creates the job; returns the job's id. */
export async function createJob(page: Page, fields: NewJobFields): Promise<string> {
  await page.getByRole('link', { name: 'New job' }).click();
  await page.getByLabel('Job title').fill(fields.title);
  await page.getByLabel('Location').fill(fields.location);
  await page.getByLabel('Description').fill(fields.description);
  if (fields.requirements) await page.getByLabel('Requirements').fill(fields.requirements);
  if (fields.applyUrl) await page.getByLabel('Apply on your site (optional)').fill(fields.applyUrl);
  if (fields.aiInterview) {
    await page.getByLabel('Candidates can apply by taking an AI interview').check();
    await page.getByLabel('Difficulty').selectOption(fields.aiInterview.difficulty);
    await page.getByLabel('Duration (minutes)').fill(String(fields.aiInterview.minutes));
  }
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page).toHaveURL(/\/dashboard\/recruiter\/jobs\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1)!;
}

/** On the job's page: publishes it and waits until it says so. */
export async function publishJob(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('published', { exact: true })).toBeVisible();
}
