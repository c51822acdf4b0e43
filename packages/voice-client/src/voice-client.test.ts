import { describe, expect, it, vi } from 'vitest';
import type { ServerMessage, WebCall } from '@intervia/shared';
import {
  VoiceClient,
  type AssistantAudioOutput,
  type CallTransport,
  type MicrophoneCapture,
  type VoiceClientDependencies,
  type VoiceClientEvents,
} from './voice-client';
import { CallInstanceRegistry } from './compat/call-object/call-instance-registry';
import type { CallObject } from './compat/call-object/call-object';

const CALL: WebCall = {
  id: 'call-1',
  interviewId: 'i-1',
  status: 'created',
  webCallUrl: 'ws://server/api/call/call-1/ws?token=join',
  artifactPlan: { videoRecordingEnabled: false },
  assistant: { voice: { provider: 'espeak-ng' } },
};

class FakeTransport implements CallTransport {
  sent: unknown[] = [];
  audio: Int16Array[] = [];
  joined: string[] = [];
  left = false;
  failJoin: Error | null = null;
  json: (m: ServerMessage) => void = () => {};
  audioIn: (pcm: Int16Array) => void = () => {};
  closed: (info: { code: number; reason: string }) => void = () => {};
  async join(url: string) {
    if (this.failJoin) throw this.failJoin;
    this.joined.push(url);
  }
  sendJson(message: unknown) {
    this.sent.push(message);
  }
  sendAudio(pcm: Int16Array) {
    this.audio.push(pcm);
  }
  onJson(handler: (m: ServerMessage) => void) {
    this.json = handler;
  }
  onAudio(handler: (pcm: Int16Array) => void) {
    this.audioIn = handler;
  }
  onClose(handler: (info: { code: number; reason: string }) => void) {
    this.closed = handler;
  }
  leave() {
    this.left = true;
  }
}

class FakeMicrophone implements MicrophoneCapture {
  frame: (pcm: Int16Array, level: number) => void = () => {};
  muted = false;
  failNoise = false;
  failStart: Error | null = null;
  stopped = false;
  async start(onFrame: (pcm: Int16Array, level: number) => void) {
    if (this.failStart) throw this.failStart;
    this.frame = onFrame;
  }
  setMuted(muted: boolean) {
    this.muted = muted;
  }
  async enableNoiseSuppression() {
    if (this.failNoise) throw new Error('no processor');
  }
  stop() {
    this.stopped = true;
  }
}

class FakeOutput implements AssistantAudioOutput {
  played: Int16Array[] = [];
  stops = 0;
  playing = false;
  currentLevel = 0;
  play(pcm: Int16Array) {
    this.played.push(pcm);
    this.playing = true;
  }
  stop() {
    this.stops += 1;
    this.playing = false;
  }
  isPlaying() {
    return this.playing;
  }
  level() {
    return this.currentLevel;
  }
  close() {}
}

/** The server's call-ready for a new call with typed answers and the server's voice (resume token `resume-xyz`). */
const SERVER_VOICE_READY: Extract<ServerMessage, { type: 'call-ready' }> = {
  type: 'call-ready',
  callId: 'call-1',
  resumed: false,
  resumeToken: 'resume-xyz',
  sampleRateHz: 16000,
  stt: { mode: 'typed-only', provider: 'typed-only' },
  tts: { mode: 'server', provider: 'espeak-ng', voice: 'en-us' },
  transcript: [],
  durationLimitSeconds: 600,
  elapsedSeconds: 0,
};

