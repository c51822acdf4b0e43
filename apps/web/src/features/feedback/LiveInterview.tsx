/** Interview → feedback: the room while the call runs; when it ends (or Stop Interview), the feedback panel. */
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Alert } from '../../components/Alert';
import { FeedbackPanel } from './FeedbackPanel';
import { InterviewRoom } from '../interview-room/InterviewRoom';
import type { RecordingUploads } from '../interview-room/recording-uploads';
import { RecordingSaveStatus } from './RecordingSaveStatus';
import { reportKey } from './feedback-api';

export function LiveInterview({
  interviewId,
  title,
  recordVideo = false,
  firstRound = false,
  startingMessage,
  onEnded: onCallEnded,
}: {
  interviewId: string;
  title: string;
  recordVideo?: boolean;
  firstRound?: boolean;
  /** Shown while the call connects ("Interview started successfully!"); gone once it runs or fails. */
  startingMessage?: string;
  /** The call is over (the feedback replaces the room). */
  onEnded?: () => void;
}) {
  const { mutate } = useSWRConfig();
  const [ended, setEnded] = useState<{
    callError: string | null;
    recordingUploads: RecordingUploads | null;
  } | null>(null);
  const onEnded = useCallback(
    ({
      callError,
      recordingUploads,
    }: {
      callError: string | null;
      recordingUploads: RecordingUploads | null;
    }) => {
      setEnded({ callError, recordingUploads });
      // A report read before the call (on the interview's page) said there was nothing to score: read it again.
      void mutate(reportKey(interviewId));
      onCallEnded?.();
    },
    [onCallEnded, mutate, interviewId],
  );
  // The report was read while the recording was still uploading; once it is saved it is read again.
  const readReportAgain = useCallback(() => void mutate(reportKey(interviewId)), [mutate, interviewId]);
  return ended ? (
    <>
      {/* A call that broke off says why above its feedback (the answers given so far are kept and scored). */}
      {ended.callError && (
        <div className="mx-auto mb-4 max-w-3xl px-4">
          <Alert tone="error">{ended.callError}</Alert>
        </div>
      )}
      {/* The recording goes on uploading after the call: the candidate is told when it is saved. */}
      {ended.recordingUploads && (
        <div className="mx-auto mb-4 max-w-3xl px-4">
          <RecordingSaveStatus uploads={ended.recordingUploads} onSettled={readReportAgain} />
        </div>
      )}
      <FeedbackPanel interviewId={interviewId} />
    </>
  ) : (
    <InterviewRoom
      interviewId={interviewId}
      title={title}
      recordVideo={recordVideo}
      firstRound={firstRound}
      onEnded={onEnded}
      {...(startingMessage ? { startingMessage } : {})}
    />
  );
}
