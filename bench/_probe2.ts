import { readPreferences } from '../packages/engine/src/planning/read-preferences';
import { BLIND_POSTINGS_2026_11_28B as B } from '../packages/engine/src/planning/fixtures/blind-postings-2026-11-28b';
import { analyzeInterviewInput } from '../packages/engine/src/analysis/analyze-interview-input';
import { planInterview } from '../packages/engine/src/planning/plan-interview';
for (const [key, p] of Object.entries(B)) {
  const r = readPreferences(p.preferences);
  const a = analyzeInterviewInput(p);
  const plan = planInterview({ ...a, difficulty: 'medium', durationMinutes: 10, preferences: p.preferences });
  const text = [...plan.questions, ...(plan.reserve ?? [])].map((q) => q.text).join(' ').toLowerCase();
  const missing = p.preferredTopics.filter((t) => !text.includes(t.toLowerCase()));
  console.log(key, JSON.stringify({ focus: r.focusSkills.map((s) => s.name), topics: (r as any).focusTopics ?? (r as any).topics, missing }));
}
