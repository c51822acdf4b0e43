import { describe, expect, it } from 'vitest';
import { candidateProfileSchema, type CandidateProfile } from '@intervia/shared';
import { EMPTY_PROFILE, profileFromResume } from './profile-from-resume';
import { mergeProfileDraft } from './merge-profile';
import { profileCompleteness, PROFILE_CHECKS } from './profile-completeness';

const RESUME = `Priya Sharma
Registered Nurse
priya.sharma@example.org · 07700 900456 · linkedin.com/in/priyasharma

PROFILE
Compassionate RN with 6 years of experience in acute and critical care.

WORK EXPERIENCE
Staff Nurse, St Mary's Hospital, 2018 - 2024
- Led a falls-prevention project that reduced patient falls by 25%
- Administered medications and maintained care plans in Epic
Healthcare Assistant, Royal Infirmary, 2016 - 2018
- Supported patients with daily living on a 30-bed ward

EDUCATION
BSc Nursing, King's College London, 2014 - 2017

SKILLS
Patient care, triage, wound care, BLS, ACLS`;

const full = (overrides: Partial<CandidateProfile> = {}): CandidateProfile => ({
  fullName: 'Priya Sharma',
  headline: 'Registered Nurse',
  email: 'priya@example.org',
  phone: '',
  location: 'London',
  summary: 'Compassionate nurse with six years of acute and critical care experience on busy wards.',
  skills: ['Triage', 'BLS', 'ACLS', 'Wound care', 'Epic'],
  experience: [
    { title: 'Staff Nurse', organisation: "St Mary's", period: '2018 - 2024', highlights: ['Led a project'] },
  ],
  education: [{ qualification: 'BSc Nursing', institution: "King's College", period: '' }],
  links: [{ label: 'LinkedIn', url: 'https://linkedin.com/in/priya' }],
  ...overrides,
});

describe('profileFromResume on a two-line education layout, a location and bracketed skills', () => {
  const profile = profileFromResume(`Ana Costa
Frontend Engineer
ana@example.com · Lisbon, Portugal · +351 912 345 678

Skills
React, Accessibility (WCAG), TypeScript

Education
Master of Science in Human-Computer Interaction
University of Lisbon, 2016 - 2018
Instituto Superior Técnico
BEng Software Engineering (2012 - 2016)`);

  it('reads the town from the contact line', () => {
    expect(profile.location).toBe('Lisbon, Portugal');
    expect(profileFromResume('Ana Costa\nLocation: Porto\n\nSkills\nReact').location).toBe('Porto');
  });

  it('keeps each degree with its school and dates, whether the school comes after or before it', () => {
    expect(profile.education).toEqual([
      {
        qualification: 'Master of Science in Human-Computer Interaction',
        institution: 'University of Lisbon',
        period: '2016 - 2018',
      },
      {
        qualification: 'BEng Software Engineering',
        institution: 'Instituto Superior Técnico',
        period: '2012 - 2016',
      },
    ]);
  });

  it('keeps "Accessibility (WCAG)" as one skill, not also "Accessibility"', () => {
    expect(profile.skills).toEqual(['React', 'Accessibility (WCAG)', 'TypeScript']);
  });
});

