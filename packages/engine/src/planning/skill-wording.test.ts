import { describe, expect, it } from 'vitest';
import {
  canShareQuestion,
  sharingGroup,
  pairedSkillLead,
  skillInPostingWords,
  skillLead,
  spokenSkillName,
} from './skill-wording';

describe('skillLead', () => {
  it('says "is" for a field or practice whose name ends in s but is not a plural', () => {
    expect(skillLead({ name: 'MLOps', category: 'ai-ml' }).lead).toBe('MLOps is part of this role. ');
    expect(skillLead({ name: 'Human resources', category: 'business' }).lead).toBe(
      'Human resources is part of this role. ',
    );
    expect(skillLead({ name: 'Human resources', category: 'business' }).it).toBe('it');
  });

  it('says "are" and "them" for a plural', () => {
    expect(skillLead({ name: 'Design systems', category: 'design' })).toEqual({
      lead: 'Design systems are part of this role. ',
      it: 'them',
    });
  });
});

describe("a posting's own phrase", () => {
  it('opens the lead capitalised and is said mid-sentence as the posting wrote it', () => {
    expect(skillLead({ name: 'borescope inspections', category: 'other' }).lead).toBe(
      'Borescope inspections are part of this role. ',
    );
    expect(spokenSkillName({ name: 'R or Python', category: 'other' })).toBe('R or Python');
    expect(spokenSkillName({ name: 'Patient care', category: 'healthcare' })).toBe('patient care');
  });
});

describe('skillInPostingWords', () => {
  it('says a practice in the posting’s words when the posting never uses the taxonomy’s name', () => {
    const support = { name: 'Customer support', category: 'business' } as const;
    expect(skillInPostingWords(support, 'Deliver warm customer service on every flight')).toBe(
      'customer service',
    );
    expect(
      skillInPostingWords({ name: 'Incident management', category: 'devops' }, 'Incident response and SLOs'),
    ).toBe('incident response');
    expect(skillInPostingWords(support, 'Customer support and customer service')).toBeNull();
  });

  it('keeps the taxonomy’s name for acronyms, titles, tools and technologies', () => {
    expect(
      skillInPostingWords({ name: 'Human resources', category: 'business' }, 'Advise on HR matters'),
    ).toBeNull();
    expect(
      skillInPostingWords(
        { name: 'Project management', category: 'business' },
        'Report to the project manager',
      ),
    ).toBeNull();
    expect(skillInPostingWords({ name: 'PostgreSQL', category: 'database' }, 'We run postgres')).toBeNull();
  });
});

describe('two practices in one question', () => {
  it('names both at the start of a sentence and refers back to them as "them"', () => {
    expect(pairedSkillLead('variance analysis', 'standard costing')).toEqual({
      lead: 'Variance analysis and standard costing are part of this role. ',
      it: 'them',
    });
  });

  it('shares a question between practices, or between tools, never one named with an "and" or "or" of its own', () => {
    expect(canShareQuestion({ name: 'route planning', category: 'other' })).toBe(true);
    expect(sharingGroup({ name: 'route planning', category: 'other' })).toBe('practice');
    expect(canShareQuestion({ name: 'Terraform', category: 'devops' })).toBe(true);
    expect(sharingGroup({ name: 'Terraform', category: 'devops' })).toBe('tool');
    expect(sharingGroup({ name: 'Excel', category: 'business' })).toBe('tool');
    expect(canShareQuestion({ name: 'Communication', category: 'soft-skill' })).toBe(false);
    expect(canShareQuestion({ name: 'Retail', category: 'domain' })).toBe(false);
    expect(canShareQuestion({ name: 'testing and commissioning', category: 'other' })).toBe(false);
    expect(canShareQuestion({ name: 'ONNX and TensorRT', category: 'tool' })).toBe(false);
  });
});
