import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vocabularyFromJobPosting } from '@intervia/engine';
import { fliteAvailable, spokenSentence } from '../../../../test/support/spoken-audio';
import {
  createPocketsphinxStreamingRecognizer,
  pocketsphinxStreamingUnavailableReason,
  type PocketsphinxRecognitionStream,
  type PocketsphinxStreamingRecognizer,
} from './pocketsphinx-streaming-recognizer';
import { createEspeakPronouncer, espeakAvailableForPronunciation } from './espeak-pronouncer';
import { pcmBytes } from './decoder-protocol';

const available = pocketsphinxStreamingUnavailableReason() === null && fliteAvailable();
if (!available) {
  console.warn(
    'python3-pocketsphinx, pocketsphinx-en-us or flite missing: the streaming recogniser tests are skipped',
  );
}

const FRAME = 320;
const signal = () => AbortSignal.timeout(60_000);
const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Speech with silence around it, as the segmenter hands over a turn. */
function answer(sentence: string, voice: 'slt' | 'rms' = 'slt'): Int16Array {
  const speech = spokenSentence(sentence, voice);
  const audio = new Int16Array(speech.length + 16_000);
  audio.set(speech, 4_800);
  return audio;
}

function feed(stream: PocketsphinxRecognitionStream, audio: Int16Array): void {
  for (let offset = 0; offset < audio.length; offset += FRAME)
    stream.write(audio.subarray(offset, offset + FRAME));
}

/** Answers for the security-engineer posting of the word-error bench's held-out-2 set (its words crash decoders). */
const SECURITY_ANSWERS = [
  'I usually start a threat model by drawing a data flow diagram and marking every trust boundary.',
  'Last year I rewrote about forty Splunk detections and mapped each one to a MITRE ATT&CK technique.',
  'During the incident we rotated the leaked keys first, then pulled the CloudTrail logs to see what the attacker touched.',
  'I think the hardest part of the job is explaining risk to people who just want to ship the feature.',
  'We replaced long lived access keys with IAM roles and added a service control policy blocking public buckets.',
  "Honestly, I learned more from my first on-call week than from any course I've taken.",
  'Our Snyk and Wiz findings go straight into Jira with a due date based on severity.',
  'I wrote a small Python script that checks every security group for ports open to the whole internet.',
  'For secrets we moved everything into HashiCorp Vault and turned on KMS encryption for the databases.',
  "I'm studying for the OSCP at the moment, mostly in the evenings and at weekends.",
];

/** The vocabulary a call for that posting gets. */
function securityVocabulary() {
  return vocabularyFromJobPosting(
    readFileSync(
      new URL('../../../../../../bench/word-error/security-engineer.txt', import.meta.url),
      'utf8',
    ),
  );
}

async function hearSecurityAnswers(recognizer: PocketsphinxStreamingRecognizer): Promise<string[]> {
  const vocabulary = securityVocabulary();
  const heard: string[] = [];
  for (const sentence of SECURITY_ANSWERS) {
    const stream = recognizer.start({ vocabulary });
    feed(stream, answer(sentence));
    heard.push((await stream.finish({ signal: signal() })).text);
  }
  return heard;
}

