/** The profile form's list sections: skills, roles, education and links. Each entry can be added, moved, removed. */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PROFILE_LIMITS, type ProfileEducation, type ProfileLink } from '@intervia/shared';
import { TextField } from '../../components/TextField';
import { addSkills, moveItem, removeItem, updateItem, type ExperienceDraft } from './profile-form-state';

export type FieldErrors = Record<string, string>;

export const areaClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-500';

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function EntryControls({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn-secondary px-2 py-1 text-xs"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={`Move ${label} up`}
      >
        ↑ Up
      </button>
      <button
        type="button"
        className="btn-secondary px-2 py-1 text-xs"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`Move ${label} down`}
      >
        ↓ Down
      </button>
      <button
        type="button"
        className="btn-secondary px-2 py-1 text-xs text-red-700"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
      >
        Remove
      </button>
    </div>
  );
}

export function SkillsEditor({
  skills,
  error,
  onChange,
}: {
  skills: string[];
  error?: string | undefined;
  onChange(skills: string[]): void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [skipped, setSkipped] = useState<string[]>([]);
  const add = () => {
    const result = addSkills(skills, typed);
    onChange(result.skills);
    setSkipped(result.skipped);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div>
      {skills.length === 0 ? (
        <p className="text-sm text-slate-500">
          No skills yet. Add the tools, methods and strengths you work with.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Your skills">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900"
            >
              {skill}
              <button
                type="button"
                onClick={() => onChange(skills.filter((s) => s !== skill))}
                className="rounded-full px-1.5 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={`Remove skill ${skill}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            Add skills
          </label>
          <input
            id={id}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="e.g. PostgreSQL, stakeholder management"
            aria-describedby={`${id}-hint`}
            aria-invalid={error ? true : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-brand-500"
          />
        </div>
        <button type="button" className="btn-secondary" onClick={add} disabled={typed.trim() === ''}>
          Add
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Separate several with commas; press Enter to add. Up to {PROFILE_LIMITS.skills}.
      </p>
      {skipped.length > 0 && (
        <p className="mt-1 text-sm text-amber-800" role="status">
          Not added: {skipped.join(', ')}.
        </p>
      )}
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}

export function ExperienceEditor({
  entries,
  errors,
  onChange,
}: {
  entries: ExperienceDraft[];
  errors: FieldErrors;
  onChange(entries: ExperienceDraft[]): void;
}) {
  const id = useId();
  const update = (index: number, patch: Partial<ExperienceDraft>) =>
    onChange(updateItem(entries, index, patch));
  return (
    <div className="space-y-4">
      {entries.length === 0 && <p className="text-sm text-slate-500">No roles yet.</p>}
      {entries.map((entry, index) => {
        const label = `role ${index + 1}${entry.title ? ` (${entry.title})` : ''}`;
        const error = (field: string) => errors[`experience.${index}.${field}`];
        const highlightsError =
          errors[`experience.${index}.highlights`] ??
          Object.entries(errors).find(([path]) => path.startsWith(`experience.${index}.highlights.`))?.[1];
        return (
          <fieldset key={index} className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-700">Role {index + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label="Job title"
                value={entry.title}
                onChange={(event) => update(index, { title: event.target.value })}
                error={error('title')}
                maxLength={120}
              />
              <TextField
                label="Organisation"
                value={entry.organisation}
                onChange={(event) => update(index, { organisation: event.target.value })}
                error={error('organisation')}
                maxLength={120}
              />
              <TextField
                label="Period"
                value={entry.period}
                placeholder="2021 - present"
                onChange={(event) => update(index, { period: event.target.value })}
                error={error('period')}
                maxLength={60}
              />
            </div>
            <div className="mt-3">
              <label
                htmlFor={`${id}-${index}-highlights`}
                className="block text-sm font-medium text-slate-800"
              >
                Highlights
              </label>
              <textarea
                id={`${id}-${index}-highlights`}
                rows={4}
                value={entry.highlights}
                onChange={(event) => update(index, { highlights: event.target.value })}
                className={areaClass}
                aria-describedby={`${id}-${index}-highlights-hint`}
                aria-invalid={highlightsError ? true : undefined}
              />
              <p id={`${id}-${index}-highlights-hint`} className="mt-1 text-xs text-slate-500">
                One per line: what you did and what came of it. Up to {PROFILE_LIMITS.highlightsPerEntry}.
              </p>
              {highlightsError && <p className="mt-1 text-sm text-red-600">{highlightsError}</p>}
            </div>
            <div className="mt-3">
              <EntryControls
                label={label}
                index={index}
                count={entries.length}
                onMove={(direction) => onChange(moveItem(entries, index, direction))}
                onRemove={() => onChange(removeItem(entries, index))}
              />
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn-secondary"
        disabled={entries.length >= PROFILE_LIMITS.experience}
        onClick={() => onChange([...entries, { title: '', organisation: '', period: '', highlights: '' }])}
      >
        Add role
      </button>
    </div>
  );
}

export function EducationEditor({
  entries,
  errors,
  onChange,
}: {
  entries: ProfileEducation[];
  errors: FieldErrors;
  onChange(entries: ProfileEducation[]): void;
}) {
  const update = (index: number, patch: Partial<ProfileEducation>) =>
    onChange(updateItem(entries, index, patch));
  return (
    <div className="space-y-4">
      {entries.length === 0 && <p className="text-sm text-slate-500">No education yet.</p>}
      {entries.map((entry, index) => (
        <fieldset key={index} className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-700">Education {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label="Qualification"
              value={entry.qualification}
              onChange={(event) => update(index, { qualification: event.target.value })}
              error={errors[`education.${index}.qualification`]}
              maxLength={160}
            />
            <TextField
              label="Institution"
              value={entry.institution}
              onChange={(event) => update(index, { institution: event.target.value })}
              error={errors[`education.${index}.institution`]}
              maxLength={160}
            />
            <TextField
              label="Period"
              value={entry.period}
              onChange={(event) => update(index, { period: event.target.value })}
              error={errors[`education.${index}.period`]}
              maxLength={60}
            />
          </div>
          <div className="mt-3">
            <EntryControls
              label={`education ${index + 1}`}
              index={index}
              count={entries.length}
              onMove={(direction) => onChange(moveItem(entries, index, direction))}
              onRemove={() => onChange(removeItem(entries, index))}
            />
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn-secondary"
        disabled={entries.length >= PROFILE_LIMITS.education}
        onClick={() => onChange([...entries, { qualification: '', institution: '', period: '' }])}
      >
        Add education
      </button>
    </div>
  );
}

export function LinksEditor({
  links,
  errors,
  onChange,
}: {
  links: ProfileLink[];
  errors: FieldErrors;
  onChange(links: ProfileLink[]): void;
}) {
  const update = (index: number, patch: Partial<ProfileLink>) => onChange(updateItem(links, index, patch));
  return (
    <div className="space-y-3">
      {links.length === 0 && <p className="text-sm text-slate-500">No links yet.</p>}
      {links.map((link, index) => (
        <div key={index} className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_auto]">
          <TextField
            label={`Link ${index + 1} label`}
            value={link.label}
            placeholder="LinkedIn"
            onChange={(event) => update(index, { label: event.target.value })}
            error={errors[`links.${index}.label`]}
            maxLength={40}
          />
          <TextField
            label={`Link ${index + 1} address`}
            type="url"
            inputMode="url"
            value={link.url}
            placeholder="https://"
            onChange={(event) => update(index, { url: event.target.value })}
            error={errors[`links.${index}.url`]}
            maxLength={300}
          />
          <button
            type="button"
            className="btn-secondary text-red-700"
            onClick={() => onChange(removeItem(links, index))}
            aria-label={`Remove link ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn-secondary"
        disabled={links.length >= PROFILE_LIMITS.links}
        onClick={() => onChange([...links, { label: '', url: '' }])}
      >
        Add link
      </button>
    </div>
  );
}
