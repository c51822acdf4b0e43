import { describe, expect, it } from 'vitest';
import { readObservedAudioFrame, type ObserverMessage, type ServerMessage } from '@intervia/shared';
import type { Pcm16 } from '../voice-contracts';
import { CallAudience } from './call-audience';

class Socket<M> {
  json: M[] = [];
  audio: Pcm16[] = [];
  closed: { code: number; reason: string } | null = null;
  sendJson(message: M) {
    this.json.push(message);
  }
  sendAudio(pcm: Pcm16) {
    this.audio.push(pcm);
  }
  close(code: number, reason: string) {
    this.closed = { code, reason };
  }
}

const tone = new Int16Array(320).fill(1000);

describe('CallAudience', () => {
  it('sends everything to the candidate and only the observed messages to observers', () => {
    const audience = new CallAudience('call-1');
    const candidate = new Socket<ServerMessage>();
    const observer = new Socket<ObserverMessage>();
    audience.connect(candidate);
    audience.addObserver(observer, { transcript: [], state: 'listening' });
    expect(observer.json.map((m) => m.type)).toEqual(['observer-ready', 'agent-state']);
    audience.send({ type: 'pong', at: 1 });
    audience.send({ type: 'agent-state', state: 'speaking' });
    expect(candidate.json.map((m) => m.type)).toEqual(['pong', 'agent-state']);
    expect(observer.json.map((m) => m.type)).toEqual(['observer-ready', 'agent-state', 'agent-state']);
  });

  it('gives observers both voices, labelled, and the candidate only the interviewer', () => {
    const audience = new CallAudience('call-1');
    const candidate = new Socket<ServerMessage>();
    const observer = new Socket<ObserverMessage>();
    audience.connect(candidate);
    audience.addObserver(observer, { transcript: [], state: 'listening' });
    audience.sendInterviewerAudio(tone);
    audience.forwardAudio('candidate', tone);
    expect(candidate.audio).toHaveLength(1);
    expect(observer.audio.map((frame) => readObservedAudioFrame(frame)?.source)).toEqual([
      'interviewer',
      'candidate',
    ]);
  });

  it('closes a replaced connection, refuses observer input and closes everyone at the end', () => {
    const audience = new CallAudience('call-1');
    const first = new Socket<ServerMessage>();
    const second = new Socket<ServerMessage>();
    const observer = new Socket<ObserverMessage>();
    audience.connect(first);
    audience.connect(second);
    expect(first.closed?.code).toBe(4409);
    audience.addObserver(observer, { transcript: [], state: 'listening' });
    audience.refuse(observer);
    expect(observer.json.at(-1)).toMatchObject({ errorType: 'observer-cannot-send', fatal: false });
    audience.closeAll(1000, 'customer-ended-call', 4410, 'call ended');
    expect(second.closed).toEqual({ code: 1000, reason: 'customer-ended-call' });
    expect(observer.closed).toEqual({ code: 4410, reason: 'call ended' });
    expect(audience.connected).toBe(false);
    expect(audience.observerCount).toBe(0);
  });
});