function setup(overrides: Partial<VoiceClientDependencies> = {}) {
  const transport = new FakeTransport();
  const microphone = new FakeMicrophone();
  const output = new FakeOutput();
  let nowMs = 0;
  const ticks: (() => void)[] = [];
  const waits: number[] = [];
  const speech = {
    canRecognise: () => false,
    canSpeak: () => true,
    speak: vi.fn(),
    cancelSpeech: vi.fn(),
    isSpeaking: () => false,
    startRecognition: vi.fn(),
    stopRecognition: vi.fn(),
  };
  const deps: VoiceClientDependencies = {
    createWebCall: vi.fn(async () => CALL),
    createTransport: () => transport,
    createMicrophone: () => microphone,
    createOutput: () => output,
    speech,
    isMobile: () => false,
    wait: async (ms) => void waits.push(ms),
    clock: {
      now: () => nowMs,
      every: (_ms, tick) => {
        ticks.push(tick);
        return () => {};
      },
    },
    reconnect: { attempts: 2, delayMs: 10 },
    callInstances: new CallInstanceRegistry<CallObject>(),
    ...overrides,
  };
  const client = new VoiceClient(deps);
  const events: { name: keyof VoiceClientEvents; payload: unknown }[] = [];
  for (const name of [
    'call-start',
    'call-end',
    'call-start-failed',
    'speech-start',
    'speech-end',
    'volume-level',
    'message',
    'error',
    'stage',
    'call-state',
    'call-error',
    'reconnecting',
  ] as const) {
    client.on(name, (payload) => events.push({ name, payload }));
  }
  return {
    client,
    deps,
    transport,
    microphone,
    output,
    speech,
    events,
    waits,
    tick: (advanceMs: number) => {
      nowMs += advanceMs;
      for (const tick of ticks) tick();
    },
    advance: (ms: number) => (nowMs += ms),
    named: (name: keyof VoiceClientEvents) => events.filter((e) => e.name === name).map((e) => e.payload),
  };
}

describe('VoiceClient.start', () => {
  it('runs the start stages in the spec order and emits call-start', async () => {
    const t = setup();
    expect(await t.client.start({ assistantId: 'i-1' })).toEqual(CALL);
    expect(t.named('stage')).toEqual([
      'initialization',
      'web-call-creation',
      'daily-call-object-creation',
      'mobile-permissions',
      'daily-call-join',
      'audio-observer-setup',
      'audio-processing-setup',
    ]);
    expect(t.named('call-start')).toEqual([CALL]);
    expect(t.transport.sent[0]).toMatchObject({ type: 'client-hello' });
  });

  it('includes video-recording-setup only when recording is enabled, and emits video', async () => {
    const stream = { id: 'camera' } as unknown as MediaStream;
    const t = setup({
      createWebCall: async () => ({ ...CALL, artifactPlan: { videoRecordingEnabled: true } }),
      createVideoRecording: () => ({ start: async () => stream, stop: () => {} }),
    });
    const videos: unknown[] = [];
    t.client.on('video', (v) => videos.push(v));
    await t.client.start({ assistantId: 'i-1' });
    expect(t.named('stage')).toContain('video-recording-setup');
    expect(videos).toEqual([stream]);
  });

  it('waits 1 s for permissions on mobile only', async () => {
    const mobile = setup({ isMobile: () => true });
    await mobile.client.start({ assistantId: 'i-1' });
    expect(mobile.waits).toEqual([1000]);
    const desktop = setup();
    await desktop.client.start({ assistantId: 'i-1' });
    expect(desktop.waits).toEqual([]);
  });

  it('ignores a second start while started', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    expect(await t.client.start({ assistantId: 'i-1' })).toBeNull();
    expect(t.deps.createWebCall).toHaveBeenCalledTimes(1);
  });

  it('refuses a payload without assistant, squad or workflow with a validation-error', async () => {
    const t = setup();
    expect(await t.client.start({})).toBeNull();
    expect(t.named('error')[0]).toMatchObject({
      type: 'validation-error',
      message: 'Assistant or Squad or Workflow must be provided.',
    });
    expect(t.named('call-start-failed')).toHaveLength(1);
    expect(t.deps.createWebCall).not.toHaveBeenCalled();
  });

  it.each([
    ['web-call-creation', 'start-method-error'],
    ['daily-call-join', 'daily-call-join-error'],
  ] as const)(
    'a failure in %s emits %s and call-start-failed, cleans up and returns null',
    async (stage, type) => {
      const t =
        stage === 'web-call-creation'
          ? setup({ createWebCall: async () => Promise.reject(new Error('server down')) })
          : setup();
      if (stage === 'daily-call-join') t.transport.failJoin = new Error('refused');
      expect(await t.client.start({ assistantId: 'i-1' })).toBeNull();
      expect(t.named('error')[0]).toMatchObject({ type, stage });
      expect(t.named('call-start-failed')[0]).toMatchObject({ stage });
      expect(t.client.isStarted).toBe(false);
      expect(await t.client.start({ assistantId: 'i-1' })).toBeNull();
    },
  );

  it('treats a noise-suppression failure as nonfatal and keeps the microphone on', async () => {
    const t = setup();
    t.microphone.failNoise = true;
    expect(await t.client.start({ assistantId: 'i-1' })).toEqual(CALL);
    expect(t.named('error')[0]).toMatchObject({ type: 'audio-processing-setup-error' });
    expect(t.microphone.muted).toBe(false);
    expect(t.named('call-start')).toHaveLength(1);
  });
});

