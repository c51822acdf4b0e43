import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resumeDocumentSchema, type CandidateProfile } from '@intervia/shared';
import { buildResumeDocument, resumeReadinessProblems, tidyHighlight } from './build-resume';
import { checkRewriteFacts } from './rewrite-fact-check';
import { EMPTY_PROFILE } from './profile-from-resume';

const PROFILE: CandidateProfile = {
  fullName: 'Sam Lee',
  headline: 'Backend Engineer',
  email: 'sam@example.com',
  phone: '+44 20 7946 0000',
  location: 'Leeds',
  summary: 'Engineer who builds reliable services.',
  skills: ['Leadership', 'Python', 'PostgreSQL', 'Kubernetes'],
  experience: [
    {
      title: 'Senior Engineer',
      organisation: 'Acme',
      period: '2020 - 2024',
      highlights: [
        'i mentored four junior engineers.',
        'Was responsible for the billing service written in Python',
        'Moved our deploys to Kubernetes, cutting release time by 40%',
      ],
    },
  ],
  education: [{ qualification: 'BSc Computer Science', institution: 'Leeds', period: '2012 - 2015' }],
  links: [{ label: 'GitHub', url: 'https://github.com/samlee/' }],
};

describe('buildResumeDocument', () => {
  it('lays the profile out without adding anything', () => {
    const document = buildResumeDocument(PROFILE, { template: 'classic', targetJob: null });
    expect(document).toEqual({
      template: 'classic',
      fullName: 'Sam Lee',
      headline: 'Backend Engineer',
      contact: ['sam@example.com', '+44 20 7946 0000', 'Leeds', 'github.com/samlee'],
      summary: 'Engineer who builds reliable services.',
      skills: ['Leadership', 'Python', 'PostgreSQL', 'Kubernetes'],
      experience: [
        {
          title: 'Senior Engineer',
          organisation: 'Acme',
          period: '2020 - 2024',
          bullets: [
            'Mentored four junior engineers',
            'Responsible for the billing service written in Python',
            'Moved our deploys to Kubernetes, cutting release time by 40%',
          ],
        },
      ],
      education: PROFILE.education,
      targetJobTitle: null,
    });
    expect(resumeDocumentSchema.safeParse(document).success).toBe(true);
  });

  it('puts what the target job asks for first, keeping the candidate order otherwise', () => {
    const document = buildResumeDocument(PROFILE, {
      template: 'modern',
      targetJob: { title: 'Platform Engineer', description: 'Run our Kubernetes clusters and deploys.' },
    });
    expect(document.skills).toEqual(['Kubernetes', 'Leadership', 'Python', 'PostgreSQL']);
    expect(document.experience[0]!.bullets[0]).toBe(
      'Moved our deploys to Kubernetes, cutting release time by 40%',
    );
    expect(document.targetJobTitle).toBe('Platform Engineer');
  });

  it('keeps every highlight whatever the target job (same bullets, maybe reordered)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (description) => {
        const document = buildResumeDocument(PROFILE, {
          template: 'compact',
          targetJob: { title: 'Any', description },
        });
        const plain = buildResumeDocument(PROFILE, { template: 'compact', targetJob: null });
        expect([...document.experience[0]!.bullets].sort()).toEqual([...plain.experience[0]!.bullets].sort());
        expect([...document.skills].sort()).toEqual([...plain.skills].sort());
      }),
    );
  });
});

describe('resumeReadinessProblems', () => {
  it('asks for a name and some content', () => {
    expect(resumeReadinessProblems(EMPTY_PROFILE)).toEqual([
      'Add your full name to the profile first.',
      'Add a summary, skills, a role or education to the profile first.',
    ]);
    expect(resumeReadinessProblems(PROFILE)).toEqual([]);
  });
});

describe('tidyHighlight', () => {
  it('tidies wording only', () => {
    expect(tidyHighlight('  - we   shipped the app.  ')).toBe('Shipped the app');
    expect(tidyHighlight('I was responsible for hiring')).toBe('Responsible for hiring');
    expect(tidyHighlight('Increased sales by 20%')).toBe('Increased sales by 20%');
  });
});

describe('checkRewriteFacts', () => {
  const original = 'Moved our deploys to Kubernetes, cutting release time by 40% at Acme';

  it('accepts a rephrasing that keeps the facts', () => {
    expect(checkRewriteFacts(original, 'Cut release time 40% by moving Acme deploys to Kubernetes')).toEqual({
      ok: true,
    });
  });

  it('rejects a new number', () => {
    expect(checkRewriteFacts(original, 'Cut release time by 60% by moving deploys to Kubernetes')).toEqual({
      ok: false,
      reason: 'it adds the number “60”',
    });
  });

  it('rejects a skill the original does not mention', () => {
    expect(
      checkRewriteFacts(original, 'Moved deploys to Kubernetes and Terraform, cutting release time 40%'),
    ).toEqual({ ok: false, reason: 'it names Terraform, which the original does not' });
  });

  it('rejects a new proper name', () => {
    const result = checkRewriteFacts(original, 'Cut release time 40% at Acme and Globex with Kubernetes');
    expect(result).toEqual({ ok: false, reason: 'it names “Globex”, which the original does not' });
  });

  it('rejects padding and empty answers', () => {
    expect(
      checkRewriteFacts('Led a team', 'Led a large cross-functional team across many regions and time zones'),
    ).toMatchObject({ ok: false, reason: 'the rewrite is much longer than the original' });
    expect(checkRewriteFacts(original, '  ')).toMatchObject({ ok: false });
  });

  it('accepts the original itself, whatever it says', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 120 }), (text) => {
        fc.pre(
          text
            .trim()
            .split(/\s+/)
            .filter((w) => /\p{L}/u.test(w)).length >= 2,
        );
        expect(checkRewriteFacts(text, text)).toEqual({ ok: true });
      }),
    );
  });
});
