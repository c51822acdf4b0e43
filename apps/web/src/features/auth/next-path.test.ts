import { describe, expect, it } from 'vitest';
import { nextPathFor } from './next-path';

describe('nextPathFor', () => {
  it('carries a new candidate on to the page they were sent from', () => {
    expect(nextPathFor('/dashboard/candidate/jobs/abc/apply?invite=t0k', 'candidate')).toBe(
      '/dashboard/candidate/jobs/abc/apply?invite=t0k',
    );
    expect(nextPathFor('/dashboard/recruiter/jobs/new', 'recruiter')).toBe('/dashboard/recruiter/jobs/new');
  });

  it('falls back to the dashboard for other roles’ pages, other sites and nothing at all', () => {
    expect(nextPathFor('/dashboard/recruiter', 'candidate')).toBe('/dashboard/candidate');
    expect(nextPathFor('//evil.example/dashboard/candidate', 'candidate')).toBe('/dashboard/candidate');
    expect(nextPathFor('https://evil.example/', 'candidate')).toBe('/dashboard/candidate');
    expect(nextPathFor('/\\evil.example', 'candidate')).toBe('/dashboard/candidate');
    expect(nextPathFor('/dashboard/candidatex', 'candidate')).toBe('/dashboard/candidate');
    expect(nextPathFor(null, 'recruiter')).toBe('/dashboard/recruiter');
  });
});
