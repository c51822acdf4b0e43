import { describe, expect, it } from 'vitest';
import { espeakInputFor, parseEspeakPronunciations } from './espeak-pronouncer';

describe('espeakInputFor', () => {
  it('spells acronyms letter by letter, plurals included', () => {
    expect(espeakInputFor('AWS')).toBe('A W S');
    expect(espeakInputFor('KPIs')).toBe("K P I's");
  });

  it('reads written symbols as they are said', () => {
    expect(espeakInputFor('Node.js')).toBe('Node dot js');
    expect(espeakInputFor('C++')).toBe('C plus plus');
    expect(espeakInputFor('CI/CD')).toBe('CI CD');
    expect(espeakInputFor('Kubernetes')).toBe('Kubernetes');
  });
});

describe('parseEspeakPronunciations', () => {
  it('pairs one IPA line per word, in order, and leaves out words it cannot map', () => {
    const result = parseEspeakPronunciations(['Kubernetes', 'Odd'], 'k_j_ˈuː_b_ɚ_n_ˌiː_t_s\n\nʘ_d\n');
    expect([...result.entries()]).toEqual([['Kubernetes', ['K', 'Y', 'UW', 'B', 'ER', 'N', 'IY', 'T', 'S']]]);
  });

  it('gives nothing when the lines do not line up with the words (the caller then asks word by word)', () => {
    expect(parseEspeakPronunciations(['a', 'b'], 'k_ˈæ\n').size).toBe(0);
  });
});
