import { describe, expect, it } from 'vitest';
import { INITIAL_WIZARD_STATE, loadWizardState, prefillFromSearch, saveWizardState } from './wizard-state';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('wizard state', () => {
  it('round-trips through storage so a reload keeps the step and values', () => {
    const storage = memoryStorage();
    const state = {
      step: 3,
      values: { ...INITIAL_WIZARD_STATE.values, role: 'Data Engineer', difficulty: 'hard' },
    };
    saveWizardState(state, storage);
    expect(loadWizardState(storage)).toEqual(state);
  });

  it('starts fresh on missing or corrupt storage, and clamps impossible steps', () => {
    const storage = memoryStorage();
    expect(loadWizardState(storage)).toEqual(INITIAL_WIZARD_STATE);
    storage.setItem('intervia.create-interview.v1', '{not json');
    expect(loadWizardState(storage)).toEqual(INITIAL_WIZARD_STATE);
    storage.setItem('intervia.create-interview.v1', JSON.stringify({ step: 9, values: {} }));
    expect(loadWizardState(storage).step).toBe(1);
  });

  it('keeps the chosen interviewer and turn-taking, and falls back to the defaults for unknown ones', () => {
    const storage = memoryStorage();
    const chosen = {
      ...INITIAL_WIZARD_STATE.values,
      personaId: 'vera' as const,
      turnTaking: 'patient' as const,
    };
    saveWizardState({ step: 3, values: chosen }, storage);
    expect(loadWizardState(storage).values).toMatchObject({ personaId: 'vera', turnTaking: 'patient' });
    storage.setItem(
      'intervia.create-interview.v1',
      JSON.stringify({ step: 3, values: { personaId: 'gone', turnTaking: 'instant' } }),
    );
    expect(loadWizardState(storage).values).toMatchObject({
      personaId: 'iris',
      turnTaking: 'conversational',
    });
  });

  it('defaults the duration to 10 minutes', () => {
    expect(INITIAL_WIZARD_STATE.values.time).toBe('10');
  });

  it('prefills role and job description from the URL and drops a chosen resume', () => {
    const base = { step: 2, values: { ...INITIAL_WIZARD_STATE.values, resumeFileName: 'cv.pdf' } };
    const next = prefillFromSearch('?role=Nurse&jd=Care%20for%20patients&source=extension', base);
    expect(next).toEqual({
      step: 1,
      values: { ...base.values, role: 'Nurse', jobDescription: 'Care for patients', resumeFileName: null },
    });
    expect(prefillFromSearch('?source=extension', base)).toBeNull();
  });
});
