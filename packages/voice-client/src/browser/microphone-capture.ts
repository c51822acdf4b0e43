/**
 * Microphone capture with Web Audio: an AudioWorklet collects samples at the device rate; the main thread
 * downsamples them to 16 kHz PCM16 in 20 ms frames.
 */
import { VOICE_SAMPLE_RATE_HZ, VOICE_UPSTREAM_FRAME_MS } from '@intervia/shared';
import { downsampleToInt16, rmsLevel } from '../pcm';
import type { MicrophoneCapture } from '../voice-client';

export class WebAudioMicrophone implements MicrophoneCapture {
  private stream: MediaStream | null = null;
  private context: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private muted = false;
  private pending: number[] = [];

  /** `workletModuleUrl` gives the capture worklet loaded by the call's asset loader (capture-worklet.js). */
  constructor(private readonly workletModuleUrl: () => string) {}

  async start(onFrame: (pcm: Int16Array, level: number) => void): Promise<void> {
    this.stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, autoGainControl: true, noiseSuppression: false },
    });
    this.context = new AudioContext();
    await this.context.audioWorklet.addModule(this.workletModuleUrl());
    const source = this.context.createMediaStreamSource(this.stream);
    this.node = new AudioWorkletNode(this.context, 'intervia-capture');
    const rate = this.context.sampleRate;
    const frameSamples = Math.round((rate * VOICE_UPSTREAM_FRAME_MS) / 1000);
    this.node.port.onmessage = (event: MessageEvent<Float32Array>) => {
      for (const sample of event.data) this.pending.push(sample);
      while (this.pending.length >= frameSamples) {
        const block = Float32Array.from(this.pending.splice(0, frameSamples));
        const level = this.muted ? 0 : rmsLevel(block);
        onFrame(downsampleToInt16(block, rate, VOICE_SAMPLE_RATE_HZ), level);
      }
    };
    source.connect(this.node);
    if (this.context.state === 'suspended') await this.context.resume();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    for (const track of this.stream?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  async enableNoiseSuppression(): Promise<void> {
    const track = this.stream?.getAudioTracks()[0];
    if (!track) throw new Error('No microphone track to process.');
    await track.applyConstraints({ ...track.getConstraints(), noiseSuppression: true });
  }

  stop(): void {
    this.node?.disconnect();
    this.node = null;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    void this.context?.close().catch(() => {});
    this.context = null;
    this.pending = [];
  }
}
