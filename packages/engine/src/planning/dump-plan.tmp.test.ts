import { it } from 'vitest';
import { analyzeInterviewInput } from '../analysis/analyze-interview-input';
import { BLIND_POSTINGS_2026_11_28G } from './fixtures/blind-postings-2026-11-28g';
import { planInterview } from './plan-interview';
it('dump', () => {
  const only = (process.env.ONLY ?? '').split(',');
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_28G)) {
    if (!only.includes(name)) continue;
    const { parsedJD, resume } = analyzeInterviewInput(posting);
    console.log('\n=== ' + name + '\nlisted: ' + posting.listedSkills.join(' | '));
    console.log('parsed: ' + parsedJD.skills.map((s) => `${s.name}[${s.category},${s.importance}${s.required ? ',req' : ''}]`).join(' | '));
    const plan = planInterview({ parsedJD, resume, difficulty: 'medium', durationMinutes: 10, preferences: process.env.PREFS ? posting.preferences : '' });
    for (const q of plan.questions) console.log(`  [${q.kind}/${q.skill ?? ''}] ${q.text}`);
  }
});