describe('profileFromResume', () => {
  const profile = profileFromResume(RESUME);

  it('fills contact details, summary and links', () => {
    expect(profile).toMatchObject({
      fullName: 'Priya Sharma',
      headline: 'Registered Nurse',
      email: 'priya.sharma@example.org',
      phone: '07700 900456',
      summary: 'Compassionate RN with 6 years of experience in acute and critical care.',
      links: [{ label: 'LinkedIn', url: 'https://linkedin.com/in/priyasharma' }],
    });
  });

  it('keeps each role with the highlights written under it', () => {
    expect(profile.experience).toEqual([
      {
        title: 'Staff Nurse',
        organisation: "St Mary's Hospital",
        period: '2018 - 2024',
        highlights: [
          'Led a falls-prevention project that reduced patient falls by 25%',
          'Administered medications and maintained care plans in Epic',
        ],
      },
      {
        title: 'Healthcare Assistant',
        organisation: 'Royal Infirmary',
        period: '2016 - 2018',
        highlights: ['Supported patients with daily living on a 30-bed ward'],
      },
    ]);
  });

  it('lists skills as written, once each, and reads education', () => {
    expect(profile.skills.slice(0, 5)).toEqual(['Patient care', 'triage', 'wound care', 'BLS', 'ACLS']);
    expect(new Set(profile.skills.map((s) => s.toLowerCase())).size).toBe(profile.skills.length);
    expect(profile.education).toEqual([
      { qualification: 'BSc Nursing', institution: "King's College London", period: '2014 - 2017' },
    ]);
  });

  it('reads PDF-extracted resumes: Symbol-font bullets, wrapped highlights, a headline inside the contact line', () => {
    const pdfText = [
      'Jordan Lee',
      'Senior Backend Engineer · jordan.lee@example.com · +1 555 0100 · github.com/jordanlee',
      'Experience',
      'Senior Backend Engineer, Paystream (2021 - present)',
      '\uF0B7 Led the rebuild of the ledger service, cutting settlement time from 4',
      'hours to 20 minutes.',
      '\uF0B7 Mentored four engineers and introduced design reviews.',
    ].join('\n');
    const fromPdf = profileFromResume(pdfText);
    expect(fromPdf.headline).toBe('Senior Backend Engineer');
    expect(fromPdf.experience[0]?.highlights).toEqual([
      'Led the rebuild of the ledger service, cutting settlement time from 4 hours to 20 minutes.',
      'Mentored four engineers and introduced design reviews.',
    ]);
  });

  it('always produces a profile the API accepts', () => {
    expect(candidateProfileSchema.safeParse(profile).success).toBe(true);
    expect(candidateProfileSchema.safeParse(profileFromResume('')).success).toBe(true);
    expect(profileFromResume('')).toEqual(EMPTY_PROFILE);
    const datesOnly = profileFromResume(
      'Sam Lee\nEXPERIENCE\n2019 - 2021\n- Ran the night shift on a busy ward\n',
    );
    expect(candidateProfileSchema.safeParse(datesOnly).success).toBe(true);
  });
});

describe('mergeProfileDraft', () => {
  it('fills only empty fields and adds what is new, keeping what the candidate wrote', () => {
    const current = full({ headline: '', skills: ['triage'], links: [] });
    const { draft, filled } = mergeProfileDraft(current, profileFromResume(RESUME));
    expect(draft.fullName).toBe('Priya Sharma');
    expect(draft.email).toBe('priya@example.org');
    expect(draft.headline).toBe('Registered Nurse');
    expect(draft.summary).toBe(current.summary);
    expect(draft.skills[0]).toBe('triage');
    expect(draft.skills.filter((s) => s.toLowerCase() === 'triage')).toHaveLength(1);
    // "Staff Nurse" at another organisation name is a different entry; the assistant role is new.
    expect(draft.experience.map((e) => e.title)).toEqual([
      'Staff Nurse',
      'Staff Nurse',
      'Healthcare Assistant',
    ]);
    expect(filled).toContain('headline');
    expect(filled).toContain('phone');
    expect(filled).toContain('2 roles');
    expect(filled).toContain('1 link');
    expect(filled).not.toContain('email');
  });

  it('does not change the profile it was given', () => {
    const current = full();
    const before = JSON.parse(JSON.stringify(current)) as CandidateProfile;
    mergeProfileDraft(current, profileFromResume(RESUME));
    expect(current).toEqual(before);
  });

  it('reports nothing filled when the resume adds nothing new', () => {
    const once = mergeProfileDraft(EMPTY_PROFILE, profileFromResume(RESUME)).draft;
    expect(mergeProfileDraft(once, profileFromResume(RESUME))).toEqual({ draft: once, filled: [] });
  });
});

describe('profileCompleteness', () => {
  it('is 0 % for an empty profile and 100 % for a complete one', () => {
    expect(profileCompleteness(EMPTY_PROFILE)).toEqual({
      completenessPercent: 0,
      missing: PROFILE_CHECKS.map((check) => check.label),
    });
    expect(profileCompleteness(full())).toEqual({ completenessPercent: 100, missing: [] });
  });

  it('names each missing part', () => {
    const result = profileCompleteness(full({ links: [], skills: ['Triage'], fullName: 'Priya' }));
    expect(result.missing).toEqual([
      'Add your full name',
      'List at least 5 skills',
      'Add a link (LinkedIn, GitHub or a portfolio)',
    ]);
    expect(result.completenessPercent).toBe(63);
  });

  it('needs a highlight, not just a role', () => {
    const roleOnly = full({
      experience: [{ title: 'Nurse', organisation: '', period: '', highlights: [] }],
    });
    expect(profileCompleteness(roleOnly).missing).toEqual(['Add a role with at least one highlight']);
  });
});
