import { describe, expect, it } from 'vitest';
import { jobInputSchema } from './jobs';

const job = {
  title: 'Warehouse Team Lead',
  company: 'Harbour Logistics',
  location: 'Porto',
  remote: 'onsite',
  description: 'Lead the night shift of our Porto warehouse: people, safety, and on-time dispatch every day.',
};

describe('jobInputSchema salary', () => {
  it('accepts whole amounts with a currency', () => {
    const parsed = jobInputSchema.parse({
      ...job,
      salaryMin: 35000,
      salaryMax: 42000,
      salaryCurrency: 'EUR',
    });
    expect(parsed).toMatchObject({ salaryMin: 35000, salaryMax: 42000 });
  });

  it('says in plain words what a salary that is not a whole number should be', () => {
    const result = jobInputSchema.safeParse({ ...job, salaryMin: Number.NaN, salaryCurrency: 'EUR' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'The minimum salary must be a whole number, such as 35000.',
    );
    const fraction = jobInputSchema.safeParse({ ...job, salaryMax: 35000.5, salaryCurrency: 'EUR' });
    expect(fraction.error?.issues[0]?.message).toBe(
      'The maximum salary must be a whole number, such as 35000.',
    );
  });
});

describe('jobInputSchema first-round duration', () => {
  it('says in plain words what a length out of range or left empty should be', () => {
    const message = (value: number) =>
      jobInputSchema.safeParse({ ...job, firstRoundEnabled: true, firstRoundDurationMinutes: value }).error
        ?.issues[0]?.message;
    // An empty field reaches the schema as 0 (Number('')).
    expect(message(0)).toBe('The interview lasts at least 3 minutes.');
    expect(message(500)).toMatch(/^The interview lasts at most \d+ minutes\.$/);
    expect(message(7.5)).toBe('Enter a whole number of minutes.');
    expect(message(Number.NaN)).toBe('Enter the interview’s length in minutes.');
  });
});
