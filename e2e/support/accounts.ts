/** Browser helpers: sign up through the real modal and choose a role through the real page. */
import { expect, type Browser, type Page } from '@playwright/test';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function signUpThroughModal(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
}

export async function signUpAs(page: Page, role: 'Candidate' | 'Recruiter', name = 'Sam Taylor') {
  const email = uniqueEmail(role.toLowerCase());
  const password = 'practice-makes-42';
  await signUpThroughModal(page, { name, email, password });
  await expect(page).toHaveURL(/\/select-role$/);
  await page.getByRole('button', { name: new RegExp(`^${role}`) }).click();
  await expect(page).toHaveURL(role === 'Candidate' ? /\/dashboard\/candidate$/ : /\/dashboard\/recruiter$/);
  return { email, password };
}

/** A new browser context with a recruiter signed up, who created a company through the Account page. */
export async function recruiterWithCompany(browser: Browser, company = 'Acme Payments'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUpAs(page, 'Recruiter', 'Rita Recruiter');
  await page.getByRole('link', { name: 'Create your company' }).click();
  await page.getByLabel('Company name').fill(company);
  await page.getByRole('button', { name: 'Create company' }).click();
  await page.goto('/dashboard/recruiter');
  await expect(page.getByText(company)).toBeVisible();
  return page;
}
