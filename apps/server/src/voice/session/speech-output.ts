/**
 * The interviewer's voice: a reply's sentences are spoken as they arrive (the interviewer streams them), each
 * through the voice provider with a deadline per audio chunk, or by the candidate's browser when there is no server
 * voice or it failed. Barge-in stops the reply at once: no more audio is sent, the client is told to stop playing.
 */
import { VOICE_SAMPLE_RATE_HZ, type ServerMessage, type TurnTimings } from '@intervia/shared';
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

/**
 * The candidate's player starts interviewer audio a little after it is sent (network, jitter buffer): a sentence
 * counts as heard only this long after its estimated playout end.
 */
export const PLAYOUT_MARGIN_MS = 250;

/** A reply being said or playing: each sentence and when the candidate will have heard all of it. */
interface ReplyPlayout {
  turnId: string;
  abort: AbortController;
  /** Infinity: never said (cut off before or while being synthesised); -Infinity: handed to the browser's voice. */
  sentences: { text: string; heardByMs: number }[];
  interruptedAtMs: number | null;
}

export class SpeechOutput {
  /** The reply being said, or the last one (its audio may still be playing at the candidate's). */
  private reply: ReplyPlayout | null = null;
  private speaking = false;
  /** Call time at which the candidate's player will have played all the interviewer audio sent so far. */
  private playoutEndMs = 0;
  /** After the voice provider fails, later replies go to the browser at once instead of waiting for it again. */
  private readonly breaker: ProviderBreaker;

  constructor(private readonly options: SpeechOutputOptions) {
    this.breaker = new ProviderBreaker(options.now);
  }

  /**
   * Whether interviewer audio is still coming or playing: being sent, or sent and not yet played (audio is sent
   * faster than it plays, so the voice goes on after the server is done).
   */
  get playing(): boolean {
    return this.speaking || this.options.callMs() < this.playoutEndMs;
  }

  /** Barge-in (or the call stops): the reply being said, or still playing, stops now. */
  interrupt(): void {
    const reply = this.reply;
    if (!reply || !this.playing) return;
    reply.interruptedAtMs ??= this.options.callMs();
    // The client stops playing at once: nothing sent before is still to come.
    this.playoutEndMs = reply.interruptedAtMs;
    reply.abort.abort();
    this.options.send({ type: 'interrupt', turnId: reply.turnId });
  }

  /**
   * The sentences of reply `turnId` that a barge-in kept the candidate from hearing in full: the one playing when it
   * came and all after it. Empty when the reply was heard to the end (or is not the latest). With the browser's
   * voice a sentence counts as heard once it was handed to the browser.
   */
  unheardSentences(turnId: string): string[] {
    const reply = this.reply;
    if (reply?.turnId !== turnId || reply.interruptedAtMs === null) return [];
    const cutAtMs = reply.interruptedAtMs;
    return reply.sentences
      .filter((sentence) => sentence.heardByMs + PLAYOUT_MARGIN_MS > cutAtMs)
      .map((sentence) => sentence.text);
  }

  /** How many sentences reply `turnId` had (while it is the latest). */
  sentenceCount(turnId: string): number {
    return this.reply?.turnId === turnId ? this.reply.sentences.length : 0;
  }

  /** Says the reply's sentences as they come; resolves when the reply is over (said or interrupted). */
  async say(reply: InterviewerReply, turnId: string): Promise<SpokenReply> {
    const { tts, send } = this.options;
    const abort = new AbortController();
    const playout: ReplyPlayout = { turnId, abort, sentences: [], interruptedAtMs: null };
    this.reply = playout;
    this.speaking = true;
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
        if (abort.signal.aborted) {
          playout.sentences.push({ text: sentence, heardByMs: Infinity });
          continue;
        }
        if (!tts || browserVoice) {
          send({ type: 'assistant-speak', text: sentence, turnId });
          playout.sentences.push({ text: sentence, heardByMs: -Infinity });
          continue;
        }
        const said = await this.synthesize(tts, sentence, abort.signal, timings);
        if (abort.signal.aborted) playout.sentences.push({ text: sentence, heardByMs: Infinity });
        else if (said) playout.sentences.push({ text: sentence, heardByMs: this.playoutEndMs });
        else {
          // The candidate still gets the words: the browser speaks them instead.
          send({ type: 'assistant-speak', text: sentence, turnId });
          playout.sentences.push({ text: sentence, heardByMs: -Infinity });
          browserVoice = true;
        }
      }
    } finally {
      if (tts) send({ type: 'assistant-audio', event: 'end', turnId });
      send({ type: 'speech-update', role: 'assistant', status: 'stopped', turnId });
      if (this.reply === playout) this.speaking = false;
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
        const sentAtMs = this.options.callMs();
        timings.firstAudioSentMs ??= sentAtMs;
        this.playoutEndMs =
          Math.max(sentAtMs, this.playoutEndMs) + (next.value.length * 1000) / VOICE_SAMPLE_RATE_HZ;
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
