/** A test WebSocket client for /api/call/:id/ws: collects JSON messages and counts binary (audio) frames. */
import WebSocket from 'ws';
import type { ServerMessage } from '@intervia/shared';

/** What a browser without speech recognition says first (answers are typed). */
export const CLIENT_HELLO = {
  type: 'client-hello',
  capabilities: { speechRecognition: false, speechSynthesis: true },
};

export class CallClient {
  messages: ServerMessage[] = [];
  audioFrames = 0;
  /** The binary frames as PCM16 samples. */
  audio: Int16Array[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        this.audioFrames += 1;
        const bytes = data as Buffer;
        this.audio.push(
          new Int16Array(
            bytes.buffer.slice(
              bytes.byteOffset,
              bytes.byteOffset + bytes.byteLength - (bytes.byteLength % 2),
            ),
          ),
        );
        return;
      }
      const message = JSON.parse(data.toString()) as ServerMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
    socket.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }

  static async open(url: string): Promise<CallClient> {
    const socket = new WebSocket(url);
    const client = new CallClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: object) {
    this.socket.send(JSON.stringify(message));
  }

  waitFor<T extends ServerMessage['type']>(
    type: T,
    test: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const found = this.messages.find((m) => m.type === type && test(m as never));
    if (found) return Promise.resolve(found as never);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        test: (m) => m.type === type && test(m as never),
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as never);
        },
      });
    });
  }

  finalAssistantTurns() {
    return this.messages.filter(
      (m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final',
    );
  }

  /** Sends `text` as the candidate's typed answer. */
  answerTyped(text: string) {
    this.send({ type: 'user-transcript', transcript: text, transcriptType: 'final', source: 'typed' });
  }

  /** Waits until the interviewer has finished `count` turns in all (the greeting is the first). */
  waitForAssistantTurns(count: number, timeoutMs?: number) {
    return this.waitFor(
      'transcript',
      (m) =>
        m.role === 'assistant' && m.transcriptType === 'final' && this.finalAssistantTurns().length >= count,
      timeoutMs,
    );
  }

  /** Waits for the call to end; the reason it ended with. */
  async waitForEnd(timeoutMs = 15_000) {
    return (await this.waitFor('status-update', (m) => m.status === 'ended', timeoutMs)).endedReason;
  }

  /** Presses Stop and waits for the call to end; the reason it ended with. */
  endCall(timeoutMs = 15_000) {
    this.send({ type: 'end-call' });
    return this.waitForEnd(timeoutMs);
  }

  close() {
    this.socket.close();
  }
}