// Decoding is CPU-bound: on a loaded 2-core machine an answer can take several seconds.
describe.skipIf(!available)('pocketsphinx streaming recogniser', { timeout: 180_000 }, () => {
  let recognizer: PocketsphinxStreamingRecognizer;
  beforeAll(async () => {
    recognizer = await createPocketsphinxStreamingRecognizer({ processes: 2 });
  });
  afterAll(async () => recognizer?.close());

  it('turns streamed flite speech into the spoken words, with partial captions on the way and a confidence', async () => {
    const stream = recognizer.start({});
    const partials: string[] = [];
    stream.onPartial((text) => partials.push(text));
    feed(
      stream,
      answer('I talk to customers every week to understand what problems they are trying to solve.'),
    );
    const result = await stream.finish({ signal: signal() });
    const heard = words(result.text);
    // Five of the six content words: flite's slt "solve" comes out as "sound" when the answer is decoded with its
    // own cepstral mean (CMN warm-up), as "the" for "what" without it.
    const content = ['customers', 'every', 'week', 'understand', 'problems', 'solve'];
    expect(content.filter((word) => heard.includes(word)).length).toBeGreaterThanOrEqual(5);
    expect(partials.length).toBeGreaterThan(1);
    expect(words(partials.at(-1) ?? '').length).toBeGreaterThan(3);
    expect(result.confidence).not.toBeNull();
    expect(result.confidence!).toBeGreaterThan(0.5);
    expect(result.confidence!).toBeLessThanOrEqual(1);
  });

  /** Two answers of one call: the first scored with every candidate warp, the second heard with the chosen one. */
  async function callWarps(voice: 'slt' | 'rms') {
    // A fresh pool, so that each voice's choice does not depend on the answers the probe decoders heard before.
    const recognizer = await createPocketsphinxStreamingRecognizer({ processes: 1, speakerAdaptation: true });
    await recognizer.pool.probeReady; // the pool does not wait for its low-priority probe process
    try {
      return await callWarpsOn(recognizer, voice);
    } finally {
      await recognizer.close();
    }
  }

  async function callWarpsOn(recognizer: PocketsphinxStreamingRecognizer, voice: 'slt' | 'rms') {
    const speaker = {};
    const first = recognizer.start({ speaker });
    const plan = first.warpPlan;
    feed(
      first,
      answer(
        'The hardest bug I fixed was a memory leak in a service that handled payments. It only showed up under heavy load, so I reproduced it with a load test and compared heap snapshots.',
        voice,
      ),
    );
    await first.finish({ signal: signal() });
    // The first answer waited for the speaker's pitch before its decoding started, and was heard with its warp.
    const firstHeardWith = first.warpPlan;
    // The probes run on the pool's lowest-priority process and may report after the transcript.
    await first.warpJudged;
    const second = recognizer.start({ speaker });
    feed(
      second,
      answer('I talk to customers every week to understand what problems they are trying to solve.', voice),
    );
    const heard = words((await second.finish({ signal: signal() })).text);
    return { plan, firstHeardWith, chosen: second.warpPlan, heard };
  }

  it('adapts the warp to each call’s voice from its first answer: above 1 for the woman’s voice, not for the man’s', async () => {
    const slt = await callWarps('slt');
    expect(slt.plan).toEqual({ warp: 1, probeWarps: [0.9, 1.1, 1.2], source: 'stock' });
    expect(slt.firstHeardWith).toEqual({ warp: 1.2, probeWarps: [0.9, 1, 1.1], source: 'pitch' });
    expect(slt.chosen.probeWarps).toEqual([]);
    expect(slt.chosen.source).toBe('probes');
    expect(slt.chosen.warp).toBeGreaterThan(1);
    const content = ['customers', 'every', 'week', 'understand', 'problems', 'solve'];
    expect(content.filter((word) => slt.heard.includes(word)).length).toBeGreaterThanOrEqual(5);
    const rms = await callWarps('rms');
    expect(rms.firstHeardWith).toMatchObject({ warp: 0.9, source: 'pitch' });
    expect(rms.chosen.source).toBe('probes');
    expect(rms.chosen.warp).toBeLessThanOrEqual(1);
    expect(content.filter((word) => rms.heard.includes(word)).length).toBeGreaterThanOrEqual(5);
    // An answer started without a speaker is heard on its own, with the stock front end; a recogniser not asked for adaptation does not adapt.
    expect(recognizer.start({ speaker: {} }).warpPlan).toEqual({ warp: 1, probeWarps: [], source: 'stock' });
    expect(recognizer.start({}).warpPlan).toEqual({ warp: 1, probeWarps: [], source: 'stock' });
  });

  it('hears a first answer too short for the pitch at once, with the stock front end', async () => {
    const adapting = await createPocketsphinxStreamingRecognizer({ processes: 1, speakerAdaptation: true });
    try {
      const stream = adapting.start({ speaker: {} });
      feed(stream, answer('Yes.'));
      const result = await stream.finish({ signal: signal() });
      expect(words(result.text).length).toBeGreaterThan(0);
      expect(stream.warpPlan).toMatchObject({ warp: 1, source: 'stock' });
    } finally {
      await adapting.close();
    }
  });

  it('gives a lower confidence to noise than to clear speech, and no words for silence', async () => {
    const speech = recognizer.start({});
    feed(
      speech,
      answer('I work closely with designers and engineers to decide what goes into each release.'),
    );
    const clear = await speech.finish({ signal: signal() });

    let seed = 7;
    const noise = Int16Array.from({ length: 48_000 }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return ((seed >>> 16) % 12_000) - 6_000;
    });
    const noisy = recognizer.start({});
    feed(noisy, noise);
    const fromNoise = await noisy.finish({ signal: signal() });
    expect(fromNoise.confidence ?? 0).toBeLessThan(clear.confidence ?? 0);

    const quiet = recognizer.start({});
    feed(quiet, new Int16Array(32_000));
    expect(await quiet.finish({ signal: signal() })).toEqual({ text: '', confidence: null });
  });

  it('decodes several answers at once across the pool', async () => {
    const sentences = [
      'I work closely with designers and engineers to decide what goes into each release.',
      'I talk to customers every week to understand what problems they are trying to solve.',
      'Our monitoring showed the latency problem before any customer noticed it.',
      'I wrote the requirements for the mobile app and tested every feature with real users.',
    ];
    const audio = sentences.map((sentence) => answer(sentence, 'rms'));
    const streams = audio.map(() => recognizer.start({}));
    // Interleaved 20 ms frames, as concurrent calls deliver them.
    for (let offset = 0; offset < Math.max(...audio.map((pcm) => pcm.length)); offset += FRAME) {
      streams.forEach((stream, index) => {
        const frame = audio[index]!.subarray(offset, offset + FRAME);
        if (frame.length > 0) stream.write(frame);
      });
    }
    const results = await Promise.all(streams.map((stream) => stream.finish({ signal: signal() })));
    expect(results[0]!.text).toContain('designers and engineers');
    expect(results[1]!.text).toContain('customers every week');
    expect(results[2]!.text).toContain('latency problem');
    expect(results[3]!.text).toContain('mobile app');
  });

  it('decodes the whole answer again in a new process when its decoder process dies mid-answer', async () => {
    const own = await createPocketsphinxStreamingRecognizer({ processes: 1 });
    try {
      const stream = own.start({});
      const audio = answer(
        'I talk to customers every week to understand what problems they are trying to solve.',
      );
      feed(stream, audio.subarray(0, audio.length / 2));
      await stream.caughtUp();
      const [pid] = own.pool.pids;
      // A caughtUp() pending when the process dies is answered by the replacement, not left hanging.
      const caughtUp = stream.caughtUp();
      process.kill(pid!, 'SIGKILL');
      await caughtUp;
      feed(stream, audio.subarray(audio.length / 2));
      const result = await stream.finish({ signal: signal() });
      expect(words(result.text)).toEqual(expect.arrayContaining(['customers', 'every', 'week', 'problems']));
      expect(own.pool.replacements).toBe(1);
      expect(own.pool.pids[0]).not.toBe(pid);
      // The replacement serves new answers too.
      const next = own.start({});
      feed(next, answer('Our monitoring showed the latency problem before any customer noticed it.'));
      expect((await next.finish({ signal: signal() })).text).toContain('latency problem');
    } finally {
      await own.close();
    }
  });

  it('stops at once when the turn is abandoned (abort) and frees the decoder for the next answer', async () => {
    const stream = recognizer.start({});
    feed(stream, answer('Good handover notes keep patients safe.'));
    const controller = new AbortController();
    const finished = stream.finish({ signal: controller.signal });
    controller.abort();
    await expect(finished).rejects.toThrow('aborted');
    expect(() => stream.write(new Int16Array(320))).toThrow('finished');
    await expect(stream.finish({ signal: signal() })).rejects.toThrow('already finished');
    const next = recognizer.start({});
    feed(next, answer('Our monitoring showed the latency problem before any customer noticed it.'));
    expect((await next.finish({ signal: signal() })).text).toContain('latency problem');
  });

  // pocketsphinx 5prealpha can crash (SIGSEGV in its trigram lookup) once several words have been added to its
  // language model at run time; for these words and answers it did on every attempt, so every answer was lost.
  it('hears every answer when a decoder dies on the taught words: again without them, then without them for the call', async () => {
    // Without interview language models the taught words go into the general model, where pocketsphinx 5prealpha's
    // trigram lookup crashes on them for this posting.
    const warnings: string[] = [];
    const general = await createPocketsphinxStreamingRecognizer({
      processes: 2,
      interviewLanguageModelWeight: 0,
      log: { warn: (_details, message) => warnings.push(message) },
    });
    try {
      const heard = await hearSecurityAnswers(general);
      expect(heard.filter((text) => words(text).length >= 3)).toHaveLength(SECURITY_ANSWERS.length);
      // The crash did happen, and the rest of the call went on without the words.
      expect(warnings).toContain(
        'a decoder died with the interview words taught: heard without them from now on',
      );
    } finally {
      await general.close();
    }
  });

  it('hears that posting’s answers with its words and its own language model, and no decoder dies', async () => {
    const warnings: string[] = [];
    const interview = await createPocketsphinxStreamingRecognizer({
      processes: 2,
      log: { warn: (_details, message) => warnings.push(message) },
    });
    try {
      const heard = await hearSecurityAnswers(interview);
      expect(warnings).toEqual([]);
      expect(heard.filter((text) => words(text).length >= 3)).toHaveLength(SECURITY_ANSWERS.length);
      // Words the dictionary lacks, heard in the interview's spelling.
      const taught = (await interview.taughtWords(securityVocabulary())).map((word) => word.written);
      const heardTaught = taught.filter((word) => heard.some((text) => text.split(' ').includes(word)));
      expect(heardTaught.length, heard.join(' | ')).toBeGreaterThanOrEqual(2);
    } finally {
      await interview.close();
    }
  });

  it('hears an answer with the general model when its interview model file has gone', async () => {
    const process = await recognizer.pool.acquire();
    const result = new Promise<string>((resolve, reject) => {
      process.open(
        0xffff_fff8,
        [],
        {
          partial: () => {},
          synced: () => {},
          final: (message) => resolve(message.text),
          failed: (message) => reject(new Error(message)),
        },
        { key: 'removed-by-a-cleaner', path: '/nonexistent/intervia-lm/removed.arpa' },
      );
    });
    const audio = answer(
      'I talk to customers every week to understand what problems they are trying to solve.',
    );
    for (let offset = 0; offset < audio.length; offset += FRAME)
      process.audio(0xffff_fff8, pcmBytes(audio.subarray(offset, offset + FRAME)));
    process.finish(0xffff_fff8);
    expect(words(await result)).toEqual(expect.arrayContaining(['customers', 'every', 'week']));
  });

  describe.skipIf(!espeakAvailableForPronunciation())('interview vocabulary', () => {
    it('recognises a word missing from the dictionary (Kubernetes) only after the decoder is taught it', async () => {
      const sentence =
        'In my last role I moved our deployments to Kubernetes and cut the release time in half.';
      const before = await createPocketsphinxStreamingRecognizer({ processes: 1 });
      const after = await createPocketsphinxStreamingRecognizer({ processes: 1 });
      try {
        const plain = before.start({});
        feed(plain, answer(sentence));
        expect((await plain.finish({ signal: signal() })).text.toLowerCase()).not.toContain('kubernetes');

        const vocabulary = { words: ['Kubernetes', 'Terraform', 'PostgreSQL'], phrases: ['code review'] };
        expect((await after.taughtWords(vocabulary)).map((word) => word.written)).toEqual([
          'Kubernetes',
          'Terraform',
          'PostgreSQL',
        ]);
        const adapted = after.start({ vocabulary });
        feed(adapted, answer(sentence));
        // Taught words come back in the interview's spelling.
        expect((await adapted.finish({ signal: signal() })).text).toContain('Kubernetes');
      } finally {
        await Promise.all([before.close(), after.close()]);
      }
    });
  });
});

