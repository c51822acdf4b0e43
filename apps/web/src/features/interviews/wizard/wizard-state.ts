/** Wizard state (values + step), persisted in sessionStorage so a reload keeps the candidate's work. */
import {
  EMPTY_INTERVIEW_FORM,
  INTERVIEWER_PERSONA_IDS,
  TURN_TAKING_MODES,
  type InterviewFormValues,
} from '@intervia/shared';

export const WIZARD_STEPS = 4;
const STORAGE_KEY = 'intervia.create-interview.v1';

export interface WizardState {
  step: number;
  values: InterviewFormValues;
}

export const INITIAL_WIZARD_STATE: WizardState = { step: 1, values: EMPTY_INTERVIEW_FORM };

export function loadWizardState(storage: Pick<Storage, 'getItem'> = sessionStorage): WizardState {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return INITIAL_WIZARD_STATE;
    const parsed = JSON.parse(raw) as Partial<WizardState>;
    const step = Number(parsed.step);
    const values = { ...EMPTY_INTERVIEW_FORM, ...(parsed.values ?? {}) };
    // A choice that no longer exists (an older saved state) falls back to the default rather than failing later.
    if (!(INTERVIEWER_PERSONA_IDS as readonly string[]).includes(values.personaId))
      values.personaId = EMPTY_INTERVIEW_FORM.personaId;
    if (!(TURN_TAKING_MODES as readonly string[]).includes(values.turnTaking))
      values.turnTaking = EMPTY_INTERVIEW_FORM.turnTaking;
    return {
      step: Number.isInteger(step) && step >= 1 && step <= WIZARD_STEPS ? step : 1,
      values,
    };
  } catch {
    return INITIAL_WIZARD_STATE;
  }
}

export function saveWizardState(
  state: WizardState,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the wizard still works, it just won't survive a reload.
  }
}

export function clearWizardState(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}

/** Values passed in the URL (the browser extension and job pages open the wizard prefilled). */
export function prefillFromSearch(search: string, base: WizardState): WizardState | null {
  const params = new URLSearchParams(search);
  const role = params.get('role');
  const jd = params.get('jd');
  if (!role && !jd) return null;
  return {
    step: 1,
    values: {
      ...base.values,
      ...(role ? { role: role.slice(0, 120) } : {}),
      ...(jd ? { jobDescription: jd, resumeFileName: null } : {}),
    },
  };
}
