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
