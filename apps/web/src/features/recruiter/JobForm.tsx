import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  DEFAULT_INTERVIEWER_PERSONA_ID,
  DEFAULT_TURN_TAKING_MODE,
  DIFFICULTIES,
  REMOTE_POLICIES,
  REMOTE_POLICY_LABELS,
  jobInputSchema,
  type JobInput,
  type CompanyMinutes,
  type InterviewerPersonaId,
  type RecruiterJob,
  type TurnTakingMode,
} from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { PersonaChoice, TurnTakingChoice } from '../../components/InterviewerChoice';
import { TextField } from '../../components/TextField';
import { TextAreaField } from '../../components/TextAreaField';
import { fieldsOfIssues, jobSaveFailure, type JobSaveFailure } from './job-save-failure';
import { firstRoundWarningForDuration } from '../jobs/first-round-length';
import { FirstRoundLengthWarning } from './FirstRoundLengthWarning';

/** Why a save failed: the message, and the message of each invalid field by its path (empty when none). */
export interface JobSaveProblem {
  message: string;
  fields: Record<string, string>;
}

interface Draft {
  title: string;
  company: string;
  location: string;
  remote: string;
  description: string;
  requirements: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  firstRoundEnabled: boolean;
  firstRoundDifficulty: string;
  firstRoundDurationMinutes: string;
  firstRoundPersonaId: InterviewerPersonaId;
  firstRoundTurnTaking: TurnTakingMode;
  externalApplyUrl: string;
}

function draftOf(job: RecruiterJob | null, company: string): Draft {
  return {
    title: job?.title ?? '',
    company: job?.company ?? company,
    location: job?.location ?? '',
    remote: job?.remote ?? 'onsite',
    description: job?.description ?? '',
    requirements: job?.requirements ?? '',
    salaryMin: job?.salaryMin?.toString() ?? '',
    salaryMax: job?.salaryMax?.toString() ?? '',
    salaryCurrency: job?.salaryCurrency ?? '',
    firstRoundEnabled: job?.firstRoundEnabled ?? false,
    firstRoundDifficulty: job?.firstRoundDifficulty ?? 'medium',
    firstRoundDurationMinutes: String(job?.firstRoundDurationMinutes ?? 15),
    firstRoundPersonaId: job?.firstRoundPersonaId ?? DEFAULT_INTERVIEWER_PERSONA_ID,
    firstRoundTurnTaking: job?.firstRoundTurnTaking ?? DEFAULT_TURN_TAKING_MODE,
    externalApplyUrl: job?.externalApplyUrl ?? '',
  };
}

/** An amount as typed, with its thousands separators ("35,000", "35 000") read away; anything else is left to the
 * schema's message. */
const numberOrNull = (value: string) => {
  const digits = value.replace(/[\s,_]/g, '');
  return digits === '' ? null : Number(digits);
};

function toJobInput(draft: Draft): JobInput {
  return {
    title: draft.title,
    company: draft.company,
    location: draft.location,
    remote: draft.remote as JobInput['remote'],
    description: draft.description,
    requirements: draft.requirements,
    salaryMin: numberOrNull(draft.salaryMin),
    salaryMax: numberOrNull(draft.salaryMax),
    salaryCurrency: draft.salaryCurrency.trim() ? draft.salaryCurrency.trim().toUpperCase() : null,
    firstRoundEnabled: draft.firstRoundEnabled,
    firstRoundDifficulty: draft.firstRoundDifficulty as JobInput['firstRoundDifficulty'],
    firstRoundDurationMinutes: Number(draft.firstRoundDurationMinutes),
    firstRoundPersonaId: draft.firstRoundPersonaId,
    firstRoundTurnTaking: draft.firstRoundTurnTaking,
    externalApplyUrl: draft.externalApplyUrl.trim() || null,
  };
}

const areaClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-500';

