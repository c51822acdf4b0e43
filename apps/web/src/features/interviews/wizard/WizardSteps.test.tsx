import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { EMPTY_INTERVIEW_FORM, JOB_DESCRIPTION_MAX_CHARS } from '@intervia/shared';
import { StepResumeOrJobDescription } from './WizardSteps';

const render = (jobDescription: string, resume: File | null = null) =>
  renderToStaticMarkup(
    <StepResumeOrJobDescription
      values={{ ...EMPTY_INTERVIEW_FORM, jobDescription }}
      update={() => undefined}
      resume={resume}
      onResume={() => undefined}
    />,
  );

describe('the job description step', () => {
  it('keeps a paste longer than the limit whole and says by how much it is too long', () => {
    const html = render('x'.repeat(JOB_DESCRIPTION_MAX_CHARS + 1234));
    expect(html).not.toContain('maxlength');
    expect(html).toContain('1,234 characters too long; please shorten it');
    expect(render('A short posting.')).not.toContain('too long');
  });

  it('says right there that the interview works from one of the two when both are given', () => {
    const resume = new File(['%PDF'], 'resume.pdf', { type: 'application/pdf' });
    expect(render('Data analyst posting', resume)).toContain(
      'remove the resume or clear the job description',
    );
    expect(render('', resume)).not.toContain('remove the resume');
    expect(render('Data analyst posting')).not.toContain('remove the resume');
  });
});
