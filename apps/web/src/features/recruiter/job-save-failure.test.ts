import { describe, expect, it } from 'vitest';
import { FIX_FIELDS_MESSAGE, fieldsOfIssues, jobSaveFailure } from './job-save-failure';

describe('jobSaveFailure', () => {
  it('puts each field’s message beside the field and asks to correct them', () => {
    expect(
      jobSaveFailure('Title must be at least 2 characters.', {
        title: 'Title must be at least 2 characters.',
        salaryMax: 'The minimum salary cannot be above the maximum.',
      }),
    ).toEqual({
      summary: FIX_FIELDS_MESSAGE,
      fieldErrors: {
        title: 'Title must be at least 2 characters.',
        salaryMax: 'The minimum salary cannot be above the maximum.',
      },
    });
  });

  it('keeps a failure tied to no field in the summary', () => {
    expect(jobSaveFailure('Cannot reach the server. Check your connection and try again.')).toEqual({
      summary: 'Cannot reach the server. Check your connection and try again.',
      fieldErrors: {},
    });
    expect(
      jobSaveFailure('Choose which company this job belongs to.', { organizationId: 'Unknown company.' }),
    ).toEqual({
      summary: 'Unknown company.',
      fieldErrors: {},
    });
  });

  it('reads a nested path by its top-level field', () => {
    expect(jobSaveFailure('x', { 'salaryMin.0': 'Too low.' }).fieldErrors).toEqual({ salaryMin: 'Too low.' });
  });
});

describe('fieldsOfIssues', () => {
  it('keeps the first message for each path', () => {
    expect(
      fieldsOfIssues([
        { path: ['title'], message: 'first' },
        { path: ['title'], message: 'second' },
        { path: [], message: 'whole form' },
      ]),
    ).toEqual({ title: 'first', _: 'whole form' });
  });
});
