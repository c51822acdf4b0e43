/**
 * The call's turns: every finished turn is kept in order and written to the turn store at once (with the voice time
 * so far, for minute metering), so a restart or a dropped connection loses nothing that was said.
 */
import { randomUUID } from 'node:crypto';
import type { TranscriptMessage } from '@intervia/shared';
import type { StoredTurn, TurnStore } from '../voice-contracts';

export function transcriptMessageOf(turn: StoredTurn): TranscriptMessage {
  return {
    type: 'transcript',
    role: turn.role,
    transcriptType: 'final',
    transcript: turn.text,
    turnId: turn.id,
    atMs: turn.startedAtMs,
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
    this.turns = [...previousTurns];
  }

  get count(): number {
    return this.turns.length;
  }

  /** End of the last turn (ms of call time), 0 before the first. */
  get lastEndedAtMs(): number {
    return this.turns.at(-1)?.endedAtMs ?? 0;
  }

  /** Keeps the turn and writes it; once the store has it, its final transcript is published. */
  async record(turn: StoredTurn, voiceSeconds: number): Promise<StoredTurn> {
    this.turns.push(turn);
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
    },
    voiceSeconds: number,
  ): Promise<StoredTurn> {
    const { id = randomUUID(), ...said } = answer;
    return this.record({ id, role: 'user', questionIndex: null, timings: null, ...said }, voiceSeconds);
  }

  /** The transcript so far, as the client and observers receive it. */
  transcript(): TranscriptMessage[] {
    return this.turns.map(transcriptMessageOf);
  }
}
