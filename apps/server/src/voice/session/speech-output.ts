/**
 * The interviewer's voice: a reply's sentences are spoken as they arrive (the interviewer streams them), each
 * through the voice provider with a deadline per audio chunk, or by the candidate's browser when there is no server
 * voice or it failed. Barge-in stops the reply at once: no more audio is sent, the client is told to stop playing.
 */
import type { ServerMessage, TurnTimings } from '@intervia/shared';
import type { InterviewerReply, Pcm16, TextToSpeech } from '../voice-contracts';
import { ProviderBreaker } from '../provider-breaker';
import { withDeadline, type SetTimer } from '../with-deadline';

/** Each chunk of interviewer speech must arrive within this; otherwise the browser speaks the sentence. */
export const TTS_CHUNK_TIMEOUT_MS = 3000;

export interface SpeechOutputOptions {
  tts: TextToSpeech | null;
  setTimer: SetTimer;
  now: () => number;
  callMs: () => number;
  send: (message: ServerMessage) => void;
  sendAudio: (pcm: Pcm16) => void;
  log?: { warn(details: object, message: string): void };
}

/** What was said: the turn's id, when it began, and when its first words and audio came. */
export interface SpokenReply {
  turnId: string;
  startedAtMs: number;
  timings: Pick<TurnTimings, 'firstTokenMs' | 'firstAudioMs' | 'firstAudioSentMs'>;
}

export class SpeechOutput {
  private speaking: { turnId: string; abort: AbortController } | null = null;
  /** After the voice provider fails, later replies go to the browser at once instead of waiting for it again. */
  private readonly breaker: ProviderBreaker;

  constructor(private readonly options: SpeechOutputOptions) {
    this.breaker = new ProviderBreaker(options.now);
  }

  /** Barge-in (or the call stops): the reply being said stops now. */
  interrupt(): void {
    if (!this.speaking) return;
    this.speaking.abort.abort();
    this.options.send({ type: 'interrupt', turnId: this.speaking.turnId });
  }

  /** Says the reply's sentences as they come; resolves when the reply is over (said or interrupted). */
  async say(reply: InterviewerReply, turnId: string): Promise<SpokenReply> {
    const { tts, send } = this.options;
    const abort = new AbortController();
    this.speaking = { turnId, abort };
    const startedAtMs = this.options.callMs();
    const timings: SpokenReply['timings'] = {
      firstTokenMs: null,
      firstAudioMs: null,
      firstAudioSentMs: null,
    };
    const spoken: string[] = [];
    /** After the voice provider failed (in this reply or lately), the browser speaks without waiting for it. */
    let browserVoice = !this.breaker.available;
    send({ type: 'speech-update', role: 'assistant', status: 'started', turnId });
    if (tts) send({ type: 'assistant-audio', event: 'start', turnId });
    try {
      for await (const sentence of reply.sentences) {
        timings.firstTokenMs ??= this.options.callMs();
        spoken.push(sentence);
        send({
          type: 'transcript',
          role: 'assistant',
          transcriptType: 'partial',
          transcript: spoken.join(' '),
          turnId,
          atMs: startedAtMs,
        });
        if (abort.signal.aborted) continue;
        if (!tts || browserVoice) {
          send({ type: 'assistant-speak', text: sentence, turnId });
          continue;
        }
        const said = await this.synthesize(tts, sentence, abort.signal, timings);
        if (!said && !abort.signal.aborted) {
          // The candidate still gets the words: the browser speaks them instead.
          send({ type: 'assistant-speak', text: sentence, turnId });
          browserVoice = true;
        }
      }
    } finally {
      if (tts) send({ type: 'assistant-audio', event: 'end', turnId });
      send({ type: 'speech-update', role: 'assistant', status: 'stopped', turnId });
      if (this.speaking?.turnId === turnId) this.speaking = null;
    }
    return { turnId, startedAtMs, timings };
  }

  /** One sentence through the voice provider; false when it failed or stalled (a chunk later than its deadline). */
  private async synthesize(
    tts: TextToSpeech,
    sentence: string,
    replyAborted: AbortSignal,
    timings: SpokenReply['timings'],
  ): Promise<boolean> {
    const sentenceAbort = new AbortController();
    const stopSentence = () => sentenceAbort.abort();
    replyAborted.addEventListener('abort', stopSentence, { once: true });
    try {
      const chunks = tts.synthesize(sentence, { signal: sentenceAbort.signal })[Symbol.asyncIterator]();
      for (;;) {
        const next = await withDeadline(
          chunks.next(),
          TTS_CHUNK_TIMEOUT_MS,
          stopSentence,
          this.options.setTimer,
        );
        if (next.done || replyAborted.aborted) return true;
        this.breaker.succeeded();
        timings.firstAudioMs ??= this.options.callMs();
        this.options.sendAudio(next.value);
        timings.firstAudioSentMs ??= this.options.callMs();
      }
    } catch (error) {
      if (replyAborted.aborted) return true;
      this.options.log?.warn({ err: error }, 'speech synthesis failed; the browser speaks instead');
      this.breaker.failed();
      return false;
    } finally {
      replyAborted.removeEventListener('abort', stopSentence);
    }
  }
}
