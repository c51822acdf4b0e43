/** Camera recording at 1280x720 with MediaRecorder; chunks are handed to an uploader as they are produced. */
import { VIDEO_RECORDING_HEIGHT_PX, VIDEO_RECORDING_WIDTH_PX } from '../voice-client-constants';
import type { VideoRecording } from '../voice-client';

export class CameraRecording implements VideoRecording {
  private stream: MediaStream | null = null;
  private recorder: MediaRecorder | null = null;

  constructor(
    private readonly onChunk: (chunk: Blob) => void = () => {},
    /** Told when the recorder starts and stops, so the page can show a recording indicator while it runs. */
    private readonly onRecordingChange: (recording: boolean) => void = () => {},
  ) {}

  async start(): Promise<MediaStream> {
    this.stream = await navigator.mediaDevices.getUserMedia({
      video: { width: VIDEO_RECORDING_WIDTH_PX, height: VIDEO_RECORDING_HEIGHT_PX },
      audio: false,
    });
    if (typeof MediaRecorder !== 'undefined') {
      this.recorder = new MediaRecorder(this.stream);
      this.recorder.ondataavailable = (event) => {
        if (event.data.size > 0) this.onChunk(event.data);
      };
      this.recorder.onstop = () => this.onRecordingChange(false);
      this.recorder.onerror = () => this.onRecordingChange(false);
      this.recorder.start(5000);
      this.onRecordingChange(true);
    }
    return this.stream;
  }

  stop(): void {
    if (this.recorder?.state === 'recording') this.recorder.stop();
    if (this.recorder) this.onRecordingChange(false);
    this.recorder = null;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
  }
}
