/**
 * The built-in scorer against answers graded 0–10 by an interviewer. Each graded set in fixtures/ is listed in
 * CALIBRATION_SETS and held to the same goals; a graded set present in fixtures/ but missing from the list fails the
 * last test, so it is never left out.
 *
 * Two development sets, both tuned on: development-answers.json, written for tuning, and development-2-answers.json,
 * which was the held-out set of 2026-11-25 (written by a second author who never saw the scorer), measured once then
 * as held-out and tuned on since, so its figures no longer say whether the scorer generalises.
 *
 * held-out-answers.json was the blind set of 2026-11-28 (a third author), measured once as blind (Spearman 0.750, mean
 * absolute error 1.52, 21 misses) and declared development data since (issue 25): its odd-numbered half is tuned on,
 * its even half was looked at only as a stand-in for unseen answers. Where a set is below the goals, the answers that
 * miss go in knownMisses, each with its score, and its measured figures in measuredBelowGoal, so a regression still
 * fails while the gap stays on record (docs/performance.md "Scoring calibration"). A new blind set, when merged, is
 * listed with rubricsMustMatch false and its first run recorded the same way. The blind sets held out today:
 * blind-2026-11-28e-answers.json (a seventh author), blind-2026-11-28f-answers.json (an eighth),
 * blind-2026-11-29g-answers.json (a ninth) and blind-2026-11-29h-answers.json (a tenth). blind-2026-11-28d-answers.json (a sixth author) was blind until the
 * scorer7 work, which tuned on it, and blind-2026-11-28b- and c-answers.json (a fourth and a fifth) until the eighth
 * session read them: development data since.
 */
import { describe, expect, it } from 'vitest';
import { RUBRICS } from './rubric';
import { calibrate, CALIBRATION_GOALS, parseGradedAnswers, type CalibrationReport } from './calibration';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}
// The engine is compiled without Node or DOM types (it does no I/O); the test runner provides a console.
declare const console: { info: (message: string) => void };

const FIXTURES = import.meta.glob<unknown>('./fixtures/*-answers.json', { eager: true, import: 'default' });

interface CalibrationSet {
  file: string;
  /** The size for the set: answers, roles. */
  minAnswers: number;
  minRoles: number;
  /** The development set was written with the rubric names the scorer uses; another grader may read a borderline
   * question ("Tell me about a project where you used React") as another rubric, which is reported, not failed. */
  rubricsMustMatch: boolean;
  /**
   * Answers known to miss a goal, each with the reason, so the miss is on record rather than hidden: the test fails
   * if any other answer misses, and also once a listed answer meets the goal (then it comes off the list).
   */
  knownMisses: Readonly<Record<string, string>>;
  /**
   * Where a set's figures are below the goals, the figures it reached when first measured, so the test still fails on
   * any regression while the gap stays on record (docs/performance.md) instead of being hidden by a lowered goal.
   */
  measuredBelowGoal?: { spearman: number; meanAbsoluteError: number; reason: string };
}

