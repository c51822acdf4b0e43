import { describe, expect, it } from 'vitest';
import { profileHasResumeContent, type CandidateProfile } from '@intervia/shared';
import { analyzeResume } from '../analysis/analyze-resume';
import { EMPTY_PROFILE } from './profile-from-resume';
import { profileAsResumeText } from './profile-resume-text';

const PROFILE: CandidateProfile = {
  ...EMPTY_PROFILE,
  fullName: 'Jordan Lee',
  headline: 'Backend Engineer',
  email: 'jordan@example.com',
  location: 'Lisbon, Portugal',
  summary: 'Backend engineer with seven years in payments.',
  skills: ['TypeScript', 'PostgreSQL', 'Kafka'],
  experience: [
    {
      title: 'Senior Backend Engineer',
      organisation: 'Paystream',
      period: '2019 - 2024',
      highlights: ['Built LedgerLite, a double-entry ledger service handling 2M transactions a day'],
    },
  ],
  education: [
    { qualification: 'BSc Computer Science', institution: 'University of Porto', period: '2012 - 2015' },
  ],
};

describe('a saved profile as résumé text', () => {
  it('reads back through the résumé analysis: skills, the role, its project and the education', () => {
    const parsed = analyzeResume(profileAsResumeText(PROFILE));
    expect(parsed.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['TypeScript', 'PostgreSQL']),
    );
    expect(JSON.stringify(parsed.experience)).toContain('Paystream');
    expect(JSON.stringify(parsed.projects)).toContain('LedgerLite');
    expect(JSON.stringify(parsed.education)).toContain('BSc Computer Science');
  });

  it('counts a profile with a role or a few skills as something to interview about', () => {
    expect(profileHasResumeContent(PROFILE)).toBe(true);
    expect(profileHasResumeContent(EMPTY_PROFILE)).toBe(false);
    expect(profileHasResumeContent({ ...EMPTY_PROFILE, skills: ['SQL', 'Excel'] })).toBe(false);
  });
});
