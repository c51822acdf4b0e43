import { describe, expect, it } from 'vitest';
import { formatSalary, practiceLink, tailorResumeLink } from './job-format';

describe('job formatting', () => {
  it('formats salary ranges and open ends', () => {
    expect(formatSalary({ salaryMin: 60000, salaryMax: 80000, salaryCurrency: 'EUR' })).toBe(
      '€60,000 – €80,000',
    );
    expect(formatSalary({ salaryMin: 50000, salaryMax: null, salaryCurrency: 'USD' })).toBe('from $50,000');
    expect(formatSalary({ salaryMin: null, salaryMax: null, salaryCurrency: null })).toBeNull();
  });

  it('links to the wizard with role and description prefilled', () => {
    const url = new URL(
      practiceLink({ title: 'Nurse', description: 'Care for patients.', requirements: 'BLS' }),
      'http://x',
    );
    expect(url.pathname).toBe('/dashboard/candidate/interview/create');
    expect(url.searchParams.get('role')).toBe('Nurse');
    expect(url.searchParams.get('jd')).toBe('Care for patients.\n\nRequirements:\nBLS');
  });
});

describe('tailorResumeLink', () => {
  it('opens the resume builder with the job as its target', () => {
    expect(tailorResumeLink({ id: 'a1b2' })).toBe('/dashboard/candidate/profile/resume?jobId=a1b2');
  });
});
