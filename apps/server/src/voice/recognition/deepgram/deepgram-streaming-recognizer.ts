/**
 * A streaming cloud recogniser speaking Deepgram's live WebSocket protocol: one connection per answer, opened when
 * the candidate starts speaking; the answer's audio goes up as binary PCM16 frames while they speak, interim
 * results come back as live captions, and at the end of the turn `CloseStream` asks for the last results before the
 * server closes. Works with Deepgram's cloud, a self-hosted Deepgram, or any server speaking the protocol
 * (DEEPGRAM_URL).
 */
import WebSocket from 'ws';
import type { Pcm16 } from '../../voice-contracts';
import type {
  InterviewVocabulary,
  RecognitionResult,
  RecognitionStream,
  StreamingRecognizer,
} from '../recognition-stream';
import {
  DEEPGRAM_CLOSE_STREAM,
  DeepgramTranscript,
  deepgramListenUrl,
  parseDeepgramMessage,
} from './deepgram-protocol';

/** Audio held while the connection opens; beyond it the oldest is kept and the rest refused (a minute of speech). */
const MAX_PENDING_SAMPLES = 16_000 * 60;
/** How long the WebSocket handshake may take before the answer's recognition fails. */
export const DEEPGRAM_CONNECT_TIMEOUT_MS = 5000;
/**
 * Deepgram closes a connection that gets no audio for 10 s (NET-0001); a long pause inside a turn (patient
 * turn-taking) sends `KeepAlive` this often instead.
 */
export const DEEPGRAM_KEEP_ALIVE_MS = 4000;
const KEEP_ALIVE = JSON.stringify({ type: 'KeepAlive' });

export interface DeepgramRecognizerOptions {
  url: string;
  apiKey: string | null;
  model: string;
  /** Test hook: the KeepAlive interval (DEEPGRAM_KEEP_ALIVE_MS). */
  keepAliveMs?: number;
}

export function createDeepgramRecognizer(options: DeepgramRecognizerOptions): StreamingRecognizer {
  return {
    id: 'deepgram',
    start: ({ vocabulary, language }) => new DeepgramRecognitionStream(options, vocabulary, language),
  };
}

class DeepgramRecognitionStream implements RecognitionStream {
  private readonly socket: WebSocket;
  private readonly transcript = new DeepgramTranscript();
  private readonly partialListeners: ((text: string) => void)[] = [];
  private pending: Pcm16[] = [];
  private pendingSamples = 0;
  private state: 'open' | 'finishing' | 'done' = 'open';
  private failure: Error | null = null;
  private settle: { resolve: (result: RecognitionResult) => void; reject: (error: Error) => void } | null =
    null;
  private readonly where: string;
  private keepAlive: ReturnType<typeof setInterval> | null = null;
  private lastSentMs = 0;

  constructor(
    private readonly options: DeepgramRecognizerOptions,
    vocabulary?: InterviewVocabulary,
    language?: string,
  ) {
    this.where = options.url;
    this.socket = new WebSocket(
      deepgramListenUrl({
        url: options.url,
        model: options.model,
        ...(language ? { language } : {}),
        ...(vocabulary ? { vocabulary } : {}),
      }),
      {
        headers: options.apiKey ? { Authorization: `Token ${options.apiKey}` } : {},
        handshakeTimeout: DEEPGRAM_CONNECT_TIMEOUT_MS,
      },
    );
    this.socket.binaryType = 'nodebuffer';
    this.socket.on('open', () => this.onOpen());
    this.socket.on('message', (data, isBinary) => {
      if (!isBinary) this.onMessage(data.toString());
    });
    this.socket.on('error', (error) => this.fail(`failed: ${error.message}`));
    this.socket.on('close', (code, reason) => this.onClose(code, reason.toString()));
  }

  write(audio: Pcm16): void {
    if (this.state !== 'open' || audio.length === 0 || this.failure) return;
    if (this.socket.readyState === WebSocket.OPEN) return this.send(audio);
    if (this.pendingSamples + audio.length > MAX_PENDING_SAMPLES) return;
    // A copy: the caller may reuse its buffer.
    this.pending.push(audio.slice());
    this.pendingSamples += audio.length;
  }

  onPartial(listener: (text: string) => void): void {
    this.partialListeners.push(listener);
  }

  finish({ signal }: { signal: AbortSignal }): Promise<RecognitionResult> {
    if (this.state !== 'open')
      return Promise.reject(new Error(`the recognition stream is already ${this.state}`));
    this.state = 'finishing';
    if (this.failure) {
      this.close();
      return Promise.reject(this.failure);
    }
    const result = new Promise<RecognitionResult>((resolve, reject) => (this.settle = { resolve, reject }));
    if (signal.aborted) this.abort();
    else signal.addEventListener('abort', () => this.abort(), { once: true });
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(DEEPGRAM_CLOSE_STREAM);
    return result;
  }

  cancel(): void {
    this.state = 'done';
    this.pending = [];
    this.close();
  }

  private onOpen(): void {
    const interval = this.options.keepAliveMs ?? DEEPGRAM_KEEP_ALIVE_MS;
    this.keepAlive = setInterval(() => {
      if (this.state !== 'open' || this.socket.readyState !== WebSocket.OPEN) return;
      if (performance.now() - this.lastSentMs >= interval) this.socket.send(KEEP_ALIVE);
    }, interval);
    this.keepAlive.unref();
    for (const audio of this.pending) this.send(audio);
    this.pending = [];
    this.pendingSamples = 0;
    if (this.state === 'finishing') this.socket.send(DEEPGRAM_CLOSE_STREAM);
    else if (this.state === 'done') this.close();
  }

  private send(audio: Pcm16): void {
    this.lastSentMs = performance.now();
    this.socket.send(Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength));
  }

  private onMessage(text: string): void {
    const message = parseDeepgramMessage(text);
    if (message.kind === 'error' || message.kind === 'invalid') return this.fail(message.message);
    if (message.kind !== 'result') return;
    const caption = this.transcript.apply(message);
    if (this.state === 'open' && caption) for (const listener of this.partialListeners) listener(caption);
  }

  private onClose(code: number, reason: string): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    // 1000 after CloseStream is the normal end; 1005 (no status) is what some servers send for the same.
    if (this.state === 'finishing' && !this.failure && (code === 1000 || code === 1005)) {
      this.state = 'done';
      this.settle?.resolve({ text: this.transcript.text(), confidence: this.transcript.confidence() });
      this.settle = null;
      return;
    }
    this.fail(`closed the connection (code ${code}${reason ? `: ${reason}` : ''})`);
  }

  private fail(detail: string): void {
    this.failure ??= new Error(`Deepgram recognition at ${this.where} ${detail}`);
    if (this.state === 'finishing') {
      this.state = 'done';
      this.settle?.reject(this.failure);
      this.settle = null;
    }
    this.close();
  }

  private abort(): void {
    if (this.state !== 'finishing') return;
    this.fail('aborted');
  }

  private close(): void {
    if (this.socket.readyState === WebSocket.CLOSED || this.socket.readyState === WebSocket.CLOSING) return;
    this.socket.terminate();
  }
}
