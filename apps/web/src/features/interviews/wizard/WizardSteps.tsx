import { useId, type ChangeEvent } from 'react';
import {
  DEFAULT_INTERVIEW_DURATION_MINUTES,
  DIFFICULTIES,
  JOB_DESCRIPTION_MAX_CHARS,
  JOB_DESCRIPTION_PREVIEW_CHARS,
  MAX_INTERVIEW_DURATION_MINUTES,
  MIN_INTERVIEW_DURATION_MINUTES,
  PREFERENCES_MAX_CHARS,
  RESUME_MAX_BYTES,
  type InterviewFormValues,
} from '@intervia/shared';
import {
  PersonaChoice,
  TurnTakingChoice,
  personaLabel,
  turnTakingLabel,
} from '../../../components/InterviewerChoice';

type Update = (patch: Partial<InterviewFormValues>) => void;

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500';

export function StepRoleAndDifficulty({ values, update }: { values: InterviewFormValues; update: Update }) {
  const id = useId();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-role`} className="block text-sm font-medium text-slate-800">
          Job Role*
        </label>
        <input
          id={`${id}-role`}
          type="text"
          value={values.role}
          onChange={(e) => update({ role: e.target.value })}
          className={fieldClass}
          placeholder="e.g. Senior Backend Engineer"
          maxLength={120}
          required
          autoComplete="organization-title"
        />
      </div>
      <div>
        <label htmlFor={`${id}-difficulty`} className="block text-sm font-medium text-slate-800">
          Difficulty*
        </label>
        <select
          id={`${id}-difficulty`}
          value={values.difficulty}
          onChange={(e) => update({ difficulty: e.target.value })}
          className={fieldClass}
          required
        >
          <option value="">Select difficulty</option>
          {DIFFICULTIES.map((difficulty) => (
            <option key={difficulty} value={difficulty}>
              {difficulty}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-time`} className="block text-sm font-medium text-slate-800">
          Interview Duration (minutes)*
        </label>
        <input
          id={`${id}-time`}
          type="number"
          inputMode="numeric"
          min={MIN_INTERVIEW_DURATION_MINUTES}
          max={MAX_INTERVIEW_DURATION_MINUTES}
          value={values.time}
          onChange={(e) => update({ time: e.target.value })}
          className={fieldClass}
          required
        />
      </div>
    </div>
  );
}

