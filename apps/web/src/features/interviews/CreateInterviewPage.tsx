import { useState } from 'react';
import { InterviewWizard, type WizardOutcome } from './wizard/InterviewWizard';
import { InterviewCreatedPanel } from './InterviewCreatedPanel';
import { LiveInterview } from '../feedback/LiveInterview';

/**
 * /dashboard/candidate/interview/create: the wizard; on success the voice interview starts at once (spec), and when
 * parsing failed the created interview is shown with the spec's message instead.
 */
function CreateInterviewPage() {
  const [outcome, setOutcome] = useState<WizardOutcome | null>(null);
  if (!outcome) return <InterviewWizard onCreated={setOutcome} />;
  if (outcome.parsingFailed) {
    return <InterviewCreatedPanel outcome={outcome} onStartAnother={() => setOutcome(null)} />;
  }
  return (
    <LiveInterview
      interviewId={outcome.interview.id}
      title={outcome.interview.title}
      recordVideo={outcome.recordVideo}
      startingMessage={outcome.message}
    />
  );
}

export default CreateInterviewPage;
