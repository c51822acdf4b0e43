/**
 * /dashboard/candidate/profile/resume: build a resume from the saved profile — a template, an optional target job,
 * optional rewording by the language model (fact-checked) — preview it, download PDF or DOCX, keep versions.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import {
  RESUME_TEMPLATES,
  RESUME_TEMPLATE_LABELS,
  ROUTES,
  type BuiltResumeResponse,
  type PublicJob,
  type ResumeDocument,
  type ResumeExportFormat,
  type ResumeTemplate,
  type ResumeVersionSummary,
  type RewriteReport,
  type RewriteSource,
  type ClientConfig,
} from '@intervia/shared';

const CLIENT_CONFIG_KEY = '/api/client-config';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { apiErrorMessage, ApiRequestError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import {
  RESUME_VERSIONS_KEY,
  buildResume,
  deleteResumeVersion,
  downloadPreview,
  getResumeVersion,
  saveResumeVersion,
  versionExportUrl,
} from './profile-api';
import { areaClass } from './ProfileSections';
import { ProfileTabs } from './ProfileTabs';
import { ResumePreview } from './ResumePreview';
import { jobDescriptionText } from '../jobs/job-format';
import { LoadFailed } from '../../components/LoadFailed';

interface Shown {
  document: ResumeDocument;
  rewrite: RewriteReport | null;
  /** Set when the preview is a saved version rather than a fresh build. */
  versionName: string | null;
}

function defaultVersionName(document: ResumeDocument): string {
  const label = RESUME_TEMPLATE_LABELS[document.template].name;
  return (document.targetJobTitle ? `${document.targetJobTitle} (${label})` : `${label} resume`).slice(0, 80);
}

