import { describe, expect, it } from 'vitest';
import { createEspeakPronouncer, espeakAvailableForPronunciation } from './espeak-pronouncer';

if (!espeakAvailableForPronunciation()) {
  console.warn('espeak-ng missing (apt-get install espeak-ng): its pronunciation tests are skipped');
}

describe.skipIf(!espeakAvailableForPronunciation())('espeak-ng pronouncer', () => {
  it('gives words the dictionary lacks CMU pronunciations, acronyms spelled out, in one espeak run', async () => {
    const pronounce = createEspeakPronouncer();
    const result = await pronounce(['Kubernetes', 'Terraform', 'AWS', 'Grafana']);
    expect(result.get('Kubernetes')).toEqual(['K', 'Y', 'UW', 'B', 'ER', 'N', 'IY', 'T', 'S']);
    expect(result.get('Terraform')?.slice(0, 3)).toEqual(['T', 'EH', 'R']);
    expect(result.get('AWS')?.at(-2)).toBe('EH'); // "… ess"
    expect(result.get('Grafana')?.[0]).toBe('G');
  });

  it('gives nothing for no words without running espeak', async () => {
    expect((await createEspeakPronouncer('/nonexistent/espeak-ng')([])).size).toBe(0);
  });

  it('fails clearly when espeak-ng cannot run', async () => {
    await expect(createEspeakPronouncer('/nonexistent/espeak-ng')(['Kubernetes'])).rejects.toThrow(/ENOENT/);
  });
});