describe.skipIf(!available)('pocketsphinx decoder scheduling', { timeout: 180_000 }, () => {
  it('decodes an answer whose turn has ended before audio another stream sent earlier', async () => {
    const recognizer = await createPocketsphinxStreamingRecognizer({ processes: 1, pronouncer: null });
    try {
      const order: string[] = [];
      // A long answer still being spoken, all of its audio already sent (a decoder that has fallen behind) …
      const sentence = 'When the roadmap slipped I told the stakeholders early and offered two plans.';
      const speaking = recognizer.start({});
      const long = answer(sentence, 'rms');
      await speaking.caughtUp(); // on its decoder: what follows is sent to it at once, in order
      for (let copy = 0; copy < 6; copy += 1) feed(speaking, long);
      const speakingCaughtUp = speaking.caughtUp().then(() => order.push('long answer decoded'));
      // Sent after all of that: the long answer's audio and its sync are ahead of the short answer in the pipe.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // … then a short answer that ends: it waits for its own audio only, not the long answer's.
      const ended = recognizer.start({});
      feed(ended, answer('I would ask the team first.', 'slt'));
      const endedResult = ended.finish({ signal: signal() }).then((result) => {
        order.push('ended answer final');
        return result;
      });
      const [result] = await Promise.all([endedResult, speakingCaughtUp]);
      expect(order).toEqual(['ended answer final', 'long answer decoded']);
      expect(words(result.text)).toEqual(expect.arrayContaining(['ask', 'team', 'first']));
      // The long answer is still decoded in full, in its own order.
      const longResult = await speaking.finish({ signal: signal() });
      expect(words(longResult.text)).toEqual(expect.arrayContaining(['slipped', 'stakeholders', 'early']));
    } finally {
      await recognizer.close();
    }
  });
});

