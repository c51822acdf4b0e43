/** What the Listen-live panel shows, as a pure reducer over the observer's events (unit-tested). */
import { inTranscriptOrder, type ObserverMessage } from '@intervia/shared';

interface ObservedLine {
  turnId: string;
  role: 'assistant' | 'user';
  text: string;
  final: boolean;
  /** When the turn started (ms of call time): lines read in that order, as the stored transcript does. */
  atMs: number;
}

type ObserverPhase = 'idle' | 'connecting' | 'listening' | 'ended' | 'failed';

export interface LiveObserverState {
  phase: ObserverPhase;
  lines: ObservedLine[];
  speaking: 'assistant' | 'user' | null;
  error: string | null;
}

export const INITIAL_OBSERVER_STATE: LiveObserverState = {
  phase: 'idle',
  lines: [],
  speaking: null,
  error: null,
};

export type LiveObserverEvent =
  | { type: 'connect' }
  | { type: 'message'; message: ObserverMessage }
  | { type: 'closed'; code: number }
  | { type: 'failed'; error: string }
  | { type: 'left' };

function upsertLine(lines: ObservedLine[], line: ObservedLine): ObservedLine[] {
  const index = lines.findIndex((existing) => existing.turnId === line.turnId);
  const updated =
    index === -1
      ? [...lines, line]
      : lines.map((existing, position) => (position === index ? line : existing));
  return inTranscriptOrder(updated, (entry) => entry.atMs);
}

export const OBSERVER_MESSAGES = {
  ended: 'The interview has ended.',
  refused: 'You can no longer listen to this interview. Reload the page to try again.',
  dropped: 'The connection to the live interview was lost.',
} as const;

export function reduceLiveObserver(state: LiveObserverState, event: LiveObserverEvent): LiveObserverState {
  switch (event.type) {
    case 'connect':
      return { ...INITIAL_OBSERVER_STATE, phase: 'connecting' };
    case 'failed':
      return { ...state, phase: 'failed', speaking: null, error: event.error };
    case 'left':
      return { ...state, phase: 'idle', speaking: null, error: null };
    case 'closed':
      if (state.phase === 'idle' || state.phase === 'ended') return state;
      if (event.code === 4410) return { ...state, phase: 'ended', speaking: null, error: null };
      return {
        ...state,
        phase: 'failed',
        speaking: null,
        error: event.code === 4401 ? OBSERVER_MESSAGES.refused : OBSERVER_MESSAGES.dropped,
      };
    case 'message': {
      const message = event.message;
      switch (message.type) {
        case 'observer-ready':
          return {
            ...state,
            phase: 'listening',
            lines: message.transcript.reduce(
              (lines, entry) =>
                upsertLine(lines, {
                  turnId: entry.turnId,
                  role: entry.role,
                  text: entry.transcript,
                  final: true,
                  atMs: entry.atMs,
                }),
              state.lines,
            ),
          };
        case 'transcript':
          return {
            ...state,
            lines: upsertLine(state.lines, {
              turnId: message.turnId,
              role: message.role,
              text: message.transcript,
              final: message.transcriptType === 'final',
              atMs: message.atMs,
            }),
          };
        case 'speech-update':
          return {
            ...state,
            speaking:
              message.status === 'started'
                ? message.role
                : state.speaking === message.role
                  ? null
                  : state.speaking,
          };
        case 'status-update':
          return message.status === 'ended' ? { ...state, phase: 'ended', speaking: null } : state;
        default:
          return state;
      }
    }
  }
}
