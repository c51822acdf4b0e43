import { describe, expect, it } from 'vitest';
import { analyzeResume } from './analyze-resume';
import { analyzeInterviewInput } from './analyze-interview-input';

const RESUME = `Priya Sharma
Registered Nurse
priya.sharma@example.org · 07700 900456 · linkedin.com/in/priyasharma

PROFILE
Compassionate RN with 6 years of experience in acute and critical care.

WORK EXPERIENCE
Staff Nurse, St Mary's Hospital, 2018 - 2024
- Led a falls-prevention project that reduced patient falls by 25%
- Administered medications and maintained care plans in Epic

EDUCATION
BSc Nursing, King's College London, 2014 - 2017

SKILLS
Patient care, triage, wound care, BLS, ACLS`;

describe('analyzeResume', () => {
  const resume = analyzeResume(RESUME);

  it('reads contact details', () => {
    expect(resume).toMatchObject({
      name: 'Priya Sharma',
      headline: 'Registered Nurse',
      email: 'priya.sharma@example.org',
      phone: '07700 900456',
      links: ['linkedin.com/in/priyasharma'],
      yearsOfExperience: 6,
    });
  });

  it('reads experience, education and skills', () => {
    expect(resume.experience).toEqual([
      { title: 'Staff Nurse', organisation: "St Mary's Hospital", period: '2018 - 2024' },
    ]);
    expect(resume.education[0]).toMatchObject({ qualification: 'BSc Nursing', period: '2014 - 2017' });
    const names = resume.skills.map((skill) => skill.name);
    for (const skill of [
      'Patient care',
      'Triage',
      'Wound care',
      'Basic Life Support',
      'Electronic health records',
    ]) {
      expect(names).toContain(skill);
    }
  });

  it('takes projects from achievement bullets when there is no projects section', () => {
    expect(resume.projects.map((project) => project.name)).toContain(
      'Led a falls-prevention project that reduced',
    );
  });

  it('copes with text that has no structure at all', () => {
    const bare = analyzeResume('just some words about me');
    expect(bare).toMatchObject({ name: null, email: null, projects: [], experience: [] });
  });
});

describe('analyzeInterviewInput', () => {
  it('builds the parsed JD from the resume when no job description is given', () => {
    const { parsedJD, resume } = analyzeInterviewInput({ title: 'ICU Nurse', resumeText: RESUME });
    expect(resume?.name).toBe('Priya Sharma');
    expect(parsedJD.source).toBe('resume');
    expect(parsedJD.seniority).toBe('senior');
    expect(parsedJD.skills.map((skill) => skill.name)).toContain('Patient care');
  });

  it('falls back to the role alone', () => {
    const { parsedJD, resume } = analyzeInterviewInput({ title: 'Python Developer' });
    expect(resume).toBeNull();
    expect(parsedJD).toMatchObject({ source: 'role-only', role: 'Python Developer' });
    expect(parsedJD.skills.map((skill) => skill.name)).toEqual(['Python']);
  });
});

describe('résumé lines as the candidate wrote them', () => {
  const resumeText = `Lee Moss
Ward nurse

Work history
Staff Nurse, City Hospital, 2019 - present
• Trained 8 healthcare assistants on the new observation charts, with the practice educator and
  the ward sister
• Organised the ward's move to electronic drug rounds in 2022

Skills: patient care, wound care`;

  it('reads a sentence-case section heading and joins a bullet wrapped onto the next line', () => {
    const resume = analyzeResume(resumeText);
    expect(resume.experience).toEqual([
      { title: 'Staff Nurse', organisation: 'City Hospital', period: '2019 - present' },
    ]);
    expect(resume.projects.map((project) => project.description)).toEqual([
      'Trained 8 healthcare assistants on the new observation charts, with the practice educator and the ward sister',
      "Organised the ward's move to electronic drug rounds in 2022",
    ]);
  });

  it('reads a dash between numbers as a range, not the end of a project’s name', () => {
    const resume = analyzeResume(`Lee Moss

Experience
Staff Nurse, City Hospital, 2019 - present
- Led handovers for teams of 3–5 nurses on nights; cut missed observations by half`);
    expect(resume.projects.map((project) => project.name)).not.toContain('Led handovers for teams of 3');
    expect(resume.projects[0]?.description).toMatch(/^Led handovers for teams of 3–5 nurses/);
  });
});

describe('roles under no experience heading', () => {
  it('takes achievement bullets from dated roles written straight under the name', () => {
    const resume = analyzeResume(
      [
        'Alex Morgan',
        'Pump Technician, Riverside Water (2020-present)',
        '- Overhauled 40 pumps a year across three treatment works',
        '- Cut call-outs for seal failures by a third with a new alignment check',
        'Qualifications',
        '- NVQ Level 3 Mechanical',
      ].join('\n'),
    );
    expect(resume.projects.map((project) => project.description)).toContain(
      'Cut call-outs for seal failures by a third with a new alignment check',
    );
  });
});

describe('achievements under an experience heading', () => {
  it('takes a bullet opening with any verb in the past tense as something the candidate did', () => {
    const resume = analyzeResume(
      [
        'Jo Byrne',
        'jo.byrne@example.com',
        '',
        'EXPERIENCE',
        'Dispensing Optician, Clearview Opticians, Cork (2021 – present)',
        '- Fitted over 40 pairs of varifocals a week for a mostly older clientele',
        '- Handled frame repairs and adjustments at the front desk',
        '- Cover the weekend clinic',
      ].join('\n'),
    );
    expect(resume.projects.map((project) => project.description)).toEqual([
      'Fitted over 40 pairs of varifocals a week for a mostly older clientele',
      'Handled frame repairs and adjustments at the front desk',
    ]);
  });
});
