/**
 * The browser recogniser's final results during a call in which the browser hears the candidate: they wait here to
 * become the answer of the turn the server's voice activity detection marks out (one answer per turn, however many
 * pieces the browser splits it into), so the end-of-turn rule is the same whoever recognises.
 */
import type { RecognitionResult } from '../recognition/recognition-stream';
import type { SetTimer } from '../with-deadline';

export class BrowserAnswers {
  private pieces: RecognitionResult[] = [];
  private waiters: (() => void)[] = [];

  get pending(): boolean {
    return this.pieces.length > 0;
  }

  push(text: string, confidence: number | null): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    this.pieces.push({ text: trimmed, confidence });
    this.wake();
  }

  /** The pieces so far as one answer (confidence: their mean weighted by words), or null; clears them. */
  take(): RecognitionResult | null {
    if (this.pieces.length === 0) return null;
    const pieces = this.pieces;
    this.pieces = [];
    let weighted = 0;
    let words = 0;
    for (const piece of pieces) {
      if (piece.confidence === null) continue;
      const count = piece.text.split(/\s+/).length;
      weighted += piece.confidence * count;
      words += count;
    }
    return { text: pieces.map((piece) => piece.text).join(' '), confidence: words ? weighted / words : null };
  }

  /** Resolves when a piece arrives, when `release()` is called, or after `ms`, whichever is first. */
  wait(ms: number, setTimer: SetTimer): Promise<void> {
    if (this.pieces.length > 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimer(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== done);
        resolve();
      }, ms);
      const done = () => {
        timer.cancel();
        resolve();
      };
      this.waiters.push(done);
    });
  }

  /** Nobody should wait any longer (the browser's recogniser failed). */
  release(): void {
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }
}
