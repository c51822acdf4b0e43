/** Interview → feedback: the room while the call runs; when it ends (or Stop Interview), the feedback panel. */
import { useCallback, useState } from 'react';
import { FeedbackPanel } from '../feedback/FeedbackPanel';
import { InterviewRoom } from './InterviewRoom';

export function LiveInterview({
  interviewId,
  title,
  recordVideo = false,
}: {
  interviewId: string;
  title: string;
  recordVideo?: boolean;
}) {
  const [ended, setEnded] = useState(false);
  const onEnded = useCallback(() => setEnded(true), []);
  return ended ? (
    <FeedbackPanel interviewId={interviewId} />
  ) : (
    <InterviewRoom interviewId={interviewId} title={title} recordVideo={recordVideo} onEnded={onEnded} />
  );
}
