/** Where the camera recording's upload stands, under the feedback that replaced the room. */
import { useEffect, useSyncExternalStore } from 'react';
import {
  RECORDING_UPLOAD_MESSAGES,
  recordingUploadStatus,
  type RecordingUploads,
} from '../interview-room/recording-uploads';

/**
 * `onSettled` runs once the upload is over (saved, or part failed): the report read before then has no recording,
 * so the page reads it again and "Open full report" shows the video.
 */
export function RecordingSaveStatus({
  uploads,
  onSettled,
}: {
  uploads: RecordingUploads;
  onSettled?: () => void;
}) {
  const state = useSyncExternalStore(uploads.subscribe, uploads.state, uploads.state);
  const status = recordingUploadStatus(state);
  const settled = status === 'saved' || status === 'failed';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
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
