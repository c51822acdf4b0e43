/**
 * Choosing who conducts an interview (a persona: name, voice, style) and how they take turns. Shared by the
 * candidate's interview wizard and the recruiter's job form; the choices come from the one catalogue in shared.
 */
import { useId } from 'react';
import {
  INTERVIEWER_PERSONAS,
  TURN_TAKING_LABELS,
  TURN_TAKING_MODES,
  interviewerPersonaById,
  type InterviewerPersonaId,
  type TurnTakingMode,
} from '@intervia/shared';

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500';

export function PersonaChoice({
  value,
  onChange,
  legend = 'Interviewer',
}: {
  value: InterviewerPersonaId;
  onChange(id: InterviewerPersonaId): void;
  legend?: string;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {INTERVIEWER_PERSONAS.map((persona) => (
          <label key={persona.id} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={persona.id}
              checked={value === persona.id}
              onChange={() => onChange(persona.id)}
              className="mt-1"
              aria-describedby={`${name}-${persona.id}-about`}
            />
            <span>
              <span className="block font-semibold">{persona.name}</span>
              <span className="block text-xs capitalize text-brand-800">{persona.style}</span>
              <span id={`${name}-${persona.id}-about`} className="mt-1 block text-xs text-slate-600">
                {persona.description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TurnTakingChoice({
  value,
  onChange,
  legend = 'Turn-taking',
}: {
  value: TurnTakingMode;
  onChange(mode: TurnTakingMode): void;
  legend?: string;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {TURN_TAKING_MODES.map((mode) => (
          <label key={mode} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="mt-1"
              aria-describedby={`${name}-${mode}-about`}
            />
            <span>
              <span className="block font-semibold">{TURN_TAKING_LABELS[mode].label}</span>
              <span id={`${name}-${mode}-about`} className="mt-1 block text-xs text-slate-600">
                {TURN_TAKING_LABELS[mode].description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Sam (neutral)" — how a persona is named where an interview or job is summarised. */
export function personaLabel(id: string): string {
  const persona = interviewerPersonaById(id);
  return `${persona.name} (${persona.style})`;
}

/** "Conversational" / "Patient". */
export function turnTakingLabel(mode: TurnTakingMode): string {
  return TURN_TAKING_LABELS[mode].label;
}