const CALIBRATION_SETS: readonly CalibrationSet[] = [
  {
    file: 'development-answers.json',
    minAnswers: 100,
    minRoles: 12,
    rubricsMustMatch: true,
    knownMisses: {
      'dev-mobile-developer-07':
        'round 5: a short motivation specific to the product ("your app is offline-first") scores 6.4: specificity is counted from mentions of the employer, and it mentions it once',
    },
  },
  {
    // The held-out set of 2026-11-25, by a second author who never saw the scorer or the first development set:
    // measured once as held-out (Spearman 0.856, mean absolute error 1.18, ten misses, held at those figures then)
    // and tuned on since, as development data, so it is now held to the goals themselves. Another grader may read
    // a borderline question's rubric differently, which is reported.
    file: 'development-2-answers.json',
    minAnswers: 95,
    minRoles: 12,
    rubricsMustMatch: false,
    knownMisses: {},
  },
  {
    // The blind set of 2026-11-28: 121 answers over 16 roles none of the other sets has, written and graded by an
    // author who never saw the scorer. Measured once as blind (Spearman 0.750, mean absolute error 1.52, 11 strong
    // answers under 7 and 10 answers graded ≤ 1 above 1); development data since (issue 25), so these figures no longer
    // say whether the scorer generalises: its odd half was tuned on, its even half checked three times.
    file: 'held-out-answers.json',
    minAnswers: 100,
    minRoles: 12,
    rubricsMustMatch: false,
    // Measured after the issue-25 rules (2026-11-28), after the intent, jargon-soup and precise-answer rules (branch
    // scorer5) and after the introduction-arc and dismissal rules (scorer6): Spearman meets the goal, the mean error
    // and these answers do not.
    knownMisses: {
      'ho2-002': 'strong short technical answer (technical) graded 8, scored 6.7',
      'ho2-067': 'word salad (technical) graded 0, scored 5.6',
      'ho2-112':
        'confidently wrong answer (facts cannot be checked) (technical) graded 1, scored 6, and quoted as a strength',
    },
    measuredBelowGoal: {
      spearman: 0.879,
      meanAbsoluteError: 1.04,
      reason:
        'development data since issue 25 (blind run: Spearman 0.750, mean absolute error 1.52); after the issue-25 rules Spearman 0.862, mean absolute error 1.15; after the intent, jargon-soup and precise-answer rules (scorer5) 0.866 and 1.12; after the introduction-arc and dismissal rules (scorer6) 0.868 and 1.10 (goal ≤ 1.0 not met); after the brief-answer rules (scorer7) 0.880 and 1.03',
    },
  },
  {
    // The blind set of 2026-11-28 (second): 196 answers (187 graded) over 16 roles none of the other sets has, written
    // and graded by a fourth author who never saw the scorer or the other sets, merged after the issue-25 rules of that
    // day and measured once: Spearman 0.723, mean absolute error 1.58, 6 strong answers under 7 and 27 answers graded
    // ≤ 1 above 1 (the scorer before those rules: 0.722, 1.64, 7 and 27). Not tuned on. Half of the low misses are
    // confidently wrong or unsafe technical answers, which rules that cannot check facts do not see.
    file: 'blind-2026-11-28b-answers.json',
    minAnswers: 150,
    minRoles: 12,
    rubricsMustMatch: false,
    knownMisses: {
      'b4-004': 'confidently wrong (technical) graded 1, scored 8, and quoted as a strength',
      'b4-016': 'buzzword soup (technical) graded 1, scored 5.1, and quoted as a strength',
      'b4-021': 'answers a different question (favourite engine) (behavioural) graded 1, scored 3.1',
      'b4-027': 'confidently wrong (technical) graded 1, scored 6, and quoted as a strength',
      'b4-033': 'deflecting joke (behavioural) graded 1, scored 2.6',
      'b4-039': 'confidently wrong (technical) graded 1, scored 5',
      'b4-041': 'off-topic (technical) graded 1, scored 7.6',
      'b4-050':
        'correct cause, the right repair commands with a fallback, and attention to root cause (technical) graded 8, scored 5.6',
      'b4-052': 'confidently wrong (technical) graded 1, scored 4.3',
      'b4-065':
        'correct diagnosis and fix, the follow-on pressure step, and awareness of recurring causes (technical) graded 8, scored 5.8',
      'b4-066': 'confidently unsafe (technical) graded 1, scored 3.2',
      'b4-072':
        'clear, concise and directly relevant to the posting, with caseload scale and a stated direction (introduction) graded 8, scored 5.4',
      'b4-076': 'confidently unsafe (technical) graded 1, scored 3.5',
      'b4-078':
        'a clear triage process (red flags, rapid assessment, colour-coded priority with target times) (design) graded 8, scored 8.5 before and 1 after the intent and jargon-soup caps (scorer5): a cap fired on a strong answer; not fixed, because this set is held out',
      'b4-080': 'dodges with a joke and a cliché (behavioural) graded 1, scored 4.5',
      'b4-089': 'confidently wrong (technical) graded 1, scored 6.1, and quoted as a strength',
      'b4-092': 'answers a different question (lists excel skills) (behavioural) graded 1, scored 7',
      'b4-100': 'circular word salad (technical) graded 0, scored 7.5, and quoted as a strength',
      'b4-103': 'answers a different question (education) (behavioural) graded 1, scored 3.4',
      'b4-109': 'no process (technical) graded 1, scored 2.8',
      'b4-110': 'confidently wrong (technical) graded 1, scored 4.9, and quoted as a strength',
      'b4-121':
        "doesn't know core group-booking concepts (cut-off, releasing rooms to inventory, attrition clauses) (technical) graded 1, scored 3.7",
      'b4-145': 'dangerously wrong (technical) graded 1, scored 7.2, and quoted as a strength',
      'b4-148': 'confidently wrong (technical) graded 1, scored 4.4, and quoted as a strength',
      'b4-159': 'confidently wrong (technical) graded 1, scored 4.1',
      'b4-164': 'buzzword soup (behavioural) graded 0, scored 5.4, and quoted as a strength',
      'b4-172': 'wrong (technical) graded 1, scored 7.7, and quoted as a strength',
      'b4-176': 'no example offered (behavioural) graded 1, scored 2.5',
    },
    measuredBelowGoal: {
      spearman: 0.743,
      meanAbsoluteError: 1.49,
      reason:
        'blind, measured once on 2026-11-28 after the issue-25 rules: Spearman 0.723, mean absolute error 1.58 (goals 0.85 and 1.0 not met); looked at a second time after the scorer5 rules (not tuned on): 0.724, 1.57; a third time after the story-signal rules (chained own actions, a scene-setting opening; not tuned on): 0.734, 1.54; measured before and after the brief-answer rules of scorer7 (not tuned on, answers not read): 0.734, 1.54 → 0.744, 1.48',
    },
  },
  {
    // The blind set of 2026-11-28 (third): 169 answers (156 graded) over 13 roles none of the other sets has, written
    // and graded by a fifth author who read nothing of the project, merged after the scorer5 rules and measured once:
    // Spearman 0.799, mean absolute error 1.35, 8 strong answers under 7 and 26 answers graded ≤ 1 above 1 (the scorer
    // before scorer5: 0.813, 1.32, 10 and 27). Not tuned on. Most low misses are confidently wrong or unsafe answers.
    file: 'blind-2026-11-28c-answers.json',
    minAnswers: 150,
    minRoles: 12,
    rubricsMustMatch: false,
    knownMisses: {
      'c5-003':
        'Fluent but swaps the two algorithms and wrongly claims optimality; confidently wrong (technical) graded 1, scored 8.2',
      'c5-005':
        'Buzzword soup: strings compiler terms together with no coherent design (design) graded 1, scored 5.2, and quoted as a strength',
      'c5-016':
        'Confidently wrong: misdefines FDR, misdescribes Bonferroni and gives a false rationale (technical) graded 1, scored 6.2, and quoted as a strength',
      'c5-029':
        'Only restates the question; no method, guidewords, nodes or roles (technical) graded 1, scored 4.6',
      'c5-030':
        'Dangerous: increasing feed and reducing cooling would accelerate a potential runaway; should stop the … (technical) graded 0, scored 5.1',
      'c5-036':
        'Fluent but off-topic: describes an interesting project, not pressure or how they handled it (behavioural) graded 1, scored 3.3',
      'c5-044':
        'Buzzword soup; no detection, safe-stop, relocalisation or escalation strategy (design) graded 1, scored 6.3, and quoted as a strength',
      'c5-045':
        'Confidently wrong: misattributes drift and misdescribes SLAM (loop closure, global optimisation) (technical) graded 1, scored 5.7',
      'c5-057':
        'Confidently wrong: confuses gamma with vega and misstates where gamma peaks (technical) graded 1, scored 6.2',
      'c5-066':
        'Concise, relevant, balances modelling and fieldwork and states a clear motivation (introduction) graded 8, scored 5.7',
      'c5-069':
        "Confidently wrong and misleading: it's a 1% chance each year, not a recurrence schedule (technical) graded 0, scored 8, and quoted as a strength",
      'c5-081':
        'Concise and correct: identification, control of call, clarity, phonetic alphabet, repeat-back (technical) graded 8, scored 6.5',
      'c5-082':
        'Unsafe: a failed track circuit must be treated as occupied and the Rule Book procedure followed; never … (technical) graded 0, scored 4',
      'c5-089':
        "Specific, informed and personal: visit, realistic view of shifts and knowledge of the route's plans (motivation) graded 8, scored 5.7",
      'c5-092':
        'Concise, relevant and shows initiative with a quantified improvement plus a clear reason for applying (introduction) graded 8, scored 5.5',
      'c5-095':
        'Unsafe advice: contradicts hip precautions; should use a sock aid and long-handled equipment, avoiding … (technical) graded 1, scored 4',
      'c5-107':
        'Clear, correct and concise with appropriate use cases and the key cost-certainty trade-off (technical) graded 8, scored 6.4',
      'c5-108':
        'Confidently wrong: ignores the valuation rules (bill rates, pro-rata, fair valuation, dayworks) (technical) graded 1, scored 4.2',
      'c5-121':
        'Confidently wrong on who pays, the banded structure and first-time buyer relief (technical) graded 0, scored 5.4',
      'c5-124':
        'Wrong and risky: the giftor needs ID and source-of-funds checks, a gift letter and lender disclosure (technical) graded 1, scored 4.3',
      'c5-127': 'Joke answer; no genuine example (behavioural) graded 1, scored 1.5',
      'c5-128':
        "Specific to the firm's practice areas and expertise, tied to candidate's development and value (motivation) graded 8, scored 6.7",
      'c5-129':
        "Fluent but off-topic; doesn't describe the enfranchisement work on their CV (technical) graded 1, scored 3, and 6.4 and quoted as a strength after scorer7 (a CV question: likely the rule that judges it as an explanation too; not checked, the set is held out)",
      'c5-131':
        'Concise, specific and quantified, with a clear reason for the move (introduction) graded 8, scored 5.8',
      'c5-135':
        'Confidently wrong: Chablis is Chardonnay from Burgundy, Pouilly-Fumé is Sauvignon Blanc from the Loire (technical) graded 0, scored 7.1, and quoted as a strength',
      'c5-148':
        "Confidently wrong: property value is not a material consideration and objections aren't a vote (technical) graded 0, scored 4.9",
      'c5-160':
        'Confidently wrong: log preserves dynamic range for grading; Rec.709 is a display standard, not raw (technical) graded 1, scored 6.4, and quoted as a strength',
      'c5-163':
        'Wrong: UK broadcast is 25 fps (or 50i/50p) due to PAL/50Hz; confident but incorrect rationale (technical) graded 1, scored 4.8, and quoted as a strength',
      'c5-165': "Fluent but off-topic; doesn't address a missed deadline (behavioural) graded 1, scored 4",
    },
    measuredBelowGoal: {
      spearman: 0.824,
      meanAbsoluteError: 1.27,
      reason:
        'blind, measured once on 2026-11-28 after the scorer5 rules: Spearman 0.799, mean absolute error 1.35 (goals 0.85 and 1.0 not met); looked at a second time after the story-signal rules (not tuned on): 0.813, 1.33; measured before and after the brief-answer rules of scorer7 (not tuned on, answers not read): 0.813, 1.33 → 0.825, 1.27',
    },
  },
  {
    // The blind set of 2026-11-28 (fourth): 169 answers (156 graded, 70 of them graded 8 or more) over 13 roles none of
    // the other sets has, written and graded by a sixth author who read nothing of the project, measured once on the
    // scorer before scorer6 (Spearman 0.749, mean absolute error 1.93, 32 strong answers under 7, 22 answers graded
    // ≤ 1 above 1) and once after it (0.747, 1.93, 32, 22). Not tuned on until scorer7, which read it and tuned on it
    // (brief strong answers): development data since (0.843, 1.40, 20 strong answers under 7, 20 low answers above 1).
    file: 'blind-2026-11-28d-answers.json',
    minAnswers: 150,
    minRoles: 12,
    rubricsMustMatch: false,
    knownMisses: {
      'd6-003':
        'Unsafe practice: state in Git exposes secrets, has no locking and hand-merging state risks … (technical) graded 1, scored 4.9 when recorded, 2 after scorer7',
      'd6-004':
        'Correct mechanism, scoped actions and resources, defence in depth with bucket policy, VPC endpoint … (technical) graded 9, scored 6.3',
      'd6-009': 'No example; signals avoidance of constructive conflict (behavioural) graded 1, scored 1.3',
      'd6-012':
        'Credible breakdown with specific, correct levers; would be stronger with absolute figures (technical) graded 8, scored 5.3 when recorded, 5.9 after scorer7',
      'd6-018':
        'Confidently wrong: setting .crs only relabels metadata; to_crs is required to transform coordinates (technical) graded 1, scored 2.8 when recorded, 2 after scorer7',
      'd6-020':
        'Jargon-soup with no actual workflow, data model, validation or editing process (design) graded 0, scored 3.9',
      'd6-023':
        'Concise STAR with a concrete tool choice and quantified time saving (behavioural) graded 8, scored 5.3 when recorded, 6.4 after scorer7',
      'd6-029':
        'Short and accurate, including async and row limits (technical) graded 9, scored 0 when recorded, 5.9 after scorer7',
      'd6-032':
        'Confidently wrong: the requirement is 75% org-wide with each trigger having some coverage; test … (technical) graded 1, scored 4.7, and quoted as a strength',
      'd6-037':
        "Specific, reflective reasons connected to the team's work (motivation) graded 8, scored 5.5 when recorded, 6.5 after scorer7",
      'd6-043':
        'Confidently wrong: Diátaxis is a framework separating tutorials, how-to guides, reference and … (technical) graded 0, scored 3.7',
      'd6-056':
        'Confidently wrong: intrinsics are focal length, principal point, skew (and distortion); extrinsics … (technical) graded 0, scored 4.3',
      'd6-062': 'No example and a dismissive attitude toward mentoring (behavioural) graded 1, scored 3.1',
      'd6-064':
        'Correct formula and the key error-growth implication, stated concisely (technical) graded 9, scored 4.3 when recorded, 4.9 after scorer7',
      'd6-070':
        'Undermines informed choice; no feed observation, weight/output check or support — unsafe advice for … (technical) graded 1, scored 3.2 when recorded, 2 after scorer7',
      'd6-076':
        'Evidence-aware and personal, clearly matched to the model of care (motivation) graded 8, scored 4.8 when recorded, 6.8 after scorer7',
      'd6-080':
        'Correct expansion with each element explained and linked to decisions (technical) graded 9, scored 6.5',
      'd6-081':
        'Confidently wrong: average reduces a claim proportionally when the sum insured is below the true … (technical) graded 0, scored 4.1',
      'd6-083':
        'Precise definitions and interpretation (technical) graded 9, scored 5.4 when recorded, 5.8 after scorer7',
      'd6-088':
        'Describes poor, undisciplined practice rather than effective prioritisation (behavioural) graded 1, scored 3.7 when recorded, 2 after scorer7',
      'd6-090':
        'Breaks growth into rate vs. volume with retention; precise and honest (technical) graded 8, scored 4 when recorded, 6.4 after scorer7',
      'd6-093':
        'Comprehensive, accurate list tied to V-speeds and flex/derated thrust (technical) graded 9, scored 6.4',
      'd6-094':
        'Confidently wrong: V1 is the take-off decision speed; rotation is VR (technical) graded 0, scored 3.6',
      'd6-097':
        "Unsafe: fails the monitoring pilot's duty to challenge and call for a go-around if unstable (technical) graded 1, scored 2.6 when recorded, 2 after scorer7",
      'd6-099':
        'Clear STAR with assertive, standard phraseology, safe outcome and reporting (behavioural) graded 9, scored 5 when recorded, 6.8 after scorer7',
      'd6-102':
        'Specific, researched and aligned with development and safety (motivation) graded 8, scored 5.3 when recorded, 5.8 after scorer7',
      'd6-107':
        'Unsafe and wrong: treats the assessment as a formality and dismisses crowd, fire and evacuation … (technical) graded 1, scored 4.1 when recorded, 2 after scorer7',
      'd6-110': 'Accurate, practical definition with a negotiation angle (technical) graded 8, scored 6.2',
      'd6-121':
        'Unsafe and wrong: the whoosh test is not recommended; use aspirate pH ≤5.5 or chest X-ray (technical) graded 0, scored 3.9',
      'd6-129':
        'Clear outcome measures and an evidence-based improvement with figures (behavioural) graded 8, scored 1 when recorded, 6.1 after scorer7',
      'd6-133': 'Concise and correct, with the practical implication (technical) graded 8, scored 5',
      'd6-134':
        'No credit checks, accounts analysis, monitoring or dependency assessment; unsafe for key suppliers (technical) graded 1, scored 3.8',
      'd6-136':
        'Confidently wrong: deliberately splitting to avoid thresholds is prohibited (technical) graded 0, scored 4.7',
      'd6-146':
        'Wrong and against ethics codes: deaccessioning is formal removal for curatorial reasons; sale for … (technical) graded 1, scored 3.5',
      'd6-151':
        'Clear STAR with ethical handling, governance and a concrete outcome (behavioural) graded 9, scored 5.3 when recorded, 6.4 after scorer7',
      'd6-158':
        'Correct permit-based sequence including stored energy and prove-test-prove (technical) graded 9, scored 6.8',
      'd6-159':
        'Dangerous practice: skips pre-use inspection and climbs unprotected (technical) graded 0, scored 4.7, and quoted as a strength',
      'd6-160': 'Accurate range of indicators and the value of trending (technical) graded 8, scored 5.8',
      'd6-164':
        'Good STAR showing stop-work authority, reasoning and a safe outcome (behavioural) graded 8, scored 5.7 when recorded, 6.2 after scorer7',
      'd6-168':
        'Wrong and unsafe: HV authorisation operates within the safety rules and permit system, not instead … (technical) graded 1, scored 2.5 when recorded, 3.7 after scorer7',
    },
    measuredBelowGoal: {
      spearman: 0.842,
      meanAbsoluteError: 1.4,
      reason:
        'blind until scorer7: measured once on 2026-11-28 before the scorer6 rules (Spearman 0.749, mean absolute error 1.93) and once after them: 0.747, 1.93 (goals 0.85 and 1.0 not met); looked at a third time after the story-signal rules (not tuned on): 0.760, 1.85; development data since scorer7, which tuned on it (brief strong answers): 0.760, 1.85 → 0.843, 1.40',
    },
  },
  {
    // The blind set of 2026-11-28 (fifth): 156 answers (143 graded, 57 of them graded 8 or more, 21 of those in 80
    // words or fewer) over 13 roles, written and graded by a seventh author who read nothing of the project, measured
    // once on the scorer of the fifth session (main f315de0): Spearman 0.774, mean absolute error 1.45, 8 strong
    // answers under 7, 9 answers graded ≤ 1 above 1; and once after scorer7 (0.790, 1.44, 4, 9). Not tuned on.
    file: 'blind-2026-11-28e-answers.json',
    // 156 answers, 13 of them closings (not graded).
    minAnswers: 143,
    minRoles: 12,
    rubricsMustMatch: false,
    knownMisses: {
      'e7-011':
        'Dismissive; no knowledge of or interest in the company or role. (motivation) graded 1, scored 2.1',
      'e7-018':
        'Does not know LOD expressions despite Tableau being a listed skill; honest but no content. (technical) graded 1, scored 5.1',
      'e7-025':
        'Short but focused: relevant background, ownership areas and a clear link to the role. (introduction) graded 8, scored 6.9',
      'e7-045':
        'Dismissive and deflects blame; no example, ownership or learning. (behavioural) graded 1, scored 2.5',
      'e7-093':
        'Describes knowingly misstating period costs as normal; a serious integrity concern with no … (behavioural) graded 1, scored 2',
      'e7-109':
        'Short, relevant progression with licences, team size and a clear reason for the role. (introduction) graded 8, scored 6.5',
      'e7-110':
        'Correct immediate action, proper follow-up and considers root causes like target pressure. (technical) graded 9, scored 1',
      'e7-115':
        'Compact, humane and effective: noticed the data, found the cause, used the right support and got … (behavioural) graded 9, scored 6.6',
      'e7-138':
        'Dangerously wrong: methotrexate is once weekly, folic acid on a different day, and regular blood … (technical) graded 1, scored 5.7',
      'e7-147':
        'Confidently wrong: ignores full recipe costing and yield, and 60 percent food cost is far above … (technical) graded 1, scored 6.1, and quoted as a strength',
      'e7-152':
        'Dangerous and dismissive attitude to allergens; picking off ingredients is not safe and ignores … (behavioural) graded 1, scored 1.9',
    },
    measuredBelowGoal: {
      spearman: 0.79,
      meanAbsoluteError: 1.45,
      reason:
        'blind, measured once on 2026-11-28 on the scorer of the fifth session (Spearman 0.774, mean absolute error 1.45, 8 strong under 7, 9 low above 1) and once after scorer7: 0.790, 1.44, 4, 9 (goals 0.85 and 1.0 not met)',
    },
  },
  {
    // 156 answers (13 closings, not graded) over 13 roles, written and graded by an eighth author who read nothing of
    // the project, measured on the scorer of the seventh session (main, before and after the unmerged scorer8 round):
    // Spearman 0.767, mean absolute error 1.34, 6 strong answers under 7, 13 answers graded ≤ 1 above 1. Not tuned on.
    file: 'blind-2026-11-28f-answers.json',
    minAnswers: 143,
    minRoles: 12,
    rubricsMustMatch: false,
    knownMisses: {
      'f8-053':
        'Correct explanation of star schema and SCD types with a sound rationale for choosing type 2. (technical) graded 8, scored 6.8.',
      'f8-098':
        'Precise explanation, correct fix with weak/unowned trade-off and a diagnostic tool. (technical) graded 9, scored 6.2.',
      'f8-122': 'Correct, complete and concise. (technical) graded 9, scored 6.5.',
      'f8-142':
        "Specific to this pharmacy's services and team, tied to own new qualification. (motivation) graded 9, scored 6.2.",
      'f8-148': 'Short, correct, well-chosen KPIs with a governance routine. (technical) graded 9, scored 1.',
      'f8-009':
        'Off-topic hobby story; no technology, no work context. (behavioural) graded 1, scored 5.4. Quoted as a strength.',
      'f8-015':
        'Unsafe: administers a questionable dose without checking and alters a dose unilaterally. (technical) graded 0, scored 2.',
      'f8-020':
        'Garbled transcript; an incident report may be mentioned but the story is unintelligible. (behavioural) graded 1, scored 5.3.',
      'f8-038':
        'Unsafe: promises confidentiality, contacts parents directly and bypasses the safeguarding lead. (technical) graded 0, scored 6.3. Quoted as a strength.',
      'f8-041':
        'Confidently wrong: reinforces a misconception (multiplying by fractions or negatives). (technical) graded 1, scored 4.8.',
      'f8-052':
        'Confidently wrong: default is at-least-once; ignores idempotent producers, transactions and idempotent sinks. (technical) graded 1, scored 4.4.',
      'f8-056':
        'Garbled transcript; no coherent situation, action or result recoverable. (behavioural) graded 1, scored 4.3.',
      'f8-075':
        'Confidently wrong: blacklisting and hashing are not defences; omits parameterised queries. (technical) graded 1, scored 7.1. Quoted as a strength.',
      'f8-088':
        'Confidently wrong: input VAT is normally recoverable, output VAT is not revenue, VAT is not a profit tax. (technical) graded 1, scored 6.1.',
      'f8-100':
        'Wrong: main-thread networking throws NetworkOnMainThreadException and causes ANRs; disabling checks is bad practice. (technical) graded 1, scored 2.',
      'f8-112':
        'Breaches client confidentiality; misunderstands the duty even for matters later made public. (technical) graded 1, scored 5.5.',
      'f8-123':
        'Confidently wrong: 99.5% accuracy is achievable by predicting no fraud; AUC is not accuracy. (technical) graded 1, scored 5.8. Quoted as a strength.',
      'f8-136':
        'Unsafe: no weight-based dose calculation or referral to NHS 111/A&E; dismisses overdose risk. (technical) graded 0, scored 2.',
    },
    measuredBelowGoal: {
      spearman: 0.766,
      meanAbsoluteError: 1.35,
      reason:
        'first measured 0.767 / 1.34 (seventh session, blind set f): confidently wrong and garbled answers scored 2–6',
    },
  },
  {
    // The ninth author's blind set (2026-11-29, eighth session): 132 answers over 12 roles none of the other sets has,
    // 120 graded, written by an author who read nothing of the project. Measured once on main (c9abee1) before any
    // change of that session was tried on it, and once on a change that was then not merged (docs/performance.md);
    // never tuned on. Three of its misses are garbled transcripts scored 5.7–6.9.
    file: 'blind-2026-11-29g-answers.json',
    minAnswers: 120,
    minRoles: 12,
    rubricsMustMatch: false,
    knownMisses: {
      'g9-005':
        'Short, correct and properly prioritised: removes the person from danger, stops work, requires support and inspection, and follows up. (technical) graded 9, scored 5.7.',
      'g9-014':
        'Precise and correct, with a useful practical caveat about liveness probes and dependencies. (technical) graded 9, scored 6.8.',
      'g9-015':
        'Incoherent; no meaningful statement about selectors, endpoints, kube-proxy or cluster IPs. (technical) graded 0, scored 6.9.',
      'g9-051':
        'Garbled and meaningless; no coherent approach to counter-offers. (technical) graded 0, scored 5.7.',
      'g9-060':
        'All twelve correct and concise; the question only asked for recall. (technical) graded 8, scored 1.',
      'g9-062':
        'Garbled string of aviation words; no usable troubleshooting method. (technical) graded 0, scored 6.4.',
      'g9-111':
        'Strong, concise intro with relevant progression, scope, numbers and a clear goal. (introduction) graded 9, scored 6.8.',
      'g9-124': 'Correct and concise, noting the NIST and SANS variants. (technical) graded 9, scored 5.3.',
    },
    measuredBelowGoal: {
      spearman: 0.728,
      meanAbsoluteError: 1.39,
      reason:
        'first measured 0.729 / 1.38 (eighth session, blind set g): garbled answers scored 5.7–6.9, brief correct answers 1–6.8',
    },
  },
  {
    // The tenth author's blind set (2026-11-29, ninth session): 132 answers over 12 roles none of the other sets has,
    // 120 graded, written by an author who read nothing of the project. Measured once on main (scorer unchanged since
    // the eighth session), never tuned on. Its grades lean high (72 of 120 at 7 or more), which leaves less spread to
    // rank: brief precise answers scored 5.9–6.5 and confidently wrong ones 6.2–8.5 cost the most.
    file: 'blind-2026-11-29h-answers.json',
    minAnswers: 120,
    minRoles: 12,
    rubricsMustMatch: false,
    knownMisses: {
      'h10-028':
        "Confidently wrong: describes the expected loss ratio method and reverses chain ladder's strengths and weaknesses. (technical) graded 1, scored 8.5.",
      'h10-031':
        'Brief, precise and complete, including offset and overdispersion. (technical) graded 10, scored 6.4.',
      'h10-047':
        'Transcription largely unintelligible; no clear actions, reasoning or outcome can be assessed. (behavioural) graded 1, scored 4.2.',
      'h10-051':
        'Brief, accurate interpretation with useful differentials by ear canal volume. (technical) graded 9, scored 5.9.',
      'h10-083':
        'Confidently wrong: UK SFT is about 27\u00b0C; rail is in tension when cold and compression (buckling risk) when hot. (technical) graded 1, scored 7.3.',
      'h10-105':
        'Confidently wrong: ViewModel does not survive process death; SavedStateHandle/saved state is needed. (technical) graded 1, scored 6.2.',
      'h10-113':
        'Good STAR with appropriate, non-leading query and a wider improvement. (behavioural) graded 8, scored 6.4.',
      'h10-117':
        'Correct application of the uncertain diagnosis standard with the ruled-out exception. (technical) graded 8, scored 1.',
      'h10-118':
        'Precise and correct with sequencing rule and an accurate example. (technical) graded 9, scored 6.5.',
      'h10-129':
        'Brief, precise and correct distinction between threshold and injury level. (technical) graded 10, scored 6.3.',
    },
    measuredBelowGoal: {
      spearman: 0.672,
      meanAbsoluteError: 1.34,
      reason:
        'first measured 0.6725 / 1.33 (ninth session, blind set h): brief precise answers scored 1–6.5, confidently wrong ones 6.2–8.5',
    },
  },
];
/** The Spearman floor and error ceiling a set is held to: the goals, or its measured figures where it is below them. */
function boundsFor(set: Pick<CalibrationSet, 'measuredBelowGoal'>) {
  return {
    minSpearman: set.measuredBelowGoal?.spearman ?? CALIBRATION_GOALS.minSpearman,
    maxMeanAbsoluteError: set.measuredBelowGoal?.meanAbsoluteError ?? CALIBRATION_GOALS.maxMeanAbsoluteError,
  };
}

