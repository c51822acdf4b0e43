import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { espeakAvailable } from '../providers/espeak-tts';
import { decodeWav } from '../providers/wav';
import { fliteAvailable } from '../../../test/support/spoken-audio';
import { pocketsphinxStreamingUnavailableReason } from './pocketsphinx/pocketsphinx-streaming-recognizer';
import { checkRecognition, checkSpeech } from './voice-check';

const folder = mkdtempSync(join(tmpdir(), 'intervia-voice-check-'));
const offline = loadConfig({}).voice;
const canRecognise = pocketsphinxStreamingUnavailableReason() === null && fliteAvailable();

describe.skipIf(!canRecognise)('voice check: recognition', { timeout: 120_000 }, () => {
  it('names the streaming recogniser, the words taught from the posting, the transcript, confidence and timings', async () => {
    const wavFile = join(folder, 'answer.wav');
    execFileSync('flite', [
      '-voice',
      'slt',
      '-o',
      wavFile,
      '-t',
      'I talk to customers every week about their problems.',
    ]);
    const posting = join(folder, 'posting.txt');
    writeFileSync(posting, 'Platform Engineer\n\nRun Kubernetes clusters and Terraform modules on AWS.\n');
    const report = await checkRecognition({ kind: 'recognise', wavFile, jobPostingFile: posting }, offline);
    expect(report.recognizer).toBe('pocketsphinx-streaming');
    expect(report.transcript).toContain('customers every week');
    expect(report.confidence).toBeGreaterThan(0);
    expect(report.vocabulary?.taught).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
    expect(report.audio.seconds).toBeGreaterThan(2);
    expect(report.timings.recogniseMs).toBeGreaterThan(0);
    expect(report.timings.endOfAudioToTranscriptMs).toBeLessThanOrEqual(report.timings.recogniseMs);
  });

  it('refuses a file that is not WAV audio, and a missing posting, with a clear message', async () => {
    const notWav = join(folder, 'notes.wav');
    writeFileSync(notWav, 'these are notes');
    await expect(
      checkRecognition({ kind: 'recognise', wavFile: notWav, jobPostingFile: null }, offline),
    ).rejects.toThrow(/not a usable WAV file/);
    const wavFile = join(folder, 'answer.wav');
    await expect(
      checkRecognition({ kind: 'recognise', wavFile, jobPostingFile: join(folder, 'missing.txt') }, offline),
    ).rejects.toThrow(/cannot read .*missing\.txt/);
  });
});

describe('voice check: no server recogniser configured', () => {
  it('says the browser recognises when STT_PROVIDER=none', async () => {
    const wavFile = join(folder, 'silence.wav');
    const header = Buffer.alloc(44);
    header.write('RIFF', 0);
    header.writeUInt32LE(36 + 3200, 4);
    header.write('WAVEfmt ', 8);
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(16_000, 24);
    header.writeUInt32LE(32_000, 28);
    header.writeUInt16LE(2, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36);
    header.writeUInt32LE(3200, 40);
    writeFileSync(wavFile, Buffer.concat([header, Buffer.alloc(3200)]));
    await expect(
      checkRecognition(
        { kind: 'recognise', wavFile, jobPostingFile: null },
        loadConfig({ STT_PROVIDER: 'none' }).voice,
      ),
    ).rejects.toThrow(/STT_PROVIDER=none/);
  });
});

describe.skipIf(!espeakAvailable())('voice check: speech', () => {
  it('speaks the text with the configured voice into a 16 kHz WAV file', async () => {
    const outFile = join(folder, 'said.wav');
    const report = await checkSpeech(
      { kind: 'say', text: 'Tell me about a project you are proud of.', outFile },
      offline,
    );
    expect(report.voice).toBe('espeak-ng');
    const wav = decodeWav(await import('node:fs/promises').then(({ readFile }) => readFile(outFile)));
    expect(wav.sampleRateHz).toBe(16_000);
    expect(wav.samples.length / 16_000).toBeCloseTo(report.seconds, 1);
    expect(report.seconds).toBeGreaterThan(1);
  });
});

describe('voice check: a Deepgram-protocol recogniser', () => {
  it('streams the file to the configured server and prints its transcript and confidence', async () => {
    const { startDeepgramStandIn } = await import('./deepgram/deepgram-stand-in.testing');
    const { encodeWav } = await import('../providers/wav');
    const standIn = await startDeepgramStandIn({
      script: ['hello', 'from', 'the', 'stand-in'],
      confidence: 0.7,
    });
    try {
      const wavFile = join(folder, 'tone.wav');
      const tone = new Int16Array(16_000).map((_, index) => Math.round(Math.sin(index / 5) * 4000));
      writeFileSync(wavFile, encodeWav(tone, 16_000));
      const config = loadConfig({ STT_PROVIDER: 'deepgram', DEEPGRAM_URL: standIn.url }).voice;
      const report = await checkRecognition({ kind: 'recognise', wavFile, jobPostingFile: null }, config);
      expect(report.recognizer).toBe('deepgram');
      expect(report.transcript).toBe('hello from the stand-in');
      expect(report.confidence).toBe(0.7);
    } finally {
      await standIn.close();
    }
  });
});
