import { describe, expect, it } from 'vitest';
import { findSkillMentions, findSkillNames } from './find-skills';
import { SKILL_TAXONOMY } from './skill-taxonomy';

describe('findSkillNames', () => {
  it('maps synonyms to the canonical skill name', () => {
    expect(findSkillNames('We run postgres and k8s, with golang services')).toEqual([
      'PostgreSQL',
      'Kubernetes',
      'Go',
    ]);
  });

  it('tells C, C++ and C# apart and ignores C-level and R&D', () => {
    expect(findSkillNames('Strong C/C++ and C# skills')).toEqual(['C', 'C++', 'C#']);
    expect(findSkillNames('Present to C-level executives about R&D')).toEqual([]);
  });

  it('does not read Java inside JavaScript or common words as tools', () => {
    expect(findSkillNames('JavaScript developer')).toEqual(['JavaScript']);
    expect(findSkillNames('pick up the slack and go the extra mile, excel at the rest')).toEqual([]);
    expect(findSkillNames('Slack, Go and Excel')).toEqual(['Slack', 'Go', 'Excel']);
  });

  it('keeps KPIs and OKRs apart: a posting about KPI reporting does not ask about OKRs', () => {
    expect(findSkillNames('Own weekly KPI reporting for the growth team.')).toEqual([]);
    expect(findSkillNames('Set quarterly OKRs with the product lead.')).toEqual(['OKRs']);
  });

  it('matches names with dots and multi-word synonyms', () => {
    expect(findSkillNames('Node.js, Next.js and .NET; experience with machine learning')).toEqual([
      'Node.js',
      'Next.js',
      '.NET',
      'Machine learning',
    ]);
  });

  it('does not read a word inside a longer skill name as a skill of its own', () => {
    expect(findSkillNames('Keep accurate clinical documentation')).toEqual(['Clinical documentation']);
    expect(findSkillNames('Experience of content marketing for a charity')).toEqual(['Content marketing']);
    // Said on its own elsewhere, it still counts.
    expect(findSkillNames('Clinical documentation; write API documentation')).toEqual([
      'Clinical documentation',
      'Technical writing',
    ]);
  });

  it('holds a few hundred skills with unique names', () => {
    const names = SKILL_TAXONOMY.map((skill) => skill.name.toLowerCase());
    expect(names.length).toBeGreaterThanOrEqual(300);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('findSkillNames on every alias', () => {
  it('finds each alias however a case-insensitive one is cased or hyphenated', () => {
    for (const skill of SKILL_TAXONOMY) {
      for (const alias of skill.aliases) {
        const variants = alias.caseSensitive
          ? [alias.text]
          : [alias.text, alias.text.toUpperCase(), alias.text.toLowerCase(), alias.text.replace(/\s+/g, '-')];
        for (const variant of variants) {
          expect(findSkillNames(`Experience: ${variant}.`), variant).toContain(skill.name);
        }
      }
    }
  });

  it('keeps Unicode case folding: the long s and the Kelvin sign match like s and k', () => {
    expect(findSkillNames('We run poſtgres on \u212A8s')).toEqual(['PostgreSQL', 'Kubernetes']);
  });

  it('does not take an acronym the text spells out as something else for the skill it also abbreviates', () => {
    // "CPR" is the Civil Procedure Rules here, not resuscitation (Basic Life Support).
    expect(findSkillNames('Know the Civil Procedure Rules, including CPR Part 31')).not.toContain(
      'Basic Life Support',
    );
    expect(findSkillNames('Basic Life Support (BLS) and CPR certified')).toContain('Basic Life Support');
    // The acronym may be spelled out elsewhere in the document the text is part of.
    const posting = 'Know the Civil Procedure Rules.\nTrack the CPR timetable for each matter.';
    expect(
      findSkillMentions('Track the CPR timetable for each matter.', posting).map(
        (mention) => mention.skill.name,
      ),
    ).not.toContain('Basic Life Support');
    // A skill known only by its acronym is kept, spelled out or not.
    expect(findSkillNames('Structured Query Language (SQL) reporting')).toContain('SQL');
  });
});
