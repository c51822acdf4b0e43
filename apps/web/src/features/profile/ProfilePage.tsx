/**
 * /dashboard/candidate/profile: the candidate's profile — filled from a resume or by hand, saved explicitly, with
 * its completeness. Unsaved edits are never dropped silently: leaving asks first, and filling from a resume merges
 * into what is on screen.
 */
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import {
  RESUME_MAX_BYTES,
  ROUTES,
  candidateProfileSchema,
  type CandidateProfile,
  type ProfileImportResponse,
  type ProfileResponse,
} from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { apiErrorMessage, ApiRequestError } from '../../lib/api-client';
import { CANDIDATE_OVERVIEW_KEY } from '../dashboard/candidate-overview-api';
import { CompletenessMeter } from './CompletenessMeter';
import { PROFILE_KEY, importResume, importStoredResume, saveProfile } from './profile-api';
import { formPathOf, fromDraft, sameProfile, toDraft, type ProfileDraft } from './profile-form-state';
import {
  EducationEditor,
  ExperienceEditor,
  LinksEditor,
  Section,
  SkillsEditor,
  areaClass,
  type FieldErrors,
} from './ProfileSections';
import { ProfileTabs } from './ProfileTabs';
import { LoadFailed } from '../../components/LoadFailed';

const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function errorsFrom(issues: { path: PropertyKey[]; message: string }[], draft: ProfileDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = formPathOf(issue.path.map(String).join('.') || '_', draft);
    errors[path] ??= issue.message;
  }
  return errors;
}

