import { describe, expect, it } from 'vitest';
import type { CandidateProfile } from '@intervia/shared';
import {
  addSkills,
  formPathOf,
  fromDraft,
  moveItem,
  removeItem,
  sameProfile,
  toDraft,
  updateItem,
} from './profile-form-state';

const PROFILE: CandidateProfile = {
  fullName: 'Ana Diaz',
  headline: 'Engineer',
  email: 'ana@example.com',
  phone: '',
  location: '',
  summary: '',
  skills: ['Go'],
  experience: [
    { title: 'Engineer', organisation: 'Acme', period: '2020', highlights: ['Built APIs', 'Led a team'] },
  ],
  education: [],
  links: [],
};

describe('profile form state', () => {
  it('round-trips a profile unchanged', () => {
    expect(fromDraft(toDraft(PROFILE))).toEqual(PROFILE);
    expect(sameProfile(fromDraft(toDraft(PROFILE)), PROFILE)).toBe(true);
  });

  it('splits highlights into lines, dropping bullets and blank lines', () => {
    const draft = toDraft(PROFILE);
    draft.experience[0]!.highlights = '- Built APIs\n\n • Led a team  \n';
    expect(fromDraft(draft).experience[0]!.highlights).toEqual(['Built APIs', 'Led a team']);
  });

  it('drops entries left completely empty, and keeps partly filled ones for validation', () => {
    const draft = toDraft(PROFILE);
    draft.experience.push({ title: '', organisation: '', period: '', highlights: '' });
    draft.education.push({ qualification: '', institution: 'Leeds', period: '' });
    draft.links.push({ label: '', url: '' });
    const profile = fromDraft(draft);
    expect(profile.experience).toHaveLength(1);
    expect(profile.education).toEqual([{ qualification: '', institution: 'Leeds', period: '' }]);
    expect(profile.links).toEqual([]);
  });

  it('adds typed skills once each and says what it left out', () => {
    expect(addSkills(['Go'], 'docker, go; Terraform\n ')).toEqual({
      skills: ['Go', 'docker', 'Terraform'],
      skipped: ['go (already listed)'],
    });
    const full = Array.from({ length: 40 }, (_, i) => `S${i}`);
    expect(addSkills(full, 'One more').skipped).toEqual(['One more (at most 40 skills)']);
  });

  it('changes or removes one entry and leaves the list given as it was', () => {
    const links = [
      { label: 'a', url: 'https://a.example' },
      { label: 'b', url: 'https://b.example' },
    ];
    expect(updateItem(links, 1, { label: 'B' })).toEqual([
      links[0],
      { label: 'B', url: 'https://b.example' },
    ]);
    expect(removeItem(links, 0)).toEqual([links[1]]);
    expect(links[1]!.label).toBe('b');
  });

  it('moves entries up and down within bounds', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('maps server error paths back to the form, skipping the empty entries that were not sent', () => {
    const draft = toDraft(PROFILE);
    draft.experience.unshift({ title: '', organisation: '', period: '', highlights: '' });
    expect(formPathOf('experience.0.title', draft)).toBe('experience.1.title');
    expect(formPathOf('email', draft)).toBe('email');
  });
});
