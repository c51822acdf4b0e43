import { describe, expect, it } from 'vitest';
import { dashboardPathForRole, isUserRole } from './roles';

describe('dashboardPathForRole', () => {
  it('sends each role to its dashboard and anyone else to role selection', () => {
    expect(dashboardPathForRole('candidate')).toBe('/dashboard/candidate');
    expect(dashboardPathForRole('recruiter')).toBe('/dashboard/recruiter');
    expect(dashboardPathForRole(null)).toBe('/select-role');
    expect(dashboardPathForRole('admin')).toBe('/select-role');
  });

  it('recognises only the two roles', () => {
    expect(isUserRole('candidate')).toBe(true);
    expect(isUserRole('Candidate')).toBe(false);
  });
});
