/** Where the camera recording's upload stands, under the feedback that replaced the room. */
import { useSyncExternalStore } from 'react';
import {
  RECORDING_UPLOAD_MESSAGES,
  recordingUploadStatus,
  type RecordingUploads,
} from '../interview-room/recording-uploads';

export function RecordingSaveStatus({ uploads }: { uploads: RecordingUploads }) {
  const state = useSyncExternalStore(uploads.subscribe, uploads.state, uploads.state);
  const status = recordingUploadStatus(state);
  if (status === 'none') return null;
  const tone =
    status === 'failed'
      ? 'border-amber-300 bg-amber-50 text-amber-900'
      : 'border-slate-200 bg-white text-slate-700';
  return (
    <p role="status" className={`rounded-xl border px-4 py-3 text-sm ${tone}`}>
      {RECORDING_UPLOAD_MESSAGES[status]}
    </p>
  );
}
