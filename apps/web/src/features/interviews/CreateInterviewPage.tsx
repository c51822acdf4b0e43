import { useState } from 'react';
import { InterviewWizard, type WizardOutcome } from './wizard/InterviewWizard';
import { InterviewCreatedPanel } from './InterviewCreatedPanel';

/** /dashboard/candidate/interview/create: the wizard, then the interview it created. */
export function CreateInterviewPage() {
  const [outcome, setOutcome] = useState<WizardOutcome | null>(null);
  return outcome ? (
    <InterviewCreatedPanel outcome={outcome} onStartAnother={() => setOutcome(null)} />
  ) : (
    <InterviewWizard onCreated={setOutcome} />
  );
}

export default CreateInterviewPage;
