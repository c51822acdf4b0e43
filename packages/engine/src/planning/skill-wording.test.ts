import { describe, expect, it } from 'vitest';
import { skillLead } from './skill-wording';

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
