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

/** One option card: its title, an optional style line, and a description the radio button is described by. */
interface ChoiceOption<T extends string> {
  value: T;
  title: string;
  detail?: string;
  description: string;
}

/** Radio buttons as cards in a grid, under a legend. */
function ChoiceCards<T extends string>({
  legend,
  gridClass,
  options,
  value,
  onChange,
}: {
  legend: string;
  gridClass: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange(value: T): void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${gridClass}`}>
        {options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1"
              aria-describedby={`${name}-${option.value}-about`}
            />
            <span>
              <span className="block font-semibold">{option.title}</span>
              {option.detail !== undefined && (
                <span className="block text-xs capitalize text-brand-800">{option.detail}</span>
              )}
              <span id={`${name}-${option.value}-about`} className="mt-1 block text-xs text-slate-600">
                {option.description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const PERSONA_OPTIONS = INTERVIEWER_PERSONAS.map((persona) => ({
  value: persona.id,
  title: persona.name,
  detail: persona.style,
  description: persona.description,
}));

const TURN_TAKING_OPTIONS = TURN_TAKING_MODES.map((mode) => ({
  value: mode,
  title: TURN_TAKING_LABELS[mode].label,
  description: TURN_TAKING_LABELS[mode].description,
}));

export function PersonaChoice({
  value,
  onChange,
  legend = 'Interviewer',
}: {
  value: InterviewerPersonaId;
  onChange(id: InterviewerPersonaId): void;
  legend?: string;
}) {
  return (
    <ChoiceCards
      legend={legend}
      gridClass="sm:grid-cols-3"
      options={PERSONA_OPTIONS}
      value={value}
      onChange={onChange}
    />
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
  return (
    <ChoiceCards
      legend={legend}
      gridClass="sm:grid-cols-2"
      options={TURN_TAKING_OPTIONS}
      value={value}
      onChange={onChange}
    />
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