function ResumeImport({
  draft,
  latestResume,
  onImported,
  onInvalid,
  onBusyChange,
}: {
  draft: ProfileDraft;
  latestResume: ProfileResponse['latestResume'];
  onImported(result: ProfileImportResponse): void;
  onInvalid(errors: FieldErrors): void;
  /** Saving waits while a resume is read, so the draft it brings cannot arrive after a save. */
  onBusyChange(busy: boolean): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (label: string, read: (current: CandidateProfile) => Promise<ProfileImportResponse>) => {
    setProblem(null);
    const current = candidateProfileSchema.safeParse(fromDraft(draft));
    if (!current.success) {
      onInvalid(errorsFrom(current.error.issues, draft));
      setProblem('Fix the fields marked in red first, then fill from your resume.');
      return;
    }
    setBusy(label);
    onBusyChange(true);
    try {
      onImported(await read(current.data));
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The resume could not be read. Try again.'));
    } finally {
      setBusy(null);
      onBusyChange(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > RESUME_MAX_BYTES) {
      setProblem(
        `${file.name} is larger than ${RESUME_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller file.`,
      );
      return;
    }
    void run(file.name, (current) => importResume(file, current));
  };

  return (
    <Section
      title="Fill from your resume"
      description="We read your resume and fill the empty fields and new entries below. Nothing you wrote is replaced, and nothing is saved until you press Save profile."
    >
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={`btn-secondary cursor-pointer ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          Upload resume
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={RESUME_ACCEPT}
          onChange={choose}
          disabled={busy !== null}
          className="sr-only"
          aria-describedby={`${id}-hint`}
        />
        {latestResume && !busy && (
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              void run(latestResume.fileName, (current) => importStoredResume(latestResume.id, current))
            }
          >
            Use {latestResume.fileName}
          </button>
        )}
        {busy ? (
          <Spinner label={`Reading ${busy}`} />
        ) : (
          <span id={`${id}-hint`} className="text-sm text-slate-500">
            PDF, DOC or DOCX, up to {RESUME_MAX_BYTES / (1024 * 1024)} MB.
            {latestResume &&
              ` Or use the resume you uploaded on ${new Date(latestResume.uploadedAt).toLocaleDateString()}.`}
          </span>
        )}
      </div>
      {problem && (
        <div className="mt-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
    </Section>
  );
}

function ProfileEditor({ initial }: { initial: ProfileResponse }) {
  const { mutate } = useSWRConfig();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<ProfileDraft>(() => toDraft(initial.profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  const dirty = !sameProfile(fromDraft(draft), saved.profile);

  const guard = useUnsavedChangesGuard(dirty, 'Your profile has changes that are');

  const edit = (patch: Partial<ProfileDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setNotice(null);
    const checked = candidateProfileSchema.safeParse(fromDraft(draft));
    if (!checked.success) {
      setErrors(errorsFrom(checked.error.issues, draft));
      setFormError('Some fields need attention; they are marked below.');
      return;
    }
    setBusy(true);
    try {
      const response = await saveProfile(checked.data);
      setSaved(response);
      setDraft(toDraft(response.profile));
      setErrors({});
      setNotice({ tone: 'success', text: 'Profile saved.' });
      void mutate(PROFILE_KEY, response, { revalidate: false });
      void mutate(CANDIDATE_OVERVIEW_KEY);
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([path, message]) => [formPathOf(path, draft), message]),
          ),
        );
      }
      setFormError(apiErrorMessage(error, 'Your profile could not be saved. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  const imported = (result: ProfileImportResponse) => {
    setDraft(toDraft(result.draft));
    setErrors({});
    setNotice({
      tone: 'info',
      text:
        result.filled.length > 0
          ? `We read ${result.fileName} and added: ${result.filled.join(', ')}. Review the fields below, then press Save profile.`
          : `We read ${result.fileName}, but it holds nothing your profile does not already have.`,
    });
  };

  const id = useId();
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]"
    >
      <div className="min-w-0 space-y-6">
        <ResumeImport
          draft={draft}
          latestResume={saved.latestResume}
          onImported={imported}
          onInvalid={setErrors}
          onBusyChange={setImporting}
        />
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Section title="About you">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Full name"
              autoComplete="name"
              value={draft.fullName}
              onChange={(event) => edit({ fullName: event.target.value })}
              error={errors.fullName}
              maxLength={100}
            />
            <TextField
              label="Headline"
              placeholder="Senior Backend Engineer"
              value={draft.headline}
              onChange={(event) => edit({ headline: event.target.value })}
              error={errors.headline}
              maxLength={140}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={draft.email}
              onChange={(event) => edit({ email: event.target.value })}
              error={errors.email}
              maxLength={200}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              value={draft.phone}
              onChange={(event) => edit({ phone: event.target.value })}
              error={errors.phone}
              maxLength={40}
            />
            <TextField
              label="Location"
              placeholder="City, country"
              value={draft.location}
              onChange={(event) => edit({ location: event.target.value })}
              error={errors.location}
              maxLength={100}
              className="sm:col-span-2"
            />
          </div>
          <div className="mt-4">
            <label htmlFor={`${id}-summary`} className="block text-sm font-medium text-slate-800">
              Summary
            </label>
            <textarea
              id={`${id}-summary`}
              rows={4}
              maxLength={1200}
              value={draft.summary}
              onChange={(event) => edit({ summary: event.target.value })}
              className={areaClass}
              aria-describedby={`${id}-summary-hint`}
              aria-invalid={errors.summary ? true : undefined}
            />
            <p id={`${id}-summary-hint`} className="mt-1 text-xs text-slate-500">
              Two or three sentences on what you do and what you are looking for. {draft.summary.length}/1200
            </p>
            {errors.summary && <p className="mt-1 text-sm text-red-600">{errors.summary}</p>}
          </div>
        </Section>
        <Section title="Skills">
          <SkillsEditor skills={draft.skills} error={errors.skills} onChange={(skills) => edit({ skills })} />
        </Section>
        <Section title="Experience" description="Most recent first.">
          <ExperienceEditor
            entries={draft.experience}
            errors={errors}
            onChange={(experience) => edit({ experience })}
          />
        </Section>
        <Section title="Education">
          <EducationEditor
            entries={draft.education}
            errors={errors}
            onChange={(education) => edit({ education })}
          />
        </Section>
        <Section title="Links" description="LinkedIn, GitHub, a portfolio or personal site.">
          <LinksEditor links={draft.links} errors={errors} onChange={(links) => edit({ links })} />
        </Section>
      </div>
      <aside className="lg:sticky lg:top-6 lg:self-start">
        <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <CompletenessMeter completeness={saved.completeness} />
          {formError && <Alert tone="error">{formError}</Alert>}
          <p className="text-sm text-slate-600" aria-live="polite">
            {dirty ? 'You have unsaved changes.' : saved.updatedAt ? 'All changes saved.' : 'Not saved yet.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className="btn-primary"
              disabled={busy || importing || (!dirty && saved.updatedAt !== null)}
            >
              {busy ? 'Saving…' : 'Save profile'}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy || importing || !dirty}
              onClick={() => {
                setDraft(toDraft(saved.profile));
                setErrors({});
                setFormError(null);
                setNotice(null);
              }}
            >
              Discard changes
            </button>
          </div>
          <Link
            to={ROUTES.candidateResumeBuilder}
            className="block text-sm font-medium text-brand-700 hover:underline"
          >
            Build a resume from this profile →
          </Link>
        </div>
      </aside>
      {guard.dialog}
    </form>
  );
}

function ProfilePage() {
  const { data, error, mutate } = useSWR<ProfileResponse>(PROFILE_KEY, { revalidateOnFocus: false });
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">User Profile</h1>
      <ProfileTabs />
      {error && !data && (
        <div className="mt-6">
          <LoadFailed message="Your profile could not be loaded." onRetry={() => void mutate()} />
        </div>
      )}
      {!data && !error && (
        <div className="mt-6">
          <Spinner label="Loading your profile" />
        </div>
      )}
      {data && <ProfileEditor initial={data} />}
    </div>
  );
}

export default ProfilePage;
