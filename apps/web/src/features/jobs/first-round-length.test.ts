import { describe, expect, it } from 'vitest';
import {
  firstRoundLengthLabel,
  firstRoundNoteForCandidates,
  firstRoundWarningForRecruiters,
} from './first-round-length';

const cut = { kind: 'cut-to-company-minutes', jobMinutes: 15, callSeconds: 430, callMinutes: 7 } as const;

describe('first-round interview length on the job pages', () => {
  it('promises the job’s length only when the company’s minutes cover it', () => {
    const full = { kind: 'full', jobMinutes: 15 } as const;
    expect(firstRoundNoteForCandidates('Acme', full)).toBe(
      'Acme runs a 15-minute first-round interview with an AI interviewer.',
    );
    expect(firstRoundLengthLabel(full)).toBe('about 15 minutes');
    expect(firstRoundWarningForRecruiters(full)).toBeNull();
  });

  it('says the length the call will get when the company has fewer minutes', () => {
    expect(firstRoundNoteForCandidates('Acme', cut)).toContain('can run for up to 7 minutes');
    expect(firstRoundNoteForCandidates('Acme', cut)).not.toContain('15-minute');
    expect(firstRoundLengthLabel(cut)).toMatch(/^up to 7 minutes/);
    expect(firstRoundWarningForRecruiters(cut)).toBe(
      'First-round interviews are paid from the plan of your company’s owner, which has 7 minutes left this month: a candidate’s interview will be cut to 7 minutes instead of this job’s 15 minutes.',
    );
    expect(firstRoundLengthLabel({ ...cut, callSeconds: 45, callMinutes: 0 })).toMatch(
      /^up to less than a minute/,
    );
  });

  it('says no interview can start when the company has no minutes left', () => {
    const none = { kind: 'no-company-minutes', jobMinutes: 15 } as const;
    expect(firstRoundNoteForCandidates('Acme', none)).toContain('cannot start right now');
    expect(firstRoundLengthLabel(none)).toMatch(/^cannot start right now/);
    expect(firstRoundWarningForRecruiters(none)).toContain('candidates cannot start');
  });
});
