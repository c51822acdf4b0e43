import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERVIEWER_PERSONA_ID, INTERVIEWER_PERSONA_IDS } from '@intervia/shared';
import {
  INTERVIEWER_PERSONAS,
  acknowledgementFor,
  findInterviewerPersona,
  greetingLines,
} from './interviewer-persona';

const time = { minutes: 10, quota: false };

describe('interviewer personas', () => {
  it('offers one persona per id of the shared list, the default first', () => {
    expect(INTERVIEWER_PERSONAS.map((persona) => persona.id)).toEqual([...INTERVIEWER_PERSONA_IDS]);
    expect(INTERVIEWER_PERSONAS[0]?.id).toBe(DEFAULT_INTERVIEWER_PERSONA_ID);
    expect(new Set(INTERVIEWER_PERSONAS.map((persona) => persona.style)).size).toBe(3);
  });

  it('finds a persona by id and falls back to the default for unknown or missing ids', () => {
    expect(findInterviewerPersona('vera')).toMatchObject({ name: 'Vera', style: 'challenging' });
    expect(findInterviewerPersona(null).id).toBe('iris');
    expect(findInterviewerPersona('nobody').id).toBe('iris');
  });

  it('gives every persona its own voice name for the offline voice', () => {
    expect(new Set(INTERVIEWER_PERSONAS.map((persona) => persona.voice)).size).toBe(
      INTERVIEWER_PERSONAS.length,
    );
  });
});

describe('greetingLines', () => {
  it('introduces the chosen persona by name', () => {
    for (const preset of INTERVIEWER_PERSONAS) {
      const lines = greetingLines(
        {
          assistantName: preset.name,
          candidateFirstName: 'Ana',
          role: 'Frontend Engineer',
          style: preset.style,
        },
        time,
      );
      expect(lines[0]).toBe('Hello Ana!');
      expect(lines[1]).toContain(`I am ${preset.name}`);
      expect(lines[1]).toContain('Frontend Engineer role');
    }
  });

  it('greets in the manner of the style', () => {
    const greet = (style: 'friendly' | 'neutral' | 'challenging') =>
      greetingLines({ assistantName: 'X', candidateFirstName: null, role: 'Analyst', style }, time).join(' ');
    expect(greet('friendly')).toContain('nice to meet you');
    expect(greet('friendly')).toContain('Take your time');
    expect(greet('challenging')).toContain('push for detail');
    expect(greet('neutral')).not.toContain('nice to meet you');
    expect(greet('neutral')).not.toContain('push for detail');
  });
});

describe('acknowledgementFor', () => {
  it('acknowledges a specific answer differently per style', () => {
    const friendly = new Set([0, 1, 2, 3].map((turn) => acknowledgementFor('friendly', 'specific', turn)));
    const challenging = new Set(
      [0, 1, 2, 3].map((turn) => acknowledgementFor('challenging', 'specific', turn)),
    );
    expect([...friendly].some((line) => challenging.has(line))).toBe(false);
    expect([...challenging].every((line) => !/thank/i.test(line))).toBe(true);
  });
});
