/** The Create AI Interview wizard (spec section 2): four steps, the spec's alerts, state kept across reloads. */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import {
  DEFAULT_INTERVIEW_DURATION_MINUTES,
  INTERVIEW_MESSAGES,
  ROUTES,
  checkInterviewLength,
  profileHasResumeContent,
  type BillingOverview,
  type ProfileResponse,
  checkInterviewStep1,
  checkInterviewStep2,
  checkInterviewStep3,
  type InterviewDetail,
  type InterviewFormValues,
} from '@intervia/shared';
import { Alert } from '../../../components/Alert';
import { CheckboxField } from '../../../components/CheckboxField';
import { ApiRequestError } from '../../../lib/api-client';
import { createInterview, INTERVIEWS_KEY } from '../interviews-api';
import { loadWizardResume, saveWizardResume } from './resume-store';
import { MinutesLeftNotice } from './MinutesLeftNotice';
import { PROFILE_KEY } from '../../profile/profile-api';
import {
  WIZARD_STEPS,
  clearWizardState,
  loadWizardState,
  prefillFromSearch,
  saveWizardState,
  type WizardState,
} from './wizard-state';
import {
  StepPreferences,
  StepResumeOrJobDescription,
  StepReview,
  StepRoleAndDifficulty,
} from './WizardSteps';

const BILLING_KEY = '/api/billing';

const STEP_TITLES = [
  'Role and difficulty',
  'Resume or job description',
  'Interviewer and preferences',
  'Review',
];

export type WizardOutcome = {
  interview: InterviewDetail;
  message: string;
  parsingFailed: boolean;
  /** The candidate agreed to a camera recording of this interview. */
  recordVideo: boolean;
};

function initialState(search: string): WizardState {
  const stored = loadWizardState();
  return prefillFromSearch(search, stored) ?? stored;
}

