/**
 * What passes between a call and a silent observer, for the observer tests on one node and across nodes: the
 * candidate's microphone reaching the observer, and the observer trying to speak into the call.
 */
import { readObservedAudioFrame } from '@intervia/shared';
import type { CallClient } from './call-client';
import { until } from './wait-until';

/** The text an observer tries to say into the call (it must never reach it). */
export const OBSERVER_TEXT = 'Observer speaking';

/**
 * Sends a recognisable microphone frame as the candidate and waits until the observer receives it tagged as the
 * candidate's; the samples sent and those the observer heard.
 */
export async function candidateAudioAtObserver(speaker: CallClient, observer: CallClient, where: string) {
  const microphone = Int16Array.from({ length: 320 }, (_, i) => (i * 97) % 2000);
  speaker.socket.send(Buffer.from(microphone.buffer));
  await until(
    () => observer.audio.some((frame) => readObservedAudioFrame(frame)?.source === 'candidate'),
    `candidate audio at ${where}`,
  );
  const heard = observer.audio.map(readObservedAudioFrame).find((frame) => frame?.source === 'candidate');
  return { sent: Array.from(microphone), heard: Array.from(heard!.pcm) };
}

/** The candidate's turns the call has shown so far (what an observer's words must not add to). */
export const userTurnsOf = (speaker: CallClient) =>
  speaker.messages.filter((m) => m.type === 'transcript' && m.role === 'user').length;

/**
 * The observer types an answer and presses Stop (and, `withAudio`, sends a microphone frame); waits until each has
 * been refused.
 */
export async function observerTriesToSpeak(observer: CallClient, { withAudio }: { withAudio: boolean }) {
  observer.send({
    type: 'user-transcript',
    transcript: OBSERVER_TEXT,
    transcriptType: 'final',
    source: 'typed',
  });
  observer.send({ type: 'end-call' });
  if (withAudio) observer.socket.send(Buffer.from(new Int16Array(320).buffer));
  const attempts = withAudio ? 3 : 2;
  await until(
    () =>
      observer.messages.filter((m) => m.type === 'error' && m.errorType === 'observer-cannot-send').length >=
      attempts,
    `${attempts} refusals`,
  );
}
