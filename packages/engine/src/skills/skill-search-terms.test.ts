import { describe, expect, it } from 'vitest';
import { skillSearchTerms, suggestSkills } from './skill-search-terms';

describe('skillSearchTerms', () => {
  it('resolves a synonym to the canonical skill and searches the text for every safe synonym', () => {
    expect(skillSearchTerms('postgres')).toEqual({
      skillName: 'PostgreSQL',
      phrases: ['postgresql', 'postgres', 'psql'],
    });
    expect(skillSearchTerms('Kafka').skillName).toBe('Message queues');
    expect(skillSearchTerms('Kafka').phrases).toContain('kafka');
  });

  it('keeps case-sensitive synonyms to the tags only ("go" is a common word)', () => {
    expect(skillSearchTerms('golang')).toEqual({ skillName: 'Go', phrases: ['golang'] });
  });

  it('searches the text for words that name no known skill', () => {
    expect(skillSearchTerms('  German ')).toEqual({ skillName: null, phrases: ['german'] });
    expect(skillSearchTerms('   ')).toEqual({ skillName: null, phrases: [] });
  });
});

describe('suggestSkills', () => {
  it('suggests canonical names for names and synonyms starting with the typed text', () => {
    expect(suggestSkills('postg')).toEqual(['PostgreSQL']);
    expect(suggestSkills('kube')).toContain('Kubernetes');
    expect(suggestSkills('k')).toEqual([]);
  });
});