/** Answers that miss a per-answer goal without being on record, and answers on record that now meet the goals. */
function auditMisses(report: CalibrationReport, knownMisses: Readonly<Record<string, string>>) {
  const missed = new Set([...report.strongScoredLow, ...report.emptyScoredHigh].map(({ entry }) => entry.id));
  return {
    unrecorded: (items: CalibrationReport['strongScoredLow']) =>
      items.filter(({ entry }) => !(entry.id in knownMisses)),
    nowMeetingGoal: Object.keys(knownMisses).filter((id) => !missed.has(id)),
  };
}

const describeList = (
  items: readonly { entry: { id: string; grade: number | null }; result: { score: number } }[],
) =>
  items.map(({ entry, result }) => `${entry.id}: graded ${entry.grade}, scored ${result.score}`).join('\n');

for (const set of CALIBRATION_SETS) {
  describe(`built-in scorer on ${set.file}`, () => {
    const data = FIXTURES[`./fixtures/${set.file}`];

    it('exists and holds well-formed graded answers', () => {
      expect(data, `fixtures/${set.file} is listed but missing`).toBeDefined();
      expect(() => parseGradedAnswers(data, set.file)).not.toThrow();
    });

    const entries = data === undefined ? [] : parseGradedAnswers(data, set.file);
    const report = calibrate(entries);

    it(`has at least ${set.minAnswers} graded answers over ${set.minRoles} roles and every rubric`, () => {
      expect(report.answers).toBeGreaterThanOrEqual(set.minAnswers);
      expect(report.roles).toBeGreaterThanOrEqual(set.minRoles);
      expect(new Set(entries.map((entry) => entry.rubric))).toEqual(new Set(RUBRICS));
    });

    it(`ranks like the grades (Spearman ≥ ${CALIBRATION_GOALS.minSpearman}) within a mean error of ${CALIBRATION_GOALS.maxMeanAbsoluteError} point`, () => {
      console.info(
        `${set.file}: ${report.answers} graded answers, Spearman ${report.spearman.toFixed(3)}, mean absolute error ${report.meanAbsoluteError.toFixed(2)}`,
      );
      const floor = set.measuredBelowGoal;
      if (floor) console.info(`${set.file}: below the goals, ${floor.reason}`);
      const bounds = boundsFor(set);
      expect(report.spearman).toBeGreaterThanOrEqual(bounds.minSpearman);
      expect(report.meanAbsoluteError).toBeLessThanOrEqual(bounds.maxMeanAbsoluteError);
    });

    const audit = auditMisses(report, set.knownMisses);
    const misses = (items: CalibrationReport['strongScoredLow']) => describeList(audit.unrecorded(items));

    it('scores every strong answer (grade ≥ 8) at 7 or more', () => {
      expect(misses(report.strongScoredLow)).toBe('');
    });

    it('scores every empty, off-topic or nonsense answer (grade ≤ 1) at 1 or less, and never quotes one as good', () => {
      expect(misses(report.emptyScoredHigh)).toBe('');
      // A known miss may also be quoted (its reason says so); any other quoted answer fails.
      expect(describeList(report.emptyQuoted.filter(({ entry }) => !(entry.id in set.knownMisses)))).toBe('');
    });

    it('still misses the answers on record as known misses, and no others', () => {
      for (const [id, reason] of Object.entries(set.knownMisses))
        console.info(`${set.file}: known miss ${id}: ${reason}`);
      expect(audit.nowMeetingGoal, 'these now meet the goal: take them off knownMisses').toEqual([]);
    });

    it('marks every closing answer as not scored and reads each question’s rubric as the grader did', () => {
      expect(report.closingScored.map(({ entry }) => entry.id)).toEqual([]);
      const mismatches = report.rubricMismatches.map(
        ({ entry, result }) => `${entry.id}: ${entry.rubric} → ${result.rubric}`,
      );
      if (mismatches.length > 0)
        console.info(`${set.file}: rubric read differently for ${mismatches.join(', ')}`);
      if (set.rubricsMustMatch) expect(mismatches).toEqual([]);
    });
  });
}

