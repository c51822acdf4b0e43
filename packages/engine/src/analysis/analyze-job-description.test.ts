import { describe, expect, it } from 'vitest';
import { analyzeJobDescription, cleanRoleTitle, detectSeniority } from './analyze-job-description';
import { planInterview } from '../planning/plan-interview';
import { JOB_DESCRIPTION_FIXTURES } from './fixtures/job-descriptions';

describe('analyzeJobDescription on varied job descriptions', () => {
  for (const [name, fixture] of Object.entries(JOB_DESCRIPTION_FIXTURES)) {
    describe(name, () => {
      const parsed = analyzeJobDescription(fixture);
      const skillNames = parsed.skills.map((skill) => skill.name);

      it('finds the skills a reader would expect', () => {
        for (const skill of fixture.expectedSkills) expect(skillNames).toContain(skill);
      });

      it('reads the role and seniority', () => {
        expect(parsed.role.length).toBeGreaterThan(2);
        expect(parsed.seniority).toBe(fixture.expectedSeniority);
      });

      it('plans questions that mention the extracted skills', () => {
        const plan = planInterview({
          parsedJD: parsed,
          resume: null,
          difficulty: 'medium',
          durationMinutes: 16,
          preferences: '',
        });
        // A skill named inside a sentence is said in lower case ("Critical care and patient care are …").
        const text = plan.questions
          .map((question) => question.text)
          .join('\n')
          .toLowerCase();
        const mentioned = fixture.expectedSkills.filter((skill) => text.includes(skill.toLowerCase()));
        expect(mentioned.length).toBeGreaterThanOrEqual(2);
        for (const question of plan.questions.filter((q) => q.skill && q.kind !== 'resume')) {
          expect(skillNames.concat('System design')).toContain(question.skill);
        }
      });
    });
  }

  it('separates responsibilities, requirements and preferred skills', () => {
    const parsed = analyzeJobDescription(JOB_DESCRIPTION_FIXTURES.backend!);
    expect(parsed.responsibilities).toContain('Design and build REST APIs in Node.js and TypeScript');
    expect(parsed.requirements).toContain('5+ years of backend experience');
    expect(parsed.requirements.join(' ')).not.toMatch(/holiday/);
    const importance = Object.fromEntries(parsed.skills.map((skill) => [skill.name, skill.importance]));
    expect(importance).toMatchObject({ AWS: 'required', 'Node.js': 'required', GraphQL: 'preferred' });
  });

  it('classifies sentences of a JD without headings', () => {
    const parsed = analyzeJobDescription(JOB_DESCRIPTION_FIXTURES.dataScientist!);
    expect(parsed.summary).toMatch(/growth analytics team/);
    expect(parsed.requirements.some((item) => /statistics/i.test(item))).toBe(true);
    expect(parsed.skills.find((skill) => skill.name === 'Tableau')?.importance).toBe('preferred');
  });
});

describe('role and seniority', () => {
  it('cleans titles of brackets, locations and requisition numbers', () => {
    expect(cleanRoleTitle('Frontend Developer (React)')).toBe('Frontend Developer');
    expect(cleanRoleTitle('Account Executive – Mid-Market')).toBe('Account Executive');
    expect(cleanRoleTitle('', 'Nurse wanted\nmore text')).toBe('Nurse wanted');
    expect(cleanRoleTitle('Payroll Officer, Shared Services')).toBe('Payroll Officer');
    expect(cleanRoleTitle('Director, Product')).toBe('Director, Product');
  });

  it('drops the lead-in to a list from a responsibility it ends', () => {
    const parsed = analyzeJobDescription({
      title: 'Office Manager',
      jobDescription:
        "Responsibilities:\n- You'll keep the office running for 40 people. You'll also:\n- order supplies\n- book travel",
    });
    expect(parsed.responsibilities).toEqual([
      "You'll keep the office running for 40 people",
      'order supplies',
      'book travel',
    ]);
  });

  it('reads seniority from the title first, then from stated years', () => {
    expect(detectSeniority('Junior Analyst', '10 years')).toBe('junior');
    expect(detectSeniority('Analyst', 'You have 6+ years of experience')).toBe('senior');
    expect(detectSeniority('Analyst', 'no numbers here')).toBeNull();
  });
});

describe('skill tags name only what the posting asks for', () => {
  it('does not tag the employer’s market on a customer-success job (Fintech, B2B sales, Legal, Retail)', () => {
    const parsed = analyzeJobDescription({
      title: 'Customer Success Manager',
      jobDescription: [
        'We build the payments platform behind B2B retail brands across Europe.',
        'As Customer Success Manager you onboard new accounts, run quarterly business reviews and own renewals when contracts come up.',
        '',
        'Requirements:',
        '- 3+ years in customer success or account management',
        '- Excellent communication and stakeholder management',
        '- Experience with Salesforce or HubSpot',
      ].join('\n'),
    });
    const names = parsed.skills.map((skill) => skill.name);
    expect(names).toEqual(expect.arrayContaining(['Customer success', 'Communication', 'Salesforce']));
    for (const unasked of ['Fintech', 'B2B sales', 'Legal', 'Retail']) expect(names).not.toContain(unasked);
  });

  it('does not read a list of teams as skills the job asks for', () => {
    const names = (jobDescription: string) =>
      analyzeJobDescription({ title: 'Business Analyst', jobDescription }).skills.map((skill) => skill.name);
    const teams = names(
      'You will work with legal, marketing and human resources to map their processes in Jira.\n\nRequirements:\n- Process improvement experience',
    );
    expect(teams).toEqual(expect.arrayContaining(['Jira', 'Process improvement']));
    for (const team of ['Legal', 'Marketing', 'Human resources']) expect(teams).not.toContain(team);
    // Named as what the candidate brings, the same words are skills.
    expect(names('Requirements:\n- Sales and marketing experience in retail')).toEqual(
      expect.arrayContaining(['Sales', 'Marketing']),
    );
  });

  it('keeps an industry or B2B sales when the posting asks for experience in it', () => {
    const parsed = analyzeJobDescription({
      title: 'Account Executive',
      jobDescription:
        'Requirements:\n- 3+ years of experience in fintech\n- Proven track record in B2B sales to banks\n- Strong negotiation skills',
    });
    const names = parsed.skills.map((skill) => skill.name);
    expect(names).toEqual(expect.arrayContaining(['Fintech', 'B2B sales', 'Negotiation']));
  });
});