function RewriteSummary({ report }: { report: RewriteReport }) {
  if (report.notice) return <Alert tone="info">{report.notice}</Alert>;
  if (report.source !== 'llm') return null;
  return (
    <Alert tone="info">
      <p>
        The language model reworded {report.rewritten} {report.rewritten === 1 ? 'highlight' : 'highlights'}.
        {report.keptAsWritten.length > 0 &&
          ` ${report.keptAsWritten.length} kept your wording because the rewrite added something your profile does not say.`}
      </p>
      {report.keptAsWritten.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold">Rewrites we did not use</summary>
          <ul className="mt-2 space-y-2">
            {report.keptAsWritten.map((item, index) => (
              <li key={index}>
                <span className="line-through">{item.rejected}</span>
                <br />
                <span>Not used: {item.reason}.</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </Alert>
  );
}

function SaveVersionForm({ shown, onSaved }: { shown: Shown; onSaved(name: string): void }) {
  const [name, setName] = useState(() => defaultVersionName(shown.document));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const source: RewriteSource = shown.rewrite?.source ?? 'built-in';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await saveResumeVersion(name.trim(), shown.document, source);
      onSaved(name.trim());
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The resume could not be saved. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2" noValidate>
      <TextField
        label="Version name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={80}
        className="min-w-0 flex-1"
        error={problem ?? undefined}
      />
      <button type="submit" className="btn-primary" disabled={busy || name.trim() === ''}>
        {busy ? 'Saving…' : 'Save version'}
      </button>
    </form>
  );
}

function DownloadButtons({ document }: { document: ResumeDocument }) {
  const [busy, setBusy] = useState<ResumeExportFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async (format: ResumeExportFormat) => {
    setBusy(format);
    setProblem(null);
    try {
      await downloadPreview(document, format);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The file could not be made. Try again.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {(['pdf', 'docx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="btn-secondary"
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {busy === format ? 'Preparing…' : `Download ${format.toUpperCase()}`}
          </button>
        ))}
      </div>
      {problem && (
        <div className="mt-2">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
    </div>
  );
}

function SavedVersions({ onOpen }: { onOpen(version: ResumeVersionSummary): Promise<void> }) {
  const { data, error, mutate } = useSWR<{ versions: ResumeVersionSummary[] }>(RESUME_VERSIONS_KEY);
  const [deleting, setDeleting] = useState<ResumeVersionSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setProblem(null);
    try {
      await deleteResumeVersion(deleting.id);
      setDeleting(null);
      await mutate();
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The resume could not be deleted. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="saved-resumes" className="mt-10">
      <h2 id="saved-resumes" className="text-lg font-semibold text-slate-900">
        Saved resumes
      </h2>
      {error && !data && (
        <div className="mt-3">
          <LoadFailed message="Your saved resumes could not be loaded." onRetry={() => void mutate()} />
        </div>
      )}
      {!data && !error && (
        <div className="mt-3">
          <Spinner label="Loading saved resumes" />
        </div>
      )}
      {data && data.versions.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">
          No saved resumes yet. Build one above and press Save version.
        </p>
      )}
      {data && data.versions.length > 0 && (
        <ul
          className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
          aria-label="Saved resumes"
        >
          {data.versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{version.name}</p>
                <p className="text-xs text-slate-600">
                  {RESUME_TEMPLATE_LABELS[version.template].name} · {formatDate(version.createdAt)}
                  {version.targetJobTitle ? ` · for ${version.targetJobTitle}` : ''}
                  {version.rewriteSource === 'llm' ? ' · reworded by AI' : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-secondary px-3 py-1.5"
                  onClick={() => void onOpen(version)}
                  aria-label={`Open ${version.name}`}
                >
                  Open
                </button>
                <a
                  className="btn-secondary px-3 py-1.5"
                  href={versionExportUrl(version, 'pdf')}
                  download
                  aria-label={`Download ${version.name} as PDF`}
                >
                  PDF
                </a>
                <a
                  className="btn-secondary px-3 py-1.5"
                  href={versionExportUrl(version, 'docx')}
                  download
                  aria-label={`Download ${version.name} as DOCX`}
                >
                  DOCX
                </a>
                <button
                  type="button"
                  className="btn-secondary px-3 py-1.5 text-red-700"
                  onClick={() => setDeleting(version)}
                  aria-label={`Delete ${version.name}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <Dialog
          title="Delete this resume?"
          description={`“${deleting.name}” will be deleted. Your profile stays as it is.`}
          onClose={() => setDeleting(null)}
        >
          {problem && (
            <div className="mb-3">
              <Alert tone="error">{problem}</Alert>
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button type="button" className="btn-danger" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

function ResumeBuilderPage() {
  const id = useId();
  const versions = useSWR<{ versions: ResumeVersionSummary[] }>(RESUME_VERSIONS_KEY);
  const [template, setTemplate] = useState<ResumeTemplate>('classic');
  const [typedTitle, setTargetTitle] = useState<string | null>(null);
  const [typedDescription, setTargetDescription] = useState<string | null>(null);
  const [rewrite, setRewrite] = useState(false);
  // Rewording needs the server's language model; without one the option is shown off, with the reason.
  const clientConfig = useSWR<ClientConfig>(CLIENT_CONFIG_KEY);
  const canReword = clientConfig.data?.languageModel === true;
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; profileLink: boolean } | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);

  // "Tailor your resume" on a job page opens the builder with ?jobId=…: that job becomes the target.
  const [params] = useSearchParams();
  const jobId = params.get('jobId');
  const job = useSWR<{ job: PublicJob }>(jobId ? `/api/jobs/${encodeURIComponent(jobId)}` : null);
  const targetJob = job.data?.job;
  // What the candidate typed wins; until then the fields show the job's (null = not typed yet).
  const targetTitle = typedTitle ?? targetJob?.title ?? '';
  const targetDescription =
    typedDescription ?? (targetJob ? jobDescriptionText(targetJob).slice(0, 20000) : '');

  const build = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(rewrite && canReword ? 'Building and rewording your resume' : 'Building your resume');
    setProblem(null);
    setSavedAs(null);
    try {
      const hasTarget = targetTitle.trim() !== '' || targetDescription.trim() !== '';
      const result: BuiltResumeResponse = await buildResume({
        template,
        targetJob: hasTarget ? { title: targetTitle.trim(), description: targetDescription.trim() } : null,
        rewrite: rewrite && canReword,
      });
      setShown({ document: result.document, rewrite: result.rewrite, versionName: null });
    } catch (error) {
      setProblem({
        text: apiErrorMessage(error, 'The resume could not be built. Try again.'),
        profileLink: error instanceof ApiRequestError && error.code === 'validation-error',
      });
    } finally {
      setBusy(null);
    }
  };

  const open = async (version: ResumeVersionSummary) => {
    setBusy(`Opening ${version.name}`);
    setProblem(null);
    setSavedAs(null);
    try {
      const { version: full } = await getResumeVersion(version.id);
      setShown({ document: full.document, rewrite: null, versionName: full.name });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      setProblem({
        text: apiErrorMessage(error, 'That resume could not be opened. Try again.'),
        profileLink: false,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">User Profile</h1>
      <ProfileTabs />
      <div className="mt-6 grid gap-6 xl:grid-cols-[22rem_1fr]">
        <form
          onSubmit={(event) => void build(event)}
          className="space-y-5 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          aria-label="Resume options"
        >
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Template</legend>
            <div className="mt-2 space-y-2">
              {RESUME_TEMPLATES.map((option) => (
                <label
                  key={option}
                  className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${
                    template === option
                      ? 'border-brand-600 bg-brand-50'
                      : 'border-slate-200 hover:bg-slate-50'
                  }`}
                >
                  <input
                    type="radio"
                    name="template"
                    value={option}
                    checked={template === option}
                    onChange={() => setTemplate(option)}
                    className="mt-1"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">
                      {RESUME_TEMPLATE_LABELS[option].name}
                    </span>
                    <span className="text-slate-600">{RESUME_TEMPLATE_LABELS[option].description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Target job (optional)</legend>
            <p className="text-xs text-slate-600">
              Skills and highlights that match the job come first. Nothing is added that your profile does not
              say.
            </p>
            {targetJob && (
              <p className="text-xs text-slate-700" role="status">
                Filled from {targetJob.title} at {targetJob.company}.
              </p>
            )}
            {jobId && job.error && (
              <p className="text-xs text-red-700" role="status">
                That job could not be loaded; type the target job instead.
              </p>
            )}
            <TextField
              label="Job title"
              value={targetTitle}
              onChange={(event) => setTargetTitle(event.target.value)}
              maxLength={120}
            />
            <div>
              <label htmlFor={`${id}-jd`} className="block text-sm font-medium text-slate-800">
                Job description
              </label>
              <textarea
                id={`${id}-jd`}
                rows={5}
                maxLength={20000}
                value={targetDescription}
                onChange={(event) => setTargetDescription(event.target.value)}
                className={areaClass}
              />
            </div>
          </fieldset>
          <label className={`flex gap-3 text-sm ${canReword ? '' : 'cursor-not-allowed'}`}>
            <input
              type="checkbox"
              checked={rewrite && canReword}
              disabled={!canReword}
              onChange={(event) => setRewrite(event.target.checked)}
              className="mt-1"
              aria-describedby={`${id}-reword-hint`}
            />
            <span>
              <span className={`font-semibold ${canReword ? 'text-slate-900' : 'text-slate-500'}`}>
                Reword highlights with AI
              </span>
              <span id={`${id}-reword-hint`} className="block text-slate-600">
                {canReword
                  ? 'Uses the configured language model. Each rewrite is checked: one that adds a number, skill or name your profile does not state is not used.'
                  : clientConfig.data
                    ? 'No language model is configured on this server, so this is off and your highlights are used as you wrote them (an administrator can set LLM_BASE_URL and LLM_MODEL).'
                    : 'Checking whether a language model is available…'}
              </span>
            </span>
          </label>
          <button type="submit" className="btn-primary w-full" disabled={busy !== null}>
            Build resume
          </button>
          <Link
            to={ROUTES.candidateProfile}
            className="block text-sm font-medium text-brand-700 hover:underline"
          >
            ← Edit your profile
          </Link>
        </form>

        <div className="min-w-0 space-y-4">
          {busy && <Spinner label={busy} />}
          {problem && (
            <Alert tone="error">
              {problem.text}{' '}
              {problem.profileLink && (
                <Link to={ROUTES.candidateProfile} className="font-semibold underline">
                  Go to your profile
                </Link>
              )}
            </Alert>
          )}
          {!shown && !busy && !problem && (
            <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
              Choose a template and press <strong>Build resume</strong> to see it here.
              {versions.data &&
                versions.data.versions.length > 0 &&
                ' Or open one of your saved resumes below.'}
            </div>
          )}
          {shown && (
            <>
              {shown.versionName && (
                <Alert tone="info">Showing your saved resume “{shown.versionName}”.</Alert>
              )}
              {shown.rewrite && <RewriteSummary report={shown.rewrite} />}
              <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <DownloadButtons document={shown.document} />
                {!shown.versionName && (
                  <div className="min-w-[16rem] flex-1">
                    {savedAs ? (
                      <Alert tone="success">Saved as “{savedAs}”.</Alert>
                    ) : (
                      <SaveVersionForm
                        key={JSON.stringify(shown.document)}
                        shown={shown}
                        onSaved={(name) => {
                          setSavedAs(name);
                          void versions.mutate();
                        }}
                      />
                    )}
                  </div>
                )}
              </div>
              <ResumePreview document={shown.document} />
            </>
          )}
        </div>
      </div>
      <SavedVersions onOpen={open} />
    </div>
  );
}

export default ResumeBuilderPage;
