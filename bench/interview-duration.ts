/**
 * Interview duration: how many questions and follow-ups the built-in interviewer asks, and how long the call lasts,
 * for each duration with thirty-second answers (spoken, and typed at once), on the posting fixtures. Pure engine
 * code with a simulated clock, so the figures do not depend on the machine's load.
 * Run: `npx tsx bench/interview-duration.ts`.
 */
import { analyzeInterviewInput } from '../packages/engine/src/analysis/analyze-interview-input';
import { JOB_DESCRIPTION_FIXTURES } from '../packages/engine/src/analysis/fixtures/job-descriptions';
import { planInterview } from '../packages/engine/src/planning/plan-interview';
import { simulateCall } from '../packages/engine/src/interviewer/interview-simulation.testing';

const DURATIONS = [5, 10, 15, 20, 30];

for (const typed of [false, true]) {
  console.log(
    `\n${typed ? 'Typed' : 'Spoken'} thirty-second answers — min / median / max over ${Object.keys(JOB_DESCRIPTION_FIXTURES).length} postings`,
  );
  console.log('minutes | lasted (s)        | questions   | follow-ups');
  for (const minutes of DURATIONS) {
    const calls = Object.values(JOB_DESCRIPTION_FIXTURES).map((fixture) => {
      const { parsedJD } = analyzeInterviewInput(fixture);
      const plan = planInterview({
        parsedJD,
        resume: null,
        difficulty: 'medium',
        durationMinutes: minutes,
        preferences: '',
      });
      return simulateCall(plan, minutes * 60, { typed });
    });
    const stats = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${sorted[0]} / ${sorted[Math.floor(sorted.length / 2)]} / ${sorted.at(-1)}`;
    };
    console.log(
      `${String(minutes).padStart(7)} | ${stats(calls.map((call) => Math.round(call.seconds))).padEnd(17)} | ${stats(calls.map((call) => call.questions)).padEnd(11)} | ${stats(calls.map((call) => call.followUps))}`,
    );
  }
}