export function StepResumeOrJobDescription({
  values,
  update,
  resume,
  onResume,
}: {
  values: InterviewFormValues;
  update: Update;
  resume: File | null;
  onResume(file: File | null): void;
}) {
  const id = useId();
  const maxMb = RESUME_MAX_BYTES / (1024 * 1024);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onResume(event.target.files?.[0] ?? null);
    event.target.value = '';
  };
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Give the interviewer something to work from: upload your resume or paste a job description (one of the
        two).
      </p>
      <div>
        <span className="block text-sm font-medium text-slate-800">Resume (optional)</span>
        <div className="mt-1 flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-4">
          <label htmlFor={`${id}-resume`} className="btn-secondary cursor-pointer">
            {resume ? 'Choose another file' : 'Upload resume'}
          </label>
          <input
            id={`${id}-resume`}
            type="file"
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={choose}
            className="sr-only"
            aria-describedby={`${id}-resume-hint`}
          />
          {resume ? (
            <span className="flex items-center gap-2 text-sm text-slate-800">
              <span className="font-medium">{resume.name}</span>
              <button type="button" className="text-brand-700 hover:underline" onClick={() => onResume(null)}>
                Remove
              </button>
            </span>
          ) : (
            <span id={`${id}-resume-hint`} className="text-sm text-slate-500">
              PDF, DOC or DOCX, up to {maxMb} MB.
            </span>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-jd`} className="block text-sm font-medium text-slate-800">
          Job Description (optional)
        </label>
        <textarea
          id={`${id}-jd`}
          rows={8}
          value={values.jobDescription}
          onChange={(e) => update({ jobDescription: e.target.value })}
          className={fieldClass}
          placeholder="Paste the job description here"
          aria-describedby={`${id}-jd-count`}
        />
        <CharacterCount
          id={`${id}-jd-count`}
          length={values.jobDescription.length}
          max={JOB_DESCRIPTION_MAX_CHARS}
        />
      </div>
      {resume && values.jobDescription.trim() !== '' && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The interview works from one of the two: remove the resume or clear the job description to continue.
        </p>
      )}
    </div>
  );
}

export function StepPreferences({ values, update }: { values: InterviewFormValues; update: Update }) {
  const id = useId();
  return (
    <div className="space-y-6">
      <PersonaChoice value={values.personaId} onChange={(personaId) => update({ personaId })} />
      <TurnTakingChoice value={values.turnTaking} onChange={(turnTaking) => update({ turnTaking })} />
      <div>
        <label htmlFor={`${id}-prefs`} className="block text-sm font-medium text-slate-800">
          Interview Preferences (optional)
        </label>
        <textarea
          id={`${id}-prefs`}
          rows={5}
          value={values.preferences}
          onChange={(e) => update({ preferences: e.target.value })}
          className={fieldClass}
          placeholder="e.g. Focus on system design, ask about leadership, keep it short"
          aria-describedby={`${id}-prefs-hint ${id}-prefs-count`}
        />
        <CharacterCount
          id={`${id}-prefs-count`}
          length={values.preferences.length}
          max={PREFERENCES_MAX_CHARS}
        />
        <p id={`${id}-prefs-hint`} className="mt-1 text-xs text-slate-500">
          Topics to focus on or kinds of question to ask. The interview’s page shows the plan and where each
          went.
        </p>
      </div>
    </div>
  );
}

/**
 * Characters typed against the limit. A longer paste is kept whole and said to be too long (the step's check then
 * asks to shorten it): cutting it at the limit would drop the end of what the candidate pasted without a word.
 */
function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length - max;
  return (
    <p
      id={id}
      className={`mt-1 text-right text-xs ${over > 0 ? 'font-medium text-red-700' : 'text-slate-500'}`}
    >
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
      {over > 0 && ` — ${over.toLocaleString('en-US')} characters too long; please shorten it`}
    </p>
  );
}

function jobDescriptionPreview(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > JOB_DESCRIPTION_PREVIEW_CHARS
    ? `${trimmed.slice(0, JOB_DESCRIPTION_PREVIEW_CHARS)}…`
    : trimmed;
}

export function StepReview({
  values,
  resume,
  cappedAtMinutes = null,
  profileResume = null,
}: {
  values: InterviewFormValues;
  resume: File | null;
  /** Whether the saved profile résumé goes into the interview; null when it is not on offer. */
  profileResume?: 'included' | 'not included' | null;
  /** The plan's minutes left, when fewer than the duration: the call stops then. */
  cappedAtMinutes?: number | null;
}) {
  const duration = `${values.time || DEFAULT_INTERVIEW_DURATION_MINUTES} minutes`;
  const rows: [string, string][] = [
    ['Role', values.role],
    ['Difficulty', values.difficulty],
    [
      'Duration',
      cappedAtMinutes === null
        ? duration
        : `${duration} (stops after ${cappedAtMinutes} — the minutes left on your plan)`,
    ],
    ['Resume', resume?.name ?? 'None'],
    ['Job Description', values.jobDescription.trim() ? jobDescriptionPreview(values.jobDescription) : 'None'],
    ['Preferences', values.preferences.trim() || 'None'],
    ['Interviewer', personaLabel(values.personaId)],
    ['Turn-taking', turnTakingLabel(values.turnTaking)],
    ...(profileResume
      ? [['Saved résumé', profileResume === 'included' ? 'Included' : 'Not included'] as [string, string]]
      : []),
  ];
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-medium text-slate-500">{label}</dt>
          <dd className="break-words text-sm text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
