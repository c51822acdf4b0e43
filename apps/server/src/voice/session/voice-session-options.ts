/** What the call service gives a live session besides its context and dependencies (see voice-session.ts). */
import type { SetTimer } from '../with-deadline';
import type { SpeechSegmenter } from './speech-segmenter';

export interface VoiceSessionOptions {
  /** Creates the segmenter for server-side recognition; absent → no server STT (browser or typed answers). */
  createSegmenter?: () => Promise<SpeechSegmenter>;
  /** Issues a resume token for `call-ready`. */
  issueResumeToken: () => string;
  /** Timer functions (injected for tests). */
  setTimer?: SetTimer;
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /**
   * Whether this node still holds the call (call presence). Asked when the reconnect window of a dropped
   * connection ends: a call whose candidate resumed it on another node is that node's to end, so this node lets it
   * go (`onMoved`) instead of ending it for a lost connection. Absent → always held here (one node).
   */
  stillHeldHere?: () => Promise<boolean>;
  /** The call moved to another node; this session was suspended without ending it. */
  onMoved?: () => void;
  /** Test hook: delay before the greeting (defaults to the spec's 300 ms). */
  startDelayMs?: number;
}
