import { describe, expect, it } from 'vitest';
import { OBSERVER_PERMISSIONS, writeObservedAudioFrame, type ObserverMessage } from '@intervia/shared';
import { LiveObserver, type ObserverSocket } from './live-observer';
import { permissionsSchema } from './compat/call-object/options/permissions-schema';
import type { AssistantAudioOutput } from './voice-client';

class RecordingOutput implements AssistantAudioOutput {
  played: number[][] = [];
  stops = 0;
  closed = false;
  play(pcm: Int16Array) {
    this.played.push(Array.from(pcm));
  }
  stop() {
    this.stops += 1;
  }
  isPlaying() {
    return false;
  }
  level() {
    return 0;
  }
  close() {
    this.closed = true;
  }
}

function harness() {
  const handlers: {
    open?: () => void;
    text?: (text: string) => void;
    binary?: (pcm: Int16Array) => void;
    close?: (info: { code: number; reason: string }) => void;
  } = {};
  let closedByClient = false;
  const socket: ObserverSocket = {
    onOpen: (h) => (handlers.open = h),
    onText: (h) => (handlers.text = h),
    onBinary: (h) => (handlers.binary = h),
    onClose: (h) => (handlers.close = h),
    close: () => (closedByClient = true),
  };
  const outputs: RecordingOutput[] = [];
  const observer = new LiveObserver({
    openSocket: () => socket,
    createOutput: () => {
      const output = new RecordingOutput();
      outputs.push(output);
      return output;
    },
  });
  const messages: ObserverMessage[] = [];
  observer.on('message', (m) => messages.push(m));
  return { observer, handlers, outputs, messages, closedByClient: () => closedByClient };
}

describe('LiveObserver', () => {
  it('its permissions are valid call permissions: no presence, sends nothing, receives audio only', () => {
    expect(permissionsSchema.safeParse(OBSERVER_PERMISSIONS).success).toBe(true);
  });

  it('plays each voice on its own output and passes the call messages on', async () => {
    const h = harness();
    const listening = h.observer.listen('ws://h/api/call/c/observe?token=t');
    h.handlers.open?.();
    await listening;
    h.handlers.text?.(
      JSON.stringify({
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: 'Hi',
        turnId: 't1',
        atMs: 5,
      }),
    );
    h.handlers.text?.('not json');
    h.handlers.text?.(JSON.stringify({ type: 'call-ready' }));
    h.handlers.binary?.(writeObservedAudioFrame('candidate', Int16Array.of(1, 2, 3)));
    h.handlers.binary?.(writeObservedAudioFrame('interviewer', Int16Array.of(9)));
    h.handlers.binary?.(Int16Array.of(7, 1, 1));
    const [candidate, interviewer] = h.outputs;
    expect(candidate?.played).toEqual([[1, 2, 3]]);
    expect(interviewer?.played).toEqual([[9]]);
    expect(h.messages).toEqual([
      { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hi', turnId: 't1', atMs: 5 },
    ]);
    h.handlers.text?.(JSON.stringify({ type: 'interrupt', turnId: 't2' }));
    expect(interviewer?.stops).toBe(1);
  });

  it('muting stops playback on this page only; leaving closes the socket and the outputs', async () => {
    const h = harness();
    const listening = h.observer.listen('ws://x');
    h.handlers.open?.();
    await listening;
    h.observer.setMuted(true);
    h.handlers.binary?.(writeObservedAudioFrame('candidate', Int16Array.of(1)));
    expect(h.outputs[0]?.played).toEqual([]);
    h.observer.leave();
    expect(h.closedByClient()).toBe(true);
    expect(h.outputs.every((output) => output.closed)).toBe(true);
    expect(h.observer.isListening).toBe(false);
  });

  it('a socket refused before opening rejects listen() and reports the close', async () => {
    const h = harness();
    const closed: unknown[] = [];
    h.observer.on('closed', (info) => closed.push(info));
    const listening = h.observer.listen('ws://x');
    h.handlers.close?.({ code: 4401, reason: 'token expired' });
    await expect(listening).rejects.toThrow('4401 token expired');
    expect(closed).toEqual([{ code: 4401, reason: 'token expired' }]);
  });
});
