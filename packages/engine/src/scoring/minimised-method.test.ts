/** A short answer whose way of doing the work is to "just" do one thing is held at a low score. */
import { describe, expect, it } from 'vitest';
import { answerSignals } from './answer-signals';
import { scoreAnswer } from './score-answer';

const question = 'A customer says the nightly export has been missing rows since Tuesday. What do you do?';
const signalsOf = (answer: string) =>
  answerSignals({ question, answer, skill: null, expectedPoints: [], jdSkills: [] });
const score = (answer: string) =>
  scoreAnswer({
    question,
    answer,
    kind: 'technical',
    skill: null,
    expectedPoints: [],
    jdSkills: [],
    difficulty: 'medium',
  });

describe('the work made small: "I\'d just …"', () => {
  it('reads a person doing the work as "just" one thing', () => {
    expect(signalsOf("I'd just rerun the export and send them the file again.").minimisedMethods).toBe(1);
    expect(
      signalsOf('You simply clear the cache, and we usually just tell them it is fixed.').minimisedMethods,
    ).toBe(2);
  });

  it('does not read "just" said of things, of a thought, or in a compound', () => {
    expect(signalsOf('Large exports just time out when the batch is too big.').minimisedMethods).toBe(0);
    expect(signalsOf('I just wanted to check the logs before changing anything.').minimisedMethods).toBe(0);
    expect(signalsOf('The team runs a just-culture review after each incident.').minimisers).toBe(0);
  });

  it('holds a short answer whose method is "just" one step at 2, and says why', () => {
    const result = score(
      "I'd just rerun the export from Tuesday and send the customer the complete file, that usually sorts it.",
    );
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.feedback).toMatch(/"just" one step/);
  });

  it('does not hold down a full answer that says "just" once among its steps', () => {
    const result = score(
      "First I'd compare Tuesday's row count with Monday's and with the source table, to see whether rows are lost at extraction or at load. Then I'd check the job log for that run: a timeout or a changed filter would show there. If the source changed its schema, the loader may skip rows silently, so I'd look at the rejected-rows file, fix the mapping, just rerun the three missing days and add a row-count check that alerts when the counts differ.",
    );
    expect(result.score).toBeGreaterThan(5);
  });
});
