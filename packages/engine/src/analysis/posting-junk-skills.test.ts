/**
 * What the analysis keeps out of a posting's skills: the employer's own name, the terms of the job (pay, leave, how
 * to apply), sections whose headings sit between paragraphs, and clauses read as phrases.
 */
import { describe, expect, it } from 'vitest';
import { analyzeJobDescription, employerNameWords } from './analyze-job-description';
import { findPostingOwnSkills } from './posting-own-skills';

const names = (title: string, jobDescription: string) =>
  analyzeJobDescription({ title, jobDescription }).skills.map((skill) => skill.name);

describe('the employer’s own name', () => {
  it('is read from the sentence saying what the organisation is, the title line and its acronym', () => {
    const words = employerNameWords(
      'Harbour Clerk – Pellworth Marine Services, Kiel',
      'Harbour Clerk\nPellworth Marine Services (PMS) is a family-owned port agent.',
    );
    expect([...words]).toEqual(expect.arrayContaining(['pellworth', 'marine', 'services', 'pms']));
  });

  it('is no skill, even where a requirement names it', () => {
    const skills = names(
      'Harbour Clerk',
      `Harbour Clerk
Pellworth Marine (PMS) is a family-owned port agent on the Baltic coast.

Responsibilities
- Prepare vessel clearance documents for Pellworth Marine and PMS agents
- Maintain berth allocation records in Navis N4`,
    );
    expect(skills).not.toContain('Pellworth Marine');
    expect(skills).not.toContain('PMS');
    expect(skills.join(' ')).toMatch(/vessel clearance documents/);
  });
});

describe('the terms of the job', () => {
  it('leave no skill from a paragraph after a list, however it is worded', () => {
    const skills = names(
      'Harbour Clerk',
      `Harbour Clerk

Desirable
- Experience of berth allocation in Navis N4
- Knowledge of Incoterms
Please send your CV to jobs@example.org. We offer 28 days holiday, a Cycle Scheme and Sunday overtime rates.`,
    );
    expect(skills.join(' | ')).not.toMatch(/CV|Cycle Scheme|Sunday overtime/);
    expect(skills.join(' ')).toMatch(/berth allocation/);
  });

  it('leave no skill from a heading the layout did not mark ("About us", "What we offer")', () => {
    const skills = names(
      'Harbour Clerk',
      `Harbour Clerk

What you'll do
- Prepare vessel clearance documents
- Maintain berth allocation records
About us
Founded in 1952, we have 3 years of Harbour Saver Programme experience.
What we offer
Experience of the Quayside Gym membership scheme.`,
    );
    expect(skills.join(' | ')).not.toMatch(/Harbour Saver|Quayside Gym/);
    expect(skills.join(' ')).toMatch(/vessel clearance documents/);
  });

  it('leave no skill from a sentence about the employer’s clients in a section’s prose', () => {
    const skills = names(
      'Harbour Clerk',
      `Harbour Clerk

About the role
You will prepare vessel clearance documents. Our clients are regional ferry terminals and grain export silos, so you'll see variety.`,
    );
    expect(skills.join(' | ')).not.toMatch(/ferry terminals|grain export silos/);
  });

  it('leave no skill from the lines above an untitled list (name, place, pay)', () => {
    const skills = names(
      'Harbour Clerk',
      `Harbour Clerk
Pier Seven Logistics – Kiel, SH (hybrid)
- Prepare vessel clearance documents
- Maintain berth allocation records in Navis N4`,
    );
    expect(skills).not.toContain('SH');
  });
});

describe('clauses read as phrases', () => {
  const own = (text: string) =>
    findPostingOwnSkills([{ text, importance: 'required' }]).map((skill) => skill.name);

  it('a phrase with a negated or third-person verb is no skill', () => {
    expect(own('You can explain tide tables to people who don’t read charts').join(' | ')).not.toMatch(
      /read charts/,
    );
    expect(own('Keep the berth plan current when it makes sense').join(' | ')).not.toMatch(/makes sense/);
  });

  it('a participle before a preposition ends the phrase before it', () => {
    const skills = own('Planned inspections logged through Navis N4');
    expect(skills).toEqual(expect.arrayContaining(['planned inspections', 'Navis N4']));
    expect(skills.join(' | ')).not.toMatch(/logged/);
  });

  it('a credential is no skill, wherever its word stands', () => {
    expect(own('Trade qualified Marine Fitter (Cert IV) with Navis N4').join(' | ')).not.toMatch(
      /Cert|qualified/,
    );
  });

  it('an adverb opening or closing a phrase is dropped from it', () => {
    const skills = own(
      'You will own around 40 vessel agencies, typically tankers, and Navis experience strongly preferred',
    );
    expect(skills.join(' | ')).not.toMatch(/typically|strongly/);
  });
});

describe('a job purpose', () => {
  it('opening "To …" is a duty the posting asks for', () => {
    const parsed = analyzeJobDescription({
      title: 'Harbour Clerk',
      jobDescription: `Harbour Clerk

Job purpose
To deliver the port's vessel clearance service and maintain berth allocation records.`,
    });
    expect(parsed.responsibilities.join(' ')).toMatch(/vessel clearance service/);
  });
});
