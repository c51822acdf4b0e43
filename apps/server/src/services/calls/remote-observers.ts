/**
 * Observers of a call held by another node. The observer's node asks the holding node (found through call
 * presence) to add a relay in its place; the relay is an ordinary observer of the session there, and publishes
 * what it hears (messages, both voices, the close) on the observer's own topic of the live event bus, which the
 * observer's node passes to the socket. With one node the call is always held here and none of this is used.
 *
 * Topics: `call-observers:<nodeId>` carries join and leave requests to a holding node; `call-observer:<observerId>`
 * carries what that one observer hears.
 */
import { randomUUID } from 'node:crypto';
import type { ObserverMessage } from '@intervia/shared';
import type { LiveEventBus } from '../../shared-state/live-event-bus';
import type { ObserverConnection, Pcm16 } from '../../voice/voice-contracts';
import type { VoiceSession } from '../../voice/session/voice-session';

/** How long the observer's node waits for the holding node to answer a join before giving up. */
export const REMOTE_OBSERVER_JOIN_TIMEOUT_MS = 5_000;
/** Close code and reason when the call is over or its node did not answer (as for a call that ended). */
const CALL_ENDED = { code: 4410, reason: 'call ended' } as const;

type ObserverRequest =
  { type: 'join'; callId: string; observerId: string } | { type: 'leave'; observerId: string };

type RelayedToObserver =
  | { type: 'json'; message: ObserverMessage }
  | { type: 'audio'; frame: string }
  | { type: 'close'; code: number; reason: string };

const requestsTopic = (nodeId: string) => `call-observers:${nodeId}`;
const observerTopic = (observerId: string) => `call-observer:${observerId}`;

function parse<T>(raw: string): T | null {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * On the holding node: answers join and leave requests for the calls this node holds. `onListenersChange`
 * is told of each relay added (+1) or gone (−1), so the candidate's count of listeners includes remote observers.
 */
export async function serveRemoteObservers(deps: {
  bus: LiveEventBus;
  nodeId: string;
  heldLiveSession(callId: string): Promise<VoiceSession | null>;
  onListenersChange(callId: string, by: number): void;
}): Promise<() => Promise<void>> {
  const relays = new Map<string, { session: VoiceSession; relay: ObserverConnection }>();
  const publish = (observerId: string, message: RelayedToObserver) =>
    void deps.bus.publish(observerTopic(observerId), JSON.stringify(message)).catch(() => {});
  const forget = (observerId: string) => {
    const entry = relays.get(observerId);
    if (!entry) return;
    relays.delete(observerId);
    entry.session.removeObserver(entry.relay);
    deps.onListenersChange(entry.session.callId, -1);
  };

  const join = async (callId: string, observerId: string) => {
    const session = await deps.heldLiveSession(callId);
    if (!session) return publish(observerId, { type: 'close', ...CALL_ENDED });
    const relay: ObserverConnection = {
      sendJson: (message) => publish(observerId, { type: 'json', message }),
      sendAudio: (pcm) =>
        publish(observerId, {
          type: 'audio',
          frame: Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength).toString('base64'),
        }),
      close: (code, reason) => {
        publish(observerId, { type: 'close', code, reason });
        forget(observerId);
      },
    };
    relays.set(observerId, { session, relay });
    deps.onListenersChange(callId, +1);
    session.addObserver(relay);
  };

  return deps.bus.subscribe(requestsTopic(deps.nodeId), (raw) => {
    const request = parse<ObserverRequest>(raw);
    if (request?.type === 'join') void join(request.callId, request.observerId);
    else if (request?.type === 'leave') forget(request.observerId);
  });
}

/**
 * On the observer's node: joins the call held by `ownerNodeId` and passes everything relayed to `observer`.
 * `leave` is called when the observer's socket closes. A holding node that does not answer within
 * REMOTE_OBSERVER_JOIN_TIMEOUT_MS closes the observer as for an ended call.
 */
export async function observeRemoteCall(deps: {
  bus: LiveEventBus;
  ownerNodeId: string;
  callId: string;
  observer: ObserverConnection;
}): Promise<{ leave(): Promise<void> }> {
  const observerId = randomUUID();
  let answered = false;
  let left = false;
  const unsubscribe = await deps.bus.subscribe(observerTopic(observerId), (raw) => {
    const relayed = parse<RelayedToObserver>(raw);
    if (!relayed || left) return;
    answered = true;
    if (relayed.type === 'json') deps.observer.sendJson(relayed.message);
    else if (relayed.type === 'audio') deps.observer.sendAudio(pcm16FromBase64(relayed.frame));
    else if (relayed.type === 'close') {
      void leave(false);
      deps.observer.close(relayed.code, relayed.reason);
    }
  });
  const noAnswer = setTimeout(() => {
    if (answered || left) return;
    void leave(true);
    deps.observer.close(CALL_ENDED.code, 'the server holding the call did not answer');
  }, REMOTE_OBSERVER_JOIN_TIMEOUT_MS);
  const leave = async (tellOwner: boolean) => {
    if (left) return;
    left = true;
    clearTimeout(noAnswer);
    await unsubscribe().catch(() => {});
    if (tellOwner) {
      const request: ObserverRequest = { type: 'leave', observerId };
      await deps.bus.publish(requestsTopic(deps.ownerNodeId), JSON.stringify(request)).catch(() => {});
    }
  };
  const request: ObserverRequest = { type: 'join', callId: deps.callId, observerId };
  await deps.bus.publish(requestsTopic(deps.ownerNodeId), JSON.stringify(request));
  return { leave: () => leave(true) };
}

function pcm16FromBase64(frame: string): Pcm16 {
  const bytes = Buffer.from(frame, 'base64');
  // A copy on its own buffer: the decoded bytes may not start at an even offset.
  const pcm = new Int16Array(Math.floor(bytes.byteLength / 2));
  new Uint8Array(pcm.buffer).set(bytes.subarray(0, pcm.byteLength));
  return pcm;
}