describe.skipIf(!available || !espeakAvailableForPronunciation())(
  'pocketsphinx call preparation',
  { timeout: 180_000 },
  () => {
    it('pronounces a call’s words when the call starts, so its first answer does not wait for them', async () => {
      const espeak = createEspeakPronouncer();
      const asked: string[][] = [];
      let pronounced: Promise<unknown> = Promise.resolve();
      const recognizer = await createPocketsphinxStreamingRecognizer({
        processes: 1,
        pronouncer: (words) => {
          asked.push(words);
          const result = espeak(words);
          pronounced = result;
          return result;
        },
      });
      try {
        const vocabulary = { words: ['Kubernetes', 'Terraform'], phrases: ['code review'] };
        recognizer.prepare(vocabulary);
        // Before any answer has started, the dictionary is read and the missing words are pronounced.
        await vi.waitFor(() => expect(asked).toEqual([['Kubernetes', 'Terraform']]), { timeout: 30_000 });
        await pronounced;
        const stream = recognizer.start({ vocabulary: { ...vocabulary } });
        feed(
          stream,
          answer('In my last role I moved our deployments to Kubernetes and cut the release time in half.'),
        );
        expect((await stream.finish({ signal: signal() })).text).toContain('Kubernetes');
        expect(asked).toHaveLength(1); // the answer used what the preparation made
      } finally {
        await recognizer.close();
      }
    });
  },
);