describe('graded sets', () => {
  it('lists every graded set in fixtures/, so none is left out of the goals', () => {
    const present = Object.keys(FIXTURES).map((path) => path.replace('./fixtures/', ''));
    expect(present.sort()).toEqual(CALIBRATION_SETS.map((set) => set.file).sort());
  });

  it('holds a set measured below the goals to its measured figures, and any other set to the goals', () => {
    const measured = { spearman: 0.8, meanAbsoluteError: 1.3, reason: 'first blind run' };
    expect(boundsFor({ measuredBelowGoal: measured })).toEqual({
      minSpearman: 0.8,
      maxMeanAbsoluteError: 1.3,
    });
    expect(boundsFor({})).toEqual({
      minSpearman: CALIBRATION_GOALS.minSpearman,
      maxMeanAbsoluteError: CALIBRATION_GOALS.maxMeanAbsoluteError,
    });
  });

  it('reports a miss that is not on record, and a known miss that now meets the goal', () => {
    const graded = (id: string, answer: string, grade: number) => ({
      id,
      role: 'Backend Engineer',
      jdSkills: ['PostgreSQL'],
      question: 'What is the difference between a process and a thread?',
      kind: 'technical' as const,
      rubric: 'technical' as const,
      skill: null,
      answer,
      grade,
      rationale: 'test',
    });
    const report = calibrate([graded('unrecorded', '', 9), graded('recovered', '', 0)]);
    const audit = auditMisses(report, { recovered: 'was scored too high once' });
    expect(audit.unrecorded(report.strongScoredLow).map(({ entry }) => entry.id)).toEqual(['unrecorded']);
    expect(audit.nowMeetingGoal).toEqual(['recovered']);
  });

  it('rejects a malformed graded answer with the entry and field named', () => {
    const entry = {
      id: 'x-1',
      role: 'Nurse',
      jdSkills: [],
      question: 'Why nursing?',
      kind: 'behavioural',
      rubric: 'motivation',
      skill: null,
      answer: 'Because.',
      grade: 11,
      rationale: 'Too high.',
    };
    expect(() => parseGradedAnswers([entry], 'set.json')).toThrow(
      'set.json[0] (x-1): "grade" must be an integer from 0 to 10',
    );
    expect(() => parseGradedAnswers([{ ...entry, grade: 4, rubric: 'closing' }], 'set.json')).toThrow(
      '"grade" must be null for a closing answer',
    );
    expect(() => parseGradedAnswers({}, 'set.json')).toThrow('expected an array');
  });
});
