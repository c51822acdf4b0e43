import { describe, expect, it } from 'vitest';
import { CMU_PHONES, cmuPhonesForIpaSegment, cmuPronunciationFromIpa } from './ipa-to-cmu-phones';

describe('cmuPronunciationFromIpa', () => {
  it('maps espeak-ng en-us IPA of words the dictionary lacks onto CMU phones', () => {
    expect(cmuPronunciationFromIpa('k_j_ˈuː_b_ɚ_n_ˌiː_t_s')).toEqual([
      'K',
      'Y',
      'UW',
      'B',
      'ER',
      'N',
      'IY',
      'T',
      'S',
    ]);
    expect(cmuPronunciationFromIpa('t_ˈɛ_ɹ_ɐ_f_ˌɔːɹ_m')).toEqual(['T', 'EH', 'R', 'AH', 'F', 'AO', 'R', 'M']);
    expect(cmuPronunciationFromIpa('dʒ_ˈɛ_ŋ_k_ɪ_n_z')).toEqual(['JH', 'EH', 'NG', 'K', 'IH', 'N', 'Z']);
  });

  it('joins the parts of a compound espeak splits with a space', () => {
    expect(cmuPronunciationFromIpa('p_ˈoʊ_s_t_ɡ_ɚ_ɹ ˌɛ_s_k_j_ˌuː_ˈɛ_l')).toEqual(
      'P OW S T G ER R EH S K Y UW EH L'.split(' '),
    );
  });

  it('gives up on a word with a segment it cannot map rather than teach a wrong pronunciation', () => {
    expect(cmuPronunciationFromIpa('k_ʘ_t')).toBeNull();
    expect(cmuPronunciationFromIpa('')).toBeNull();
  });

  it('drops stress marks and a glottal stop, and maps flaps to T', () => {
    expect(cmuPhonesForIpaSegment('ˈɑː')).toEqual(['AA']);
    expect(cmuPhonesForIpaSegment('ʔ')).toEqual([]);
    expect(cmuPronunciationFromIpa('b_ˈʌ_ɾ_ɚ')).toEqual(['B', 'AH', 'T', 'ER']);
  });

  it('only ever produces phones of the en-us model', () => {
    const samples = [
      'ð_ˈə',
      'θ_ˈɪ_ŋ_k_ɪ_ŋ',
      'm_ˈɛ_ʒ_ɚ',
      'b_ˈɔɪ',
      'h_ˈaʊ',
      'tʃ_ˈɜː_n',
      'j_ˈɛ_l_oʊ',
      's_n_ˈoʊ_f_l_eɪ_k',
    ];
    for (const sample of samples) {
      const phones = cmuPronunciationFromIpa(sample);
      expect(phones).not.toBeNull();
      for (const phone of phones ?? []) expect(CMU_PHONES.has(phone)).toBe(true);
    }
  });
});
