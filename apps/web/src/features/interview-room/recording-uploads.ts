/**
 * The camera recording's upload, chunk by chunk, and where it stands: the room uploads while the call runs, and the
 * feedback that replaces the room says when the last chunk is saved (or that some could not be), so a candidate
 * who opens the report at once knows why the recording is not there yet. Pure apart from the upload it is given.
 */

export interface RecordingUploadState {
  /** The camera recording is still running (its last chunk is still to come). */
  recording: boolean;
  /** Chunks waiting or being sent. */
  pending: number;
  uploaded: number;
  failed: number;
}

export type RecordingUploadStatus = 'none' | 'saving' | 'saved' | 'failed';

/** What the candidate is told: nothing without a recording, then saving, saved, or that part was lost. */
export function recordingUploadStatus(state: RecordingUploadState): RecordingUploadStatus {
  const chunks = state.pending + state.uploaded + state.failed;
  if (chunks === 0 && !state.recording) return 'none';
  if (state.recording || state.pending > 0) return 'saving';
  return state.failed > 0 ? 'failed' : 'saved';
}

export const RECORDING_UPLOAD_MESSAGES: Record<Exclude<RecordingUploadStatus, 'none'>, string> = {
  saving: 'Saving your recording… keep this page open; it appears in the full report once it is saved.',
  saved: 'Your recording is saved: it is in the full report.',
  failed:
    'Part of your recording could not be saved (the connection failed while it was sent). Your answers and scores are not affected.',
};

export interface RecordingUploads {
  setCall(id: string): void;
  push(chunk: Blob): void;
  /** The recorder started or stopped (its last chunk comes before it reports stopping). */
  setRecording(recording: boolean): void;
  state(): RecordingUploadState;
  subscribe(listener: () => void): () => void;
}

/** Uploads recording chunks one after another, numbered from 0, once the call id is known; counts where they stand. */
export function createRecordingUploader(
  upload: (callId: string, seq: number, chunk: Blob) => Promise<void>,
): RecordingUploads {
  let callId: string | null = null;
  let seq = 0;
  let queue: Promise<void> = Promise.resolve();
  let current: RecordingUploadState = { recording: false, pending: 0, uploaded: 0, failed: 0 };
  const listeners = new Set<() => void>();
  const update = (change: Partial<RecordingUploadState>) => {
    current = { ...current, ...change };
    for (const listener of listeners) listener();
  };
  return {
    setCall(id) {
      callId = id;
    },
    push(chunk) {
      const id = callId;
      if (!id) return;
      const number = seq++;
      update({ pending: current.pending + 1 });
      queue = queue
        .then(() => upload(id, number, chunk))
        .then(
          () => update({ pending: current.pending - 1, uploaded: current.uploaded + 1 }),
          (error: unknown) => {
            console.error('Recording upload failed', error);
            update({ pending: current.pending - 1, failed: current.failed + 1 });
          },
        );
    },
    setRecording(recording) {
      if (recording !== current.recording) update({ recording });
    },
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