export function JobForm({
  job,
  company,
  companyMinutes,
  onSave,
  onDirtyChange,
}: {
  job: RecruiterJob | null;
  company: string;
  /** The minutes left on the plan paying for the first round (a saved job's), to warn as the duration is edited. */
  companyMinutes: CompanyMinutes | null;
  onSave(input: JobInput): Promise<JobSaveProblem | null>;
  onDirtyChange(dirty: boolean): void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(job, company));
  const [baseline, setBaseline] = useState<Draft>(draft);
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const [errors, setErrors] = useState<JobSaveFailure['fieldErrors']>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Counts failed saves: each one moves focus (and re-announces the summary, which is keyed by it). */
  const [failedSaves, setFailedSaves] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // After a failed save the keyboard goes to the first invalid field, or to the summary when no field is to blame.
  useEffect(() => {
    if (failedSaves === 0) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? summaryRef.current)?.focus();
  }, [failedSaves]);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };

  const fail = (problem: JobSaveProblem) => {
    const failure = jobSaveFailure(problem.message, problem.fields);
    setErrors(failure.fieldErrors);
    setFormError(failure.summary);
    setFailedSaves((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toJobInput(draft);
    const parsed = jobInputSchema.safeParse(input);
    if (!parsed.success) {
      fail({ message: 'Please correct the form.', fields: fieldsOfIssues(parsed.error.issues) });
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    const problem = await onSave(input);
    setBusy(false);
    if (problem) fail(problem);
    else {
      setBaseline(draft);
      setSaved(true);
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Job title"
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
          error={errors.title}
        />
        <TextField
          label="Company"
          value={draft.company}
          onChange={(e) => set({ company: e.target.value })}
          error={errors.company}
        />
        <TextField
          label="Location"
          value={draft.location}
          onChange={(e) => set({ location: e.target.value })}
          error={errors.location}
        />
        <label className="block text-sm font-medium text-slate-800">
          Work style
          <select
            value={draft.remote}
            onChange={(e) => set({ remote: e.target.value })}
            className={areaClass}
          >
            {REMOTE_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {REMOTE_POLICY_LABELS[policy]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TextAreaField
        label="Description"
        rows={8}
        value={draft.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errors.description}
      />
      <TextAreaField
        label="Requirements"
        rows={5}
        value={draft.requirements}
        onChange={(e) => set({ requirements: e.target.value })}
        error={errors.requirements}
      />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Salary (optional)</legend>
        <TextField
          label="Minimum"
          inputMode="numeric"
          value={draft.salaryMin}
          onChange={(e) => set({ salaryMin: e.target.value })}
          error={errors.salaryMin}
        />
        <TextField
          label="Maximum"
          inputMode="numeric"
          value={draft.salaryMax}
          onChange={(e) => set({ salaryMax: e.target.value })}
          error={errors.salaryMax}
        />
        <TextField
          label="Currency"
          placeholder="USD"
          value={draft.salaryCurrency}
          onChange={(e) => set({ salaryCurrency: e.target.value })}
          error={errors.salaryCurrency}
        />
      </fieldset>
      <TextField
        label="Apply on your site (optional)"
        type="url"
        placeholder="https://careers.example.com/jobs/42"
        hint="Candidates always apply here with their profile, résumé or the AI interview; this adds a link to your own application page."
        value={draft.externalApplyUrl}
        onChange={(e) => set({ externalApplyUrl: e.target.value })}
        error={errors.externalApplyUrl}
      />
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">First-round AI interview</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={draft.firstRoundEnabled}
            onChange={(e) => set({ firstRoundEnabled: e.target.checked })}
            className="h-4 w-4 rounded border-slate-300"
          />
          Candidates can apply by taking an AI interview
        </label>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-medium text-slate-800">
            Difficulty
            <select
              value={draft.firstRoundDifficulty}
              onChange={(e) => set({ firstRoundDifficulty: e.target.value })}
              className={areaClass}
            >
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label="Duration (minutes)"
            inputMode="numeric"
            value={draft.firstRoundDurationMinutes}
            onChange={(e) => set({ firstRoundDurationMinutes: e.target.value })}
            error={errors.firstRoundDurationMinutes}
          />
        </div>
        {draft.firstRoundEnabled && (
          <FirstRoundLengthWarning
            warning={firstRoundWarningForDuration(draft.firstRoundDurationMinutes, companyMinutes)}
          />
        )}
        <div className="mt-4 space-y-4">
          <PersonaChoice
            legend="Interviewer"
            value={draft.firstRoundPersonaId}
            onChange={(firstRoundPersonaId) => set({ firstRoundPersonaId })}
          />
          <TurnTakingChoice
            value={draft.firstRoundTurnTaking}
            onChange={(firstRoundTurnTaking) => set({ firstRoundTurnTaking })}
          />
        </div>
      </fieldset>
      {formError && (
        <div ref={summaryRef} tabIndex={-1} className="focus:outline-none" data-testid="job-form-error">
          <Alert key={failedSaves} tone="error">
            {formError}
          </Alert>
        </div>
      )}
      {saved && <Alert tone="success">Saved.</Alert>}
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Saving…' : job ? 'Save changes' : 'Create job'}
      </button>
    </form>
  );
}