export function InterviewWizard({ onCreated }: { onCreated(outcome: WizardOutcome): void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<WizardState>(() => initialState(location.search));
  const [recordVideo, setRecordVideo] = useState(false);
  const [resume, setResume] = useState<File | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  /** The server refused the interview for want of minutes: the refusal comes with the way to /payment. */
  const [needsMinutes, setNeedsMinutes] = useState(false);
  const billing = useSWR<BillingOverview>(BILLING_KEY);
  const savedProfile = useSWR<ProfileResponse>(PROFILE_KEY);
  /** "Also ask about my saved profile" with a job description: on unless the candidate turns it off. */
  const [useProfileResume, setUseProfileResume] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { step, values } = state;
  const profile = savedProfile.data;
  const profileResume =
    profile && profile.updatedAt !== null && profileHasResumeContent(profile.profile)
      ? profile.profile
      : null;
  // Only with a job description and no uploaded résumé (the one-of rule is about what is uploaded or pasted).
  const offerProfileResume = profileResume !== null && resume === null && values.jobDescription.trim() !== '';
  const lengthCheck = billing.data
    ? checkInterviewLength(
        Number(values.time) || DEFAULT_INTERVIEW_DURATION_MINUTES,
        billing.data.usage.remainingSeconds,
      )
    : null;

  // Restore a resume chosen before a reload (only if the saved state still refers to it).
  useEffect(() => {
    if (!values.resumeFileName) return;
    let cancelled = false;
    loadWizardResume()
      .then((file) => {
        if (!cancelled && file) setResume(file);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  useEffect(() => saveWizardState(state), [state]);

  // The prefill came from the URL; drop it from the address so a reload keeps later edits.
  useEffect(() => {
    if (location.search) void navigate(location.pathname, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const update = (patch: Partial<InterviewFormValues>) =>
    setState((s) => ({ ...s, values: { ...s.values, ...patch } }));
  const goTo = (next: number) => {
    setAlert(null);
    setNeedsMinutes(false);
    setState((s) => ({ ...s, step: next }));
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const chooseResume = (file: File | null) => {
    setResume(file);
    update({ resumeFileName: file?.name ?? null });
    void saveWizardResume(file).catch(() => {});
  };

  const problemAt = (current: number): string | null => {
    if (current === 1) return checkInterviewStep1(values);
    if (current === 2)
      return checkInterviewStep2({ hasResume: resume !== null, jobDescription: values.jobDescription });
    if (current === 3) return checkInterviewStep3(values);
    return null;
  };

  const next = () => {
    const problem = problemAt(step);
    if (problem) {
      setAlert(problem);
      return;
    }
    goTo(step + 1);
  };

  const submit = async () => {
    for (const current of [1, 2, 3]) {
      const problem = problemAt(current);
      if (problem) {
        goTo(current);
        setAlert(problem);
        return;
      }
    }
    setSubmitting(true);
    setAlert(null);
    setNeedsMinutes(false);
    try {
      const { interview } = await createInterview({
        title: values.role,
        difficulty: values.difficulty,
        duration: values.time,
        jdText: values.jobDescription,
        additionalNotes: values.preferences,
        personaId: values.personaId,
        turnTaking: values.turnTaking,
        resume,
        useProfileResume: offerProfileResume && useProfileResume,
      });
      const parsingFailed = !interview.parsedJD || interview.questions.length === 0;
      clearWizardState();
      await saveWizardResume(null).catch(() => {});
      void mutate(INTERVIEWS_KEY);
      onCreated({
        interview,
        parsingFailed,
        message: parsingFailed ? INTERVIEW_MESSAGES.parsingFailed : INTERVIEW_MESSAGES.startedSuccessfully,
        recordVideo,
      });
    } catch (error) {
      const detail =
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : null;
      if (error instanceof ApiRequestError && error.fields.resume) goTo(2);
      setAlert(detail ?? INTERVIEW_MESSAGES.somethingWentWrong);
      if (error instanceof ApiRequestError && error.code === 'payment-required') {
        setNeedsMinutes(true);
        void billing.mutate();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Create AI Interview</h1>
      <div className="mt-4 flex items-center justify-between text-sm">
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-800 outline-none">
          {STEP_TITLES[step - 1]}
        </h2>
        <p className="text-slate-500" aria-live="polite">
          Step {step} of {WIZARD_STEPS}
        </p>
      </div>
      <div className="mt-2 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-1.5 rounded-full bg-brand-600 transition-all"
          style={{ width: `${(step / WIZARD_STEPS) * 100}%` }}
        />
      </div>

      <form
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (step < WIZARD_STEPS) next();
          else void submit();
        }}
        noValidate
      >
        {step === 1 && <StepRoleAndDifficulty values={values} update={update} />}
        {(step === 1 || step === 4) && billing.data && lengthCheck && !needsMinutes && (
          <div className="mt-5">
            <MinutesLeftNotice
              billing={billing.data}
              check={lengthCheck}
              onUseMinutesLeft={(minutes) => update({ time: String(minutes) })}
            />
          </div>
        )}
        {step === 2 && (
          <StepResumeOrJobDescription
            values={values}
            update={update}
            resume={resume}
            onResume={chooseResume}
          />
        )}
        {(step === 2 || step === 4) && offerProfileResume && profileResume && (
          <CheckboxField
            className="mt-5 flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800"
            inputClassName="mt-0.5"
            checked={useProfileResume}
            onChange={setUseProfileResume}
          >
            <span className="font-medium">Also ask about my saved résumé</span> — the résumé in your profile (
            {profileResume.experience.length} {profileResume.experience.length === 1 ? 'role' : 'roles'},{' '}
            {profileResume.skills.length} skills), so the interviewer can ask about your own work as well as
            the job.
          </CheckboxField>
        )}
        {step === 3 && <StepPreferences values={values} update={update} />}
        {step === 4 && (
          <StepReview
            values={values}
            resume={resume}
            profileResume={offerProfileResume ? (useProfileResume ? 'included' : 'not included') : null}
            cappedAtMinutes={lengthCheck?.kind === 'capped-by-minutes-left' ? lengthCheck.minutesLeft : null}
          />
        )}
        {step === 4 && (
          <CheckboxField
            className="mt-5 flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-700"
            inputClassName="mt-0.5"
            checked={recordVideo}
            onChange={setRecordVideo}
          >
            Record my camera (1280x720) so I can watch the interview back in the report. The recording is
            stored on this server with the interview and deleted with it or with your account.
          </CheckboxField>
        )}

        {alert && (
          <div className="mt-5">
            <Alert tone="error">
              {alert}
              {needsMinutes && (
                <>
                  {' '}
                  <Link to={ROUTES.payment} className="font-semibold underline">
                    See plans on the Payment page
                  </Link>
                </>
              )}
            </Alert>
          </div>
        )}

        <div className="mt-6 flex items-center justify-between">
          {step > 1 ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => goTo(step - 1)}
              disabled={submitting}
            >
              Back
            </button>
          ) : (
            <span />
          )}
          {step < WIZARD_STEPS ? (
            <button type="submit" className="btn-primary">
              Next
            </button>
          ) : (
            <button type="submit" className="btn-primary" disabled={submitting} aria-busy={submitting}>
              {submitting ? 'Submitting...' : 'Submit Interview'}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