describe('VoiceClient during a call', () => {
  it('throws "Call object is not available." on setMuted without a call', () => {
    const t = setup();
    expect(() => t.client.setMuted(true)).toThrow('Call object is not available.');
  });

  it('mutes the microphone, stops sending audio and tells the server', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.client.setMuted(true);
    t.microphone.frame(new Int16Array(320), 0.2);
    expect(t.transport.audio).toHaveLength(0);
    expect(t.transport.sent).toContainEqual({ type: 'mute', muted: true });
    expect(t.client.isMuted()).toBe(true);
  });

  it('emits speech-start, volume-level and speech-end from the interviewer voice level', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.output.currentLevel = 0.03;
    t.tick(100);
    expect(t.named('speech-start')).toHaveLength(1);
    expect(t.named('volume-level').at(-1)).toBeCloseTo(0.2);
    t.output.currentLevel = 0.3;
    t.tick(100);
    expect(t.named('volume-level').at(-1)).toBe(1);
    t.output.currentLevel = 0;
    t.tick(900);
    expect(t.named('speech-end')).toHaveLength(0);
    t.tick(100);
    expect(t.named('speech-end')).toHaveLength(1);
  });

  it('passes server messages through, plays interviewer audio and stops it on interrupt', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.transport.json({ type: 'assistant-audio', event: 'start', turnId: 'a' });
    t.transport.audioIn(new Int16Array(320));
    expect(t.output.played).toHaveLength(1);
    t.transport.json({ type: 'interrupt', turnId: 'a' });
    expect(t.output.stops).toBe(1);
    t.transport.audioIn(new Int16Array(320));
    expect(t.output.played).toHaveLength(1);
    expect(t.named('message').map((m) => (m as ServerMessage).type)).toEqual([
      'assistant-audio',
      'interrupt',
    ]);
  });

  it('barges in on sustained candidate speech while the interviewer talks', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.output.playing = true;
    t.microphone.frame(new Int16Array(320), 0.1);
    t.advance(80);
    t.microphone.frame(new Int16Array(320), 0.1);
    expect(t.output.stops).toBe(1);
    expect(t.transport.sent).toContainEqual({ type: 'vad', event: 'speech-start' });
  });

  it('speaks with the browser and recognises with it when the server asks', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.transport.json({
      ...SERVER_VOICE_READY,
      resumeToken: 'r',
      stt: { mode: 'browser', provider: 'browser' },
      tts: { mode: 'browser', provider: 'speech-synthesis', voice: 'default' },
    });
    expect(t.speech.startRecognition).toHaveBeenCalledOnce();
    t.transport.json({ type: 'assistant-speak', text: 'Hello!', turnId: 'a' });
    expect(t.speech.speak).toHaveBeenCalledWith('Hello!');
  });

  it('on leaving emits an ended status with customer-ended-call when the server sent none', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    await t.client.stop();
    expect(t.transport.sent).toContainEqual({ type: 'end-call' });
    expect(t.named('message').at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(t.named('call-end')).toHaveLength(1);
    expect(t.transport.left).toBe(true);
  });

  it('does not add its own ended status when the server already ended the call', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.transport.json({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' });
    const ended = t.named('message').filter((m) => (m as ServerMessage).type === 'status-update');
    expect(ended).toEqual([{ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }]);
    expect(t.named('call-end')).toHaveLength(1);
  });

  it('reconnects with the resume token after an unexpected drop', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.transport.json(SERVER_VOICE_READY);
    t.transport.closed({ code: 1006, reason: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.transport.joined.at(-1)).toContain('token=resume-xyz');
    expect(t.named('call-end')).toHaveLength(0);
  });

  it('says it is reconnecting while a dropped call resumes (a node moved it), and stops saying so once it is back', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.transport.json(SERVER_VOICE_READY);
    expect(t.named('reconnecting')).toEqual([]);
    // The node holding the call stopped: "server restarting" (1012).
    t.transport.closed({ code: 1012, reason: 'server restarting' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.named('reconnecting')).toEqual([true]);
    t.transport.json({ ...SERVER_VOICE_READY, resumed: true, resumeToken: 'resume-2' });
    expect(t.named('reconnecting')).toEqual([true, false]);
    expect(t.named('call-end')).toHaveLength(0);
  });

  it('sends typed answers as final transcripts', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.client.sendTypedAnswer('  I led the migration.  ');
    expect(t.transport.sent).toContainEqual({
      type: 'user-transcript',
      transcript: 'I led the migration.',
      transcriptType: 'final',
      source: 'typed',
    });
  });
});

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('VoiceClient call object', () => {
  it('goes through new → loading → loaded → joining → joined on start, and left on stop', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    expect(t.named('call-state')).toEqual(['new', 'loading', 'loaded', 'joining', 'joined']);
    await t.client.stop();
    expect(t.named('call-state').at(-1)).toBe('left');
    expect(t.microphone.stopped).toBe(true);
  });

  it('loads the call assets before joining, and joins only once they have loaded', async () => {
    let finishLoad: () => void = () => {};
    const t = setup({ loadCallAssets: () => new Promise<void>((resolve) => (finishLoad = resolve)) });
    const started = t.client.start({ assistantId: 'i-1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.named('call-state').at(-1)).toBe('loading');
    expect(t.transport.joined).toEqual([]);
    finishLoad();
    expect(await started).toEqual(CALL);
    expect(t.transport.joined).toEqual([CALL.webCallUrl]);
  });

  it.each([
    ['fails', () => Promise.reject(new Error('404')), 'Failed to load call object bundle'],
    ['hangs', () => new Promise<void>(() => {}), 'Timed out (>20000 ms) when loading call object bundle'],
  ])(
    'when the asset load %s 3 times, start fails in daily-call-join with the spec message',
    async (_label, load, message) => {
      const loads = vi.fn(load);
      const t = setup({ loadCallAssets: loads, callLoader: { timeoutMs: 5, retryDelayMs: 1 } });
      expect(await t.client.start({ assistantId: 'i-1' })).toBeNull();
      expect(loads).toHaveBeenCalledTimes(3);
      expect(t.named('call-start-failed')[0]).toMatchObject({
        stage: 'daily-call-join',
        error: { type: 'daily-call-join-error', message, callError: { type: 'connection-error', message } },
      });
      expect(t.named('call-state').at(-1)).toBe('error');
      expect(t.named('call-error')).toMatchObject([{ type: 'connection-error', message }]);
      expect(t.transport.joined).toEqual([]);
    },
  );

  it.each([
    ['NotAllowedError', 'permissions'],
    ['NotFoundError', 'not-found'],
    ['NotReadableError', 'mic-in-use'],
    ['OverconstrainedError', 'constraints'],
  ])('a microphone %s fails the start with the %s call error and tears the call down', async (name, type) => {
    const t = setup();
    t.microphone.failStart = namedError(name, 'device says no');
    expect(await t.client.start({ assistantId: 'i-1' })).toBeNull();
    const failed = t.named('call-start-failed')[0] as { error: { callError: { type: string } } };
    expect(failed.error.callError.type).toBe(type);
    expect(t.named('call-state').at(-1)).toBe('error');
    expect(t.transport.left).toBe(true);
  });

  it('a refused connection is a connection-error', async () => {
    const t = setup();
    t.transport.failJoin = new Error('The interview server refused the connection (4401 token expired)');
    await t.client.start({ assistantId: 'i-1' });
    expect(t.named('call-start-failed')[0]).toMatchObject({
      error: { callError: { type: 'connection-error' } },
    });
  });

  it('a second client on the page is refused while the first call runs (Duplicate … instances), and allowed after it ends', async () => {
    const callInstances = new CallInstanceRegistry<CallObject>();
    const first = setup({ callInstances });
    const second = setup({ callInstances });
    await first.client.start({ assistantId: 'i-1' });
    expect(await second.client.start({ assistantId: 'i-1' })).toBeNull();
    expect(second.named('call-start-failed')[0]).toMatchObject({
      stage: 'daily-call-object-creation',
      error: {
        type: 'daily-call-object-creation-error',
        message: 'Duplicate DailyIframe instances are not allowed',
      },
    });
    await first.client.stop();
    expect(await second.client.start({ assistantId: 'i-1' })).toEqual(CALL);
  });

  it('a dropped connection that cannot be resumed ends the call object in error with connection-error', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    t.transport.closed({ code: 1006, reason: '' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.named('call-error')).toMatchObject([{ type: 'connection-error', message: 'Connection lost' }]);
    expect(t.named('call-state').at(-1)).toBe('error');
    expect(t.named('call-end')).toHaveLength(1);
  });
});

describe('VoiceClient: who hears the candidate', () => {
  type OnResult = (result: { text: string; final: boolean; confidence: number | null }) => void;
  function browserCall() {
    let onResult: OnResult = () => {};
    let onError: (code: string) => void = () => {};
    const t = setup();
    t.speech.startRecognition.mockImplementation((result: OnResult, error: (code: string) => void) => {
      onResult = result;
      onError = error;
    });
    return {
      ...t,
      result: (text: string, final: boolean, confidence: number | null = null) =>
        onResult({ text, final, confidence }),
      fail: (code: string) => onError(code),
      update: (mode: 'server' | 'browser', reason: 'start' | 'candidate' | 'browser-failed' = 'start') =>
        t.transport.json({
          type: 'recognizer-update',
          mode,
          provider: mode === 'browser' ? 'web-speech' : 'pocketsphinx-streaming',
          switchable: [mode === 'browser' ? 'server' : 'browser'],
          reason,
        }),
    };
  }

  it('declares the audio format in its hello', async () => {
    const t = setup();
    await t.client.start({ assistantId: 'i-1' });
    expect(t.transport.sent[0]).toMatchObject({
      type: 'client-hello',
      audioFormat: { encoding: 'pcm16le', sampleRateHz: 16000, channels: 1 },
    });
  });

  it("runs the browser's recogniser when the server chooses it and sends its results with their confidence", async () => {
    const t = browserCall();
    await t.client.start({ assistantId: 'i-1' });
    t.update('browser');
    t.update('browser');
    expect(t.speech.startRecognition).toHaveBeenCalledOnce();
    t.result('I led', false);
    t.result('I led the migration', true, 0.92);
    expect(t.transport.sent).toContainEqual({
      type: 'recognised-speech',
      text: 'I led the migration',
      confidence: 0.92,
      final: true,
      source: 'browser-stt',
    });
    // The audio still goes to the server (its turn detection and fallback).
    t.microphone.frame(new Int16Array(320), 0.1);
    expect(t.transport.audio).toHaveLength(1);
  });

  it('tells the server when the browser recogniser fails and stops it', async () => {
    const t = browserCall();
    await t.client.start({ assistantId: 'i-1' });
    t.update('browser');
    t.fail('network');
    expect(t.speech.stopRecognition).toHaveBeenCalled();
    expect(t.transport.sent).toContainEqual({
      type: 'use-recognizer',
      recognizer: 'server',
      reason: 'browser-failed',
      error: 'network',
    });
    // Late results of the stopped recogniser are not sent.
    t.result('late', true);
    expect(t.transport.sent).not.toContainEqual(expect.objectContaining({ text: 'late' }));
  });

  it('gives up after repeated no-speech errors only while the candidate is heard speaking', async () => {
    const t = browserCall();
    await t.client.start({ assistantId: 'i-1' });
    t.update('browser');
    for (let index = 0; index < 5; index += 1) t.fail('no-speech');
    expect(t.transport.sent).not.toContainEqual(expect.objectContaining({ type: 'use-recognizer' }));
    for (let index = 0; index < 3; index += 1) {
      t.microphone.frame(new Int16Array(320), 0.2);
      t.fail('no-speech');
    }
    expect(t.transport.sent).toContainEqual(
      expect.objectContaining({ type: 'use-recognizer', error: 'no-speech' }),
    );
  });

  it("switches on the candidate's request and stops the browser recogniser when the server hears", async () => {
    const t = browserCall();
    await t.client.start({ assistantId: 'i-1' });
    t.update('browser');
    t.client.switchRecognizer('server');
    expect(t.transport.sent).toContainEqual({
      type: 'use-recognizer',
      recognizer: 'server',
      reason: 'candidate',
    });
    t.update('server', 'candidate');
    expect(t.speech.stopRecognition).toHaveBeenCalledOnce();
    expect(t.named('message').at(-1)).toMatchObject({ type: 'recognizer-update', mode: 'server' });
  });
});
