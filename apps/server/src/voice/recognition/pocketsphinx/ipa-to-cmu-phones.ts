/**
 * espeak-ng's IPA (`espeak-ng -v en-us -q --ipa --sep=_`) → the CMU phone set of pocketsphinx's en-us model, so a
 * word the dictionary lacks ("Kubernetes": k_j_ˈuː_b_ɚ_n_ˌiː_t_s) gets a pronunciation (K Y UW B ER N IY T S).
 */

/** Every phone the en-us acoustic model knows (besides SIL). */
export const CMU_PHONES: ReadonlySet<string> = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  ),
);

/**
 * IPA segment (stress marks removed) → CMU phones, one "segment=PHONES" per entry. Length marks are kept where they
 * tell vowels apart; an empty right side drops the segment (a glottal stop has no CMU phone).
 */
const IPA_TO_CMU_TABLE = [
  // vowels and diphthongs
  'ɑː=AA ɑ=AA ɒ=AA ɑːɹ=AA_R ɑɹ=AA_R æ=AE a=AE aɪ=AY aɪə=AY_ER aɪɚ=AY_ER aʊ=AW aʊə=AW_ER',
  'ʌ=AH ə=AH ɐ=AH əl=AH_L ɚ=ER ɜː=ER ɜ=ER ɜːɹ=ER ɔː=AO ɔ=AO ɔːɹ=AO_R ɔɹ=AO_R oːɹ=AO_R ɔɪ=OY',
  'ɛ=EH e=EH ɛɹ=EH_R eə=EH_R eɪ=EY ɪ=IH ᵻ=IH ɪɹ=IH_R ɪə=IH_R i=IY iː=IY iə=IY_AH',
  'oʊ=OW əʊ=OW o=OW oː=AO ʊ=UH ʊɹ=UH_R ʊə=UH_R u=UW uː=UW',
  // consonants
  'b=B tʃ=CH d=D ð=DH f=F ɡ=G g=G h=HH dʒ=JH k=K x=K l=L ɫ=L l̩=AH_L m=M m̩=AH_M n=N n̩=AH_N ŋ=NG',
  'p=P ɹ=R r=R s=S ʃ=SH t=T ɾ=T θ=TH v=V w=W ʍ=W j=Y z=Z ʒ=ZH ʔ=',
].join(' ');

const IPA_TO_CMU: ReadonlyMap<string, string[]> = new Map(
  IPA_TO_CMU_TABLE.split(' ').map((entry) => {
    const [segment = '', phones = ''] = entry.split('=');
    return [segment.normalize('NFC'), phones === '' ? [] : phones.split('_')];
  }),
);

const STRESS_MARKS = /[ˈˌ'"]/g;

/** One espeak IPA segment → CMU phones; null when the segment is unknown. */
export function cmuPhonesForIpaSegment(segment: string): string[] | null {
  const bare = segment.replace(STRESS_MARKS, '').normalize('NFC');
  if (bare === '') return [];
  const direct = IPA_TO_CMU.get(bare);
  if (direct) return direct;
  // Length, nasalisation or a tie bar on a segment the table lists without it is not a different phone here.
  const withoutMarks = bare.replace(/ː|\u0303|\u0361/g, '');
  return IPA_TO_CMU.get(withoutMarks) ?? null;
}

/**
 * A word's espeak IPA line (segments separated by "_", parts of a compound by spaces) → CMU phones, or null when a
 * segment has no CMU counterpart (the word is then better left out than taught a wrong pronunciation).
 */
export function cmuPronunciationFromIpa(ipaLine: string): string[] | null {
  const phones: string[] = [];
  for (const segment of ipaLine
    .trim()
    .split(/[_\s]+/)
    .filter(Boolean)) {
    const mapped = cmuPhonesForIpaSegment(segment);
    if (mapped === null) return null;
    phones.push(...mapped);
  }
  return phones.length > 0 ? phones : null;
}