describe.skipIf(!available)('pocketsphinx live CMN warm-up', { timeout: 180_000 }, () => {
  const sentence = 'When the roadmap slipped I told the stakeholders early and offered two plans.';

  async function decode(recognizer: PocketsphinxStreamingRecognizer, audio: Int16Array) {
    const stream = recognizer.start({});
    feed(stream, audio);
    const result = await stream.finish({ signal: signal() });
    return { text: result.text, ownCmn: stream.timings?.ownCmn };
  }

  it('decodes an answer with more than a second of speech again with its own cepstral mean', async () => {
    const recognizer = await createPocketsphinxStreamingRecognizer({
      processes: 1,
      decodersPerProcess: 1,
      pronouncer: null,
      cmnWarmUpFrames: 100,
    });
    try {
      const long = await decode(recognizer, answer(sentence, 'slt'));
      expect(long.ownCmn).toBe(true);
      expect(words(long.text)).toEqual(expect.arrayContaining(['slipped', 'early', 'offered']));
      // Under a second of speech: decoded once, with the running mean.
      expect((await decode(recognizer, answer('Yes.', 'rms'))).ownCmn).toBe(false);
    } finally {
      await recognizer.close();
    }
  });

  it('keeps the running mean when the warm-up is off', async () => {
    const recognizer = await createPocketsphinxStreamingRecognizer({
      processes: 1,
      decodersPerProcess: 1,
      pronouncer: null,
      cmnWarmUpFrames: 0,
    });
    try {
      expect((await decode(recognizer, answer(sentence, 'slt'))).ownCmn).toBe(false);
    } finally {
      await recognizer.close();
    }
  });
});

describe('pocketsphinx streaming recogniser without its packages', () => {
  it('refuses to start with a message naming the Debian packages to install', async () => {
    await expect(createPocketsphinxStreamingRecognizer({ python: '/nonexistent/python3' })).rejects.toThrow(
      /python3-pocketsphinx pocketsphinx-en-us/,
    );
    expect(pocketsphinxStreamingUnavailableReason('/usr/bin/python3', '/nonexistent/model')).toMatch(
      /pocketsphinx-en-us \(models in \/nonexistent\/model\)/,
    );
  });

  it('reports a decoder process that cannot load its models instead of hanging', async () => {
    if (pocketsphinxStreamingUnavailableReason() !== null) return;
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { temporaryFolder } = await import('../../../testing/temporary-folder.testing');
    const broken = temporaryFolder('intervia-broken-model-');
    mkdirSync(join(broken, 'en-us'));
    writeFileSync(join(broken, 'en-us.lm.bin'), 'not a language model');
    writeFileSync(join(broken, 'cmudict-en-us.dict'), 'hello HH AH L OW\n');
    await expect(createPocketsphinxStreamingRecognizer({ modelDir: broken, processes: 1 })).rejects.toThrow(
      /pocketsphinx decoder process/,
    );
  });
});
