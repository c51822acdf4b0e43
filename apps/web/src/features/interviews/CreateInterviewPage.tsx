import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@intervia/shared';
import { InterviewWizard, type WizardOutcome } from './wizard/InterviewWizard';
import { InterviewCreatedPanel } from './InterviewCreatedPanel';

/**
 * /dashboard/candidate/interview/create: the wizard; on success the voice interview starts at once (spec) on the
 * interview's own page (so a reload rejoins the call instead of showing an empty wizard), and when parsing failed
 * the created interview is shown with the spec's message instead.
 */
function CreateInterviewPage() {
  const [failed, setFailed] = useState<WizardOutcome | null>(null);
  const navigate = useNavigate();
  const onCreated = (outcome: WizardOutcome) => {
    if (outcome.parsingFailed) return setFailed(outcome);
    void navigate(`${ROUTES.candidateInterviews}/${outcome.interview.id}?start=1`, {
      replace: true,
      state: { recordVideo: outcome.recordVideo, startingMessage: outcome.message },
    });
  };
  if (!failed) return <InterviewWizard onCreated={onCreated} />;
  return <InterviewCreatedPanel outcome={failed} onStartAnother={() => setFailed(null)} />;
}

export default CreateInterviewPage;
