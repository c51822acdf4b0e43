/** Candidate steps shared by the interview tests: a practice interview through the wizard, typed answers. */
import { expect, type Page } from '@playwright/test';

export interface WizardInterview {
  role: string;
  difficulty: 'easy' | 'medium' | 'hard';
  /** "Interview Duration" in minutes (the form's default when absent). */
  minutes?: number;
  jobDescription: string;
  /** Ticks "Record my camera" before submitting. */
  recordCamera?: boolean;
}

/** A 3-minute easy practice interview for a backend role on payment APIs: the typed-answer tests' interview. */
export const PAYMENT_API_INTERVIEW: WizardInterview = {
  role: 'Backend Engineer',
  difficulty: 'easy',
  minutes: 3,
  jobDescription:
    'Backend Engineer. Responsibilities: build payment APIs in Node.js and own PostgreSQL performance.',
};

/** A 3-minute easy practice interview for a backend role on APIs: the spoken-answer tests' interview. */
export const BACKEND_API_INTERVIEW: WizardInterview = {
  role: 'Backend Engineer',
  difficulty: 'easy',
  minutes: 3,
  jobDescription: 'Backend Engineer. Responsibilities: build APIs in Node.js and own PostgreSQL performance.',
};

/**
 * From anywhere signed in as a candidate: fills the create-interview wizard and submits it, which opens the
 * interview room; returns once the interviewer has introduced themself (the default persona, Iris).
 */
export async function startPracticeInterview(page: Page, interview: WizardInterview): Promise<void> {
  await page.goto('/dashboard/candidate/interview/create');
  await page.getByLabel('Job Role*').fill(interview.role);
  await page.getByLabel('Difficulty*').selectOption(interview.difficulty);
  if (interview.minutes !== undefined)
    await page.getByLabel(/Interview Duration/).fill(String(interview.minutes));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Job Description (optional)').fill(interview.jobDescription);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  if (interview.recordCamera) await page.getByLabel(/Record my camera/).check();
  await page.getByRole('button', { name: 'Submit Interview' }).click();
  await expect(page.getByRole('list', { name: 'Live captions' })).toContainText('I am Iris', {
    timeout: 30_000,
  });
}

/** Types an answer in the room and sends it with Enter (once the box takes input). */
export async function typeAnswer(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Type your answer');
  await expect(box).toBeEnabled({ timeout: 20_000 });
  await box.fill(text);
  await box.press('Enter');
}
