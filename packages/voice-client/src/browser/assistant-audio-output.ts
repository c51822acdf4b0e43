/** Plays the interviewer's 16 kHz PCM16 voice gaplessly, can stop at once (barge-in), and reports its level. */
import { VOICE_SAMPLE_RATE_HZ } from '@intervia/shared';
import { int16ToFloat32 } from '../pcm';
import type { AssistantAudioOutput } from '../voice-client';

export class WebAudioOutput implements AssistantAudioOutput {
  private readonly context: AudioContext;
  private readonly analyser: AnalyserNode;
  private readonly sources = new Set<AudioBufferSourceNode>();
  private playUntil = 0;
  private readonly levelBuffer: Float32Array<ArrayBuffer>;

  constructor() {
    this.context = new AudioContext();
    this.analyser = this.context.createAnalyser();
    this.analyser.fftSize = 1024;
    this.analyser.connect(this.context.destination);
    this.levelBuffer = new Float32Array(this.analyser.fftSize);
  }

  play(pcm: Int16Array): void {
    if (pcm.length === 0) return;
    if (this.context.state === 'suspended') void this.context.resume();
    const buffer = this.context.createBuffer(1, pcm.length, VOICE_SAMPLE_RATE_HZ);
    buffer.copyToChannel(int16ToFloat32(pcm), 0);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.analyser);
    const startAt = Math.max(this.context.currentTime + 0.02, this.playUntil);
    source.start(startAt);
    this.playUntil = startAt + buffer.duration;
    this.sources.add(source);
    source.onended = () => this.sources.delete(source);
  }

  stop(): void {
    for (const source of this.sources) {
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
    }
    this.sources.clear();
    this.playUntil = 0;
  }

  isPlaying(): boolean {
    return this.sources.size > 0;
  }

  level(): number {
    this.analyser.getFloatTimeDomainData(this.levelBuffer);
    let sum = 0;
    for (const sample of this.levelBuffer) sum += sample * sample;
    return Math.sqrt(sum / this.levelBuffer.length);
  }

  close(): void {
    this.stop();
    void this.context.close().catch(() => {});
  }
}
