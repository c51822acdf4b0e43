import { describe, expect, it } from 'vitest';
import {
  firstRoundLengthLabel,
  firstRoundNoteForCandidates,
  firstRoundWarningForDuration,
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
    expect(firstRoundWarningForRecruiters(full, 'Free')).toBeNull();
  });

  it('says the length the call will get when the company has fewer minutes', () => {
    expect(firstRoundNoteForCandidates('Acme', cut)).toBe(
      'Acme runs a first-round interview with an AI interviewer. This interview runs for up to 7 minutes.',
    );
    expect(firstRoundNoteForCandidates('Acme', cut)).not.toContain('15-minute');
    expect(firstRoundLengthLabel(cut)).toBe('up to 7 minutes');
    expect(firstRoundWarningForRecruiters(cut, 'Basic')).toBe(
      'First-round interviews are paid from your company owner’s Basic plan, which has 7 minutes left this month: a candidate’s interview will be cut to 7 minutes instead of this job’s 15 minutes.',
    );
    expect(firstRoundLengthLabel({ ...cut, callSeconds: 45, callMinutes: 0 })).toBe(
      'up to less than a minute',
    );
  });

  it('says no interview can start when the company has no minutes left', () => {
    const none = { kind: 'no-company-minutes', jobMinutes: 15 } as const;
    expect(firstRoundNoteForCandidates('Acme', none)).toContain('cannot start right now');
    expect(firstRoundLengthLabel(none)).toBe('cannot start right now');
    expect(firstRoundWarningForRecruiters(none, 'Free')).toBe(
      'First-round interviews are paid from your company owner’s Free plan, which has no interview minutes left this month: candidates cannot start this job’s 15-minute interview until the minutes renew or the plan has more.',
    );
  });
});

describe('what candidates are told', () => {
  it('never names the company’s minutes or billing', () => {
    for (const length of [cut, { kind: 'no-company-minutes', jobMinutes: 15 } as const]) {
      expect(firstRoundNoteForCandidates('Acme', length)).not.toMatch(/minutes left|billing|plan/);
      expect(firstRoundLengthLabel(length)).not.toMatch(/minutes left|billing|plan/);
    }
  });
});

describe('the warning while a recruiter edits the duration', () => {
  const free = { planId: 'free', remainingSeconds: 300 } as const;

  it('names the plan and its minutes left for a duration longer than they cover', () => {
    expect(firstRoundWarningForDuration('15', free)).toBe(
      'First-round interviews are paid from your company owner’s Free plan, which has 5 minutes left this month: a candidate’s interview will be cut to 5 minutes instead of this job’s 15 minutes.',
    );
  });

  it('says nothing for a duration the minutes cover, one that is not a valid duration yet, or without the minutes', () => {
    expect(firstRoundWarningForDuration('5', free)).toBeNull();
    expect(firstRoundWarningForDuration('', free)).toBeNull();
    expect(firstRoundWarningForDuration('1', free)).toBeNull();
    expect(firstRoundWarningForDuration('7.5', free)).toBeNull();
    expect(firstRoundWarningForDuration('15', null)).toBeNull();
  });
});
