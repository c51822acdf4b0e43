// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { CompanyMinutes, JobInput } from '@intervia/shared';
import { JobForm, type JobSaveProblem } from './JobForm';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function renderForm(
  onSave: (input: JobInput) => Promise<JobSaveProblem | null>,
  companyMinutes: CompanyMinutes | null = null,
) {
  act(() =>
    root.render(
      <MemoryRouter>
        <JobForm
          job={null}
          company="Northwind"
          companyMinutes={companyMinutes}
          onSave={onSave}
          onDirtyChange={() => {}}
        />
      </MemoryRouter>,
    ),
  );
}

function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  const labelElement = [...container.querySelectorAll('label')].find((element) =>
    element.textContent?.startsWith(label),
  );
  const control = labelElement?.htmlFor
    ? (document.getElementById(labelElement.htmlFor) as HTMLInputElement | null)
    : labelElement?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  if (!control) throw new Error(`no field labelled ${label}`);
  return control;
}

function type(label: string, value: string) {
  const control = field(label);
  const prototype = Object.getPrototypeOf(control) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function save() {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Create job');
  await act(async () => {
    button?.click();
    await Promise.resolve();
  });
}

function fillValidJob() {
  type('Job title', 'Data Engineer');
  type('Location', 'Berlin');
  type('Description', 'Build and run the data pipelines that feed our analytics and our product.');
}

describe('JobForm after a failed save', () => {
  it('moves focus to the first invalid field and announces the error', async () => {
    renderForm(() => Promise.resolve(null));
    type('Location', 'Berlin');
    type('Maximum', '10');
    type('Minimum', '20');
    await save();
    const title = field('Job title');
    expect(document.activeElement).toBe(title);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Please correct the highlighted fields.',
    );
    // The description's error is linked to it and drawn in red, and not read as part of its label.
    const description = field('Description');
    const label = [...container.querySelectorAll('label')].find((l) => l.htmlFor === description.id);
    expect(label?.textContent).toBe('Description');
    const error = document.getElementById(description.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toMatch(/Description/);
    expect(description.className).toContain('border-red-500');
  });

  it('moves focus to the field the server refused', async () => {
    renderForm(() =>
      Promise.resolve({
        message: 'Currency is a three-letter code such as USD.',
        fields: { salaryCurrency: 'Currency is a three-letter code such as USD.' },
      }),
    );
    fillValidJob();
    await save();
    const currency = field('Currency');
    expect(document.activeElement).toBe(currency);
    expect(container.textContent).toContain('Currency is a three-letter code such as USD.');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Please correct the highlighted fields.',
    );
  });

  it('moves focus to the announced summary when no field is to blame', async () => {
    renderForm(() => Promise.resolve({ message: 'Something went wrong', fields: {} }));
    fillValidJob();
    await save();
    const summary = container.querySelector<HTMLElement>('[data-testid="job-form-error"]');
    expect(document.activeElement).toBe(summary);
    expect(summary?.querySelector('[role="alert"]')?.textContent).toBe('Something went wrong');
  });
});

describe('JobForm while the first round’s duration is edited', () => {
  it('warns, naming the plan and its minutes left, as soon as the duration is longer than they cover', () => {
    renderForm(() => Promise.resolve(null), { planId: 'free', remainingSeconds: 300 });
    const warning = () => container.querySelector('[data-testid="first-round-length-warning"]');
    act(() => (field('Candidates can apply by taking an AI interview') as HTMLInputElement).click());
    type('Duration (minutes)', '15');
    expect(warning()?.textContent).toContain(
      'First-round interviews are paid from your company owner’s Free plan, which has 5 minutes left this month: a candidate’s interview will be cut to 5 minutes instead of this job’s 15 minutes.',
    );
    type('Duration (minutes)', '5');
    expect(warning()).toBeNull();
    type('Duration (minutes)', '20');
    expect(warning()?.textContent).toContain('instead of this job’s 20 minutes');
    act(() => (field('Candidates can apply by taking an AI interview') as HTMLInputElement).click());
    expect(warning()).toBeNull();
  });
});
