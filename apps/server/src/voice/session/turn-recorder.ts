/**
 * The call's turns: every finished turn is written to the turn store at once (with the voice time so far, for minute
 * metering), so a restart or a dropped connection loses nothing that was said, and kept in transcript order (by
 * when each turn started: an answer begun before the reply it interrupted comes before it).
 */
import { randomUUID } from 'node:crypto';
import { inTranscriptOrder, transcriptPositionOf, type TranscriptMessage } from '@intervia/shared';
import type { StoredTurn, TurnStore } from '../voice-contracts';

export function transcriptMessageOf(turn: StoredTurn): TranscriptMessage {
  return {
    type: 'transcript',
    role: turn.role,
    transcriptType: 'final',
    transcript: turn.text,
    turnId: turn.id,
    atMs: turn.startedAtMs,
    ...(typeof turn.confidence === 'number' ? { confidence: turn.confidence } : {}),
    ...(turn.transcription ? { transcription: turn.transcription } : {}),
  };
}

export class TurnRecorder {
  private readonly turns: StoredTurn[];

  /** `publish`: a stored turn's final transcript goes to the call (the candidate and observers). */
  constructor(
    private readonly callId: string,
    private readonly store: TurnStore,
    previousTurns: readonly StoredTurn[],
    private readonly publish: (message: TranscriptMessage) => void = () => {},
  ) {
    this.turns = inTranscriptOrder(previousTurns);
  }

  get count(): number {
    return this.turns.length;
  }

  /** When the last turn to finish ended (ms of call time), 0 before the first. */
  get lastEndedAtMs(): number {
    return this.turns.reduce((latest, turn) => Math.max(latest, turn.endedAtMs), 0);
  }

  /** Keeps the turn and writes it; once the store has it, its final transcript is published. */
  async record(turn: StoredTurn, voiceSeconds: number): Promise<StoredTurn> {
    // The call keeps the turn's text; audio kept for recognition after the call goes only to the store.
    const { audio: _audio, ...kept } = turn;
    this.turns.splice(transcriptPositionOf(this.turns, kept), 0, kept);
    await this.store.append(this.callId, turn, voiceSeconds);
    this.publish(transcriptMessageOf(turn));
    return turn;
  }

  /** What the candidate said (typed, recognised by the server or by the browser); `id` when captions used one. */
  recordAnswer(
    answer: {
      id?: string;
      text: string;
      source: StoredTurn['source'];
      startedAtMs: number;
      endedAtMs: number;
      confidence?: number | null;
      /** Recognition ran late: the text is empty and the audio is kept to be recognised after the call. */
      deferredAudio?: StoredTurn['audio'];
      speechSegments?: StoredTurn['speechSegments'];
    },
    voiceSeconds: number,
  ): Promise<StoredTurn> {
    const { id = randomUUID(), deferredAudio, ...said } = answer;
    const deferred = deferredAudio ? { transcription: 'pending' as const, audio: deferredAudio } : {};
    return this.record(
      { id, role: 'user', questionIndex: null, timings: null, ...said, ...deferred },
      voiceSeconds,
    );
  }

  /** The transcript so far, as the client and observers receive it. */
  transcript(): TranscriptMessage[] {
    return this.turns.map(transcriptMessageOf);
  }
}
