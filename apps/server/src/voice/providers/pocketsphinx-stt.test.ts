import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolder } from '../../testing/temporary-folder.testing';
import { parsePocketsphinxOutput, pocketsphinxAvailable } from './pocketsphinx-stt';

describe('parsePocketsphinxOutput', () => {
  it('joins the hypothesis of each utterance', () => {
    expect(parsePocketsphinxOutput('i have five years\nof experience\n')).toBe(
      'i have five years of experience',
    );
  });

  it('drops utterance ids, blank lines and log lines', () => {
    const stdout = [
      'INFO: cmd_ln.c(702): Parsing command line:',
      '000000000: i led the   team',
      '',
      'WARN: "dict.c", line 195: word not in dictionary',
      '000000001: for two years',
    ].join('\n');
    expect(parsePocketsphinxOutput(stdout)).toBe('i led the team for two years');
  });

  it('gives an empty transcript when nothing was recognised', () => {
    expect(parsePocketsphinxOutput('\n\n')).toBe('');
  });
});

describe('pocketsphinxAvailable', () => {
  it('needs the binary and the acoustic model, language model and dictionary', () => {
    const root = temporaryFolder('intervia-sphinx-');
    const binary = join(root, 'pocketsphinx_continuous');
    const model = join(root, 'model');
    expect(pocketsphinxAvailable(binary, model)).toBe(false);
    writeFileSync(binary, '');
    mkdirSync(join(model, 'en-us'), { recursive: true });
    writeFileSync(join(model, 'en-us.lm.bin'), '');
    expect(pocketsphinxAvailable(binary, model)).toBe(false);
    writeFileSync(join(model, 'cmudict-en-us.dict'), '');
    expect(pocketsphinxAvailable(binary, model)).toBe(true);
  });
});
