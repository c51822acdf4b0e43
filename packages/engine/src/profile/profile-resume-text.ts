/**
 * A saved profile written out as plain résumé text, in the section layout the résumé analysis reads (name,
 * headline, contact line, then Summary / Experience / Education / Skills), so a job-description interview can also
 * ask about the candidate's own work.
 */
import type { CandidateProfile } from '@intervia/shared';

export function profileAsResumeText(profile: CandidateProfile): string {
  const lines: string[] = [];
  if (profile.fullName) lines.push(profile.fullName);
  if (profile.headline) lines.push(profile.headline);
  const contact = [profile.email, profile.phone, profile.location].filter(Boolean).join(' · ');
  if (contact) lines.push(contact);
  if (profile.summary) lines.push('', 'SUMMARY', profile.summary);
  if (profile.experience.length > 0) {
    lines.push('', 'EXPERIENCE');
    for (const role of profile.experience) {
      lines.push([role.title, role.organisation, role.period].filter(Boolean).join(', '));
      for (const highlight of role.highlights) lines.push(`- ${highlight}`);
    }
  }
  if (profile.education.length > 0) {
    lines.push('', 'EDUCATION');
    for (const entry of profile.education) {
      lines.push([entry.qualification, entry.institution, entry.period].filter(Boolean).join(', '));
    }
  }
  if (profile.skills.length > 0) lines.push('', 'SKILLS', profile.skills.join(', '));
  return lines.join('\n');
}
