/**
 * The candidate's microphone frames, checked before they reach the call: the server takes raw PCM16 little-endian
 * mono 16 kHz (VOICE_AUDIO_FORMAT). A frame that cannot be that — half a sample, empty, over a second long, a
 * WAV/Ogg/WebM/FLAC/MP3 file, 32-bit float samples — or audio declared in another format is refused with a clear
 * `invalid-audio` error (at most one per problem every few seconds, not fifty a second) and changes nothing; the
 * call goes on and the good frames around it are heard.
 */
import {
  VOICE_AUDIO_FORMAT,
  VOICE_BYTES_PER_SAMPLE,
  VOICE_MAX_FRAME_BYTES,
  type ClientMessage,
  type ServerMessage,
} from '@intervia/shared';

export const AUDIO_INPUT_PROBLEMS = [
  'odd-length',
  'empty',
  'too-large',
  'container',
  'float-samples',
  'unsupported-format',
] as const;
export type AudioInputProblem = (typeof AUDIO_INPUT_PROBLEMS)[number];

/** The same problem is reported again at most this often. */
export const AUDIO_PROBLEM_REPEAT_MS = 5000;

const EXPECTED = 'raw 16-bit PCM, mono, 16 kHz';
export const AUDIO_PROBLEM_MESSAGES: Record<AudioInputProblem, string> = {
  'odd-length': `An audio frame ended in half a sample and was ignored (the call expects ${EXPECTED}).`,
  empty: 'An empty audio frame was ignored.',
  'too-large': `An audio frame longer than one second was ignored (send ${EXPECTED} in 20 ms frames).`,
  container: `Audio arrived as a file format (WAV, Ogg, WebM, FLAC or MP3) and was ignored: the call expects ${EXPECTED}.`,
  'float-samples': `Audio arrived as 32-bit float samples and was ignored: the call expects ${EXPECTED}.`,
  'unsupported-format': `Your microphone audio is in a format the call cannot use, so it is not heard: the call expects ${EXPECTED}. You can type your answers.`,
};

type ClientAudioFormat = Extract<ClientMessage, { type: 'client-hello' }>['audioFormat'];

export function checkAudioFormat(format: ClientAudioFormat): AudioInputProblem | null {
  if (!format) return null;
  const matches =
    format.encoding.toLowerCase() === VOICE_AUDIO_FORMAT.encoding &&
    format.sampleRateHz === VOICE_AUDIO_FORMAT.sampleRateHz &&
    format.channels === VOICE_AUDIO_FORMAT.channels;
  return matches ? null : 'unsupported-format';
}

const ascii = (bytes: Uint8Array, text: string) =>
  bytes.length >= text.length && [...text].every((char, index) => bytes[index] === char.charCodeAt(0));

/** Files, not samples: the magic numbers of WAV, Ogg, FLAC, WebM/Matroska (EBML) and MP3 with an ID3 tag. */
function looksLikeContainer(bytes: Uint8Array): boolean {
  if (ascii(bytes, 'RIFF') || ascii(bytes, 'OggS') || ascii(bytes, 'fLaC')) return true;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return true;
  return ascii(bytes, 'ID3') && (bytes[3] ?? 0xff) < 5;
}

/**
 * 32-bit float samples in [-1, 1] (what Web Audio gives before conversion): read as 32-bit words, nearly all have an
 * exponent byte of 0x30–0x3F (or 0xB0–0xBF negative) or are zero. Read as PCM16 that means every other sample in
 * one narrow band, which speech or noise never does.
 */
function looksLikeFloat32(bytes: Uint8Array): boolean {
  if (bytes.length % 4 !== 0 || bytes.length < 256) return false;
  const words = bytes.length / 4;
  let floatLike = 0;
  let nonZero = 0;
  for (let word = 0; word < words; word += 1) {
    const top = bytes[word * 4 + 3]!;
    const isZero =
      top === 0 && bytes[word * 4 + 2] === 0 && bytes[word * 4 + 1] === 0 && bytes[word * 4] === 0;
    if (isZero) {
      floatLike += 1;
      continue;
    }
    nonZero += 1;
    const exponentHigh = top & 0x7f;
    if (exponentHigh >= 0x30 && exponentHigh <= 0x3f) floatLike += 1;
  }
  return nonZero >= words / 2 && floatLike >= words * 0.95;
}

export function checkAudioFrame(bytes: Uint8Array): AudioInputProblem | null {
  if (bytes.length === 0) return 'empty';
  if (looksLikeContainer(bytes)) return 'container';
  if (bytes.length > VOICE_MAX_FRAME_BYTES) return 'too-large';
  if (bytes.length % VOICE_BYTES_PER_SAMPLE !== 0) return 'odd-length';
  if (looksLikeFloat32(bytes)) return 'float-samples';
  return null;
}

/** One connection's audio gate: declared format, frame checks, and the errors sent (rate-limited per problem). */
export class AudioInputGuard {
  private declared: AudioInputProblem | null = null;
  private readonly lastReportedMs = new Map<AudioInputProblem, number>();
  /** Frames refused so far, per problem (logs and tests). */
  readonly refused = new Map<AudioInputProblem, number>();

  constructor(
    private readonly send: (message: ServerMessage) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The client's hello: audio in another format than the call's is refused until a hello declares it right. */
  declare(format: ClientAudioFormat): void {
    this.declared = checkAudioFormat(format);
    if (this.declared) this.report(this.declared, true);
  }

  /** The frame's bytes when they can be the call's audio; otherwise null (and the client is told). */
  accept(bytes: Uint8Array): Uint8Array | null {
    const problem = this.declared ?? checkAudioFrame(bytes);
    if (!problem) return bytes;
    this.refused.set(problem, (this.refused.get(problem) ?? 0) + 1);
    this.report(problem, false);
    return null;
  }

  private report(problem: AudioInputProblem, always: boolean): void {
    const now = this.now();
    const last = this.lastReportedMs.get(problem);
    if (!always && last !== undefined && now - last < AUDIO_PROBLEM_REPEAT_MS) return;
    this.lastReportedMs.set(problem, now);
    this.send({
      type: 'error',
      errorType: 'invalid-audio',
      message: AUDIO_PROBLEM_MESSAGES[problem],
      fatal: false,
    });
  }
}
