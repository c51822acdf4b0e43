/**
 * Issue 24's hidden checks, run on the unseen postings of 2026-11-28 (fixtures/unseen-postings-2026-11-28.ts): a
 * 10-minute interview with the candidate's preferences, driven by the simulated clock with thirty-second answers,
 * asks at least eight questions and the topics asked for; a follow-up to a short answer uses the answer's words;
 * the questions cite at least two of the posting's skills, word every kind of skill naturally, ask about no skill
 * the posting does not ask for, and quote a résumé in whole sentences.
 */
import { describe, expect, it, vi } from 'vitest';
import type { InterviewPlan, PlannedQuestion } from '@intervia/shared';
import { analyzeInterviewInput } from '../analysis/analyze-interview-input';
import { UNSEEN_POSTINGS_2026_11_28, type UnseenPosting } from './fixtures/unseen-postings-2026-11-28';
import { BLIND_POSTINGS_2026_11_28 } from './fixtures/blind-postings-2026-11-28';
import { BLIND_POSTINGS_2026_11_28B } from './fixtures/blind-postings-2026-11-28b';
import { BLIND_POSTINGS_2026_11_28C } from './fixtures/blind-postings-2026-11-28c';
import { BLIND_POSTINGS_2026_11_28D } from './fixtures/blind-postings-2026-11-28d';
import { BLIND_POSTINGS_2026_11_28E } from './fixtures/blind-postings-2026-11-28e';
import { BLIND_POSTINGS_2026_11_28F } from './fixtures/blind-postings-2026-11-28f';
import { BLIND_POSTINGS_2026_11_28G } from './fixtures/blind-postings-2026-11-28g';
import { BLIND_POSTINGS_2026_11_28H } from './fixtures/blind-postings-2026-11-28h';
import { BLIND_POSTINGS_2026_11_29I } from './fixtures/blind-postings-2026-11-29i';
import { BLIND_POSTINGS_2026_11_29J } from './fixtures/blind-postings-2026-11-29j';
import { planInterview } from './plan-interview';
import { findSkillMentions, findSkillNames } from '../skills/find-skills';
import { readPreferences } from './read-preferences';
import { skillKind, spokenSkillName } from './skill-wording';
import { simulateCall } from '../interviewer/interview-simulation.testing';
import { THIRTY_SECOND_ANSWERS } from '../interviewer/fixtures/spoken-answers';
import {
  openInterview,
  respondToCandidate,
  type DialogueStep,
  type InterviewerPersona,
} from '../interviewer/interview-dialogue';

// A check plans three interviews and simulates a 10-minute call: up to ~3 s on a quiet 2-core machine, more while
// other test files run beside it, so the checks get more than the unit tests' default 5 s. Not a timing test.
vi.setConfig({ testTimeout: 20_000 });

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const TECHNICAL_CATEGORIES = new Set([
  'language',
  'framework',
  'database',
  'cloud',
  'devops',
  'data',
  'ai-ml',
]);
const persona: InterviewerPersona = { assistantName: 'Iris', candidateFirstName: 'Sam', role: 'the role' };

function planFor(
  posting: UnseenPosting,
  overrides: Partial<Parameters<typeof planInterview>[0]> = {},
): InterviewPlan {
  const { parsedJD, resume } = analyzeInterviewInput(posting);
  return planInterview({
    parsedJD,
    resume,
    difficulty: 'medium',
    durationMinutes: 10,
    preferences: posting.preferences,
    ...overrides,
  });
}

const allQuestions = (plan: InterviewPlan): PlannedQuestion[] => [...plan.questions, ...(plan.reserve ?? [])];

/** The names a question may use for a listed skill: its own, or how it is said in a sentence. */
function namesOf(posting: UnseenPosting, skill: string): string[] {
  const { parsedJD } = analyzeInterviewInput(posting);
  const category = parsedJD.skills.find((listed) => listed.name === skill)?.category ?? 'other';
  return [skill, spokenSkillName({ name: skill, category })].map((name) => name.toLowerCase());
}

function citedSkills(text: string, posting: UnseenPosting): string[] {
  const lower = text.toLowerCase();
  return posting.listedSkills.filter((skill) => namesOf(posting, skill).some((name) => lower.includes(name)));
}

const STOP_WORDS = new Set(
  'about after also been before because could does doing each even every from have here into just like more most much only other over same some such than that their them then there these they this those through very were what when where which while will with would your first sure really myself going'.split(
    ' ',
  ),
);
const contentWords = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z£][a-z'-]{3,}|\d[\d,.]*/g) ?? [])
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => !STOP_WORDS.has(word) && !/^(?:i'm|i've|haven't|didn't|don't|we'd|i'd)$/.test(word));

/** The interviewer's reply to `answer` given to the first question after the introduction. */
function replyToShortAnswer(plan: InterviewPlan, answer: string): DialogueStep {
  const opening = openInterview(plan, persona, { remainingSeconds: 600 });
  let state = opening.state;
  let clock = 30;
  for (let turn = 0; turn < 6; turn += 1) {
    clock += 32;
    const step = respondToCandidate(plan, persona, state, THIRTY_SECOND_ANSWERS[turn]!, 600 - clock, clock);
    state = step.state;
    clock += 8;
    if (!step.followUp && step.questionIndex !== null && step.questionIndex > 0) break;
  }
  clock += 10;
  return respondToCandidate(plan, persona, state, answer, 600 - clock, clock);
}

function expectNaturalWording(posting: UnseenPosting, question: PlannedQuestion) {
  expect(question.text).not.toMatch(/\{\w+\}/);
  expect(question.text).not.toMatch(/…|\.\.\./);
  expect(question.text).not.toMatch(/\ba [aeioAEIO]/);
  expect(question.text).not.toMatch(/\ban [b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z][a-z]/);
  expect(question.text).not.toMatch(/\b(?:your|good|applied|on|with|about) [A-Z][a-z]+ing\b/);
  expect(question.text).not.toMatch(/how you have applied|whether your \w+ is working/i);
  expect(question.text).not.toMatch(/\b(\w+) \1\b/i);
  expect(question.text).not.toMatch(/\s[,.?]|\?\S|[^.?!"]$/);
  if (question.skill && question.kind !== 'behavioural') {
    const { parsedJD } = analyzeInterviewInput(posting);
    const category = parsedJD.skills.find((listed) => listed.name === question.skill)?.category ?? 'other';
    const kind = skillKind({ name: question.skill, category });
    if (kind === 'practice' || kind === 'domain') {
      // A common noun inside a sentence, not a capitalised label (it may open a sentence).
      const midSentence = new RegExp(`[^.?!] ${question.skill} `).test(question.text);
      expect(midSentence && /^[A-Z][a-z]+$/.test(question.skill), question.text).toBe(false);
    }
  }
}

/**
 * Runs every check on one posting. `knownFailures` names the checks a posting is on record as failing (the blind set's
 * one measured run): those run as `it.fails`, so a regression elsewhere fails, and so does a known failure that starts
 * to pass (then it comes off the list).
 */
function checkUnseenPosting(name: string, posting: UnseenPosting, knownFailures: readonly string[] = []) {
  const check = (title: string, body: () => void) =>
    (knownFailures.includes(title) ? it.fails : it)(title, body);
  describe(name, () => {
    check(
      'asks at least eight questions in a 10-minute interview with preferences (30-second answers)',
      () => {
        const call = simulateCall(planFor(posting), 600);
        expect(call.questions).toBeGreaterThanOrEqual(8);
      },
    );

    // Added after the first run: the same with the posting's short answers (each still counted as thirty seconds).
    check('asks at least eight questions when every answer is short', () => {
      const call = simulateCall(planFor(posting), 600, { answers: posting.shortAnswers });
      expect(call.questions).toBeGreaterThanOrEqual(8);
    });

    check('asks about the topics the candidate asked for', () => {
      const plan = planFor(posting);
      const spoken = simulateCall(plan, 600).spoken.join(' ').toLowerCase();
      for (const topic of posting.preferredTopics) expect(spoken, topic).toContain(topic.toLowerCase());
      const behavioural = allQuestions(plan).filter(
        (question) => question.kind === 'behavioural' && spoken.includes(question.text.toLowerCase()),
      ).length;
      if (posting.behavioural?.atLeast !== undefined)
        expect(behavioural).toBeGreaterThanOrEqual(posting.behavioural.atLeast);
      if (posting.behavioural?.atMost !== undefined)
        expect(
          allQuestions(planFor(posting, { durationMinutes: 30 })).filter((q) => q.kind === 'behavioural')
            .length,
        ).toBeLessThanOrEqual(posting.behavioural.atMost);
      if (/projects?\b/i.test(posting.preferences) && posting.resumeText) {
        expect(plan.questions.some((question) => question.kind === 'resume')).toBe(true);
      }
    });

    check('follows up a short answer with the answer’s own words', () => {
      const plan = planFor(posting);
      for (const answer of posting.shortAnswers) {
        const step = replyToShortAnswer(plan, answer);
        expect(step.followUp, answer).toBeDefined();
        const words = contentWords(answer);
        const reply = step.sentences.join(' ').toLowerCase();
        if (words.length > 0)
          expect(
            words.some((word) => reply.includes(word)),
            `${answer} → ${step.sentences.join(' ')}`,
          ).toBe(true);
        for (const sentence of step.sentences) expect(sentence).not.toMatch(/…|\s[,.?]|\b(\w+) \1\b/);
      }
    });

    check('cites at least two of the posting’s skills, at every difficulty and in the call', () => {
      for (const difficulty of DIFFICULTIES) {
        const plan = planFor(posting, { difficulty, preferences: '' });
        const cited = citedSkills(plan.questions.map((question) => question.text).join(' '), posting);
        expect(cited.length, `${difficulty}: ${cited.join(', ')}`).toBeGreaterThanOrEqual(2);
      }
      const spoken = simulateCall(planFor(posting), 600).spoken.join(' ');
      const cited = citedSkills(spoken, posting);
      expect(cited.length, `call: ${cited.join(', ')}`).toBeGreaterThanOrEqual(2);
    });

    check('asks about no skill the posting does not ask for', () => {
      const { parsedJD } = analyzeInterviewInput(posting);
      const preferences = readPreferences(posting.preferences);
      const technical = parsedJD.skills.some((skill) => TECHNICAL_CATEGORIES.has(skill.category));
      const allowed = new Set([
        ...parsedJD.skills.map((skill) => skill.name),
        ...preferences.focusSkills.map((skill) => skill.name),
        ...(technical || preferences.systemDesign ? ['System design'] : []),
      ]);
      for (const difficulty of DIFFICULTIES) {
        for (const question of allQuestions(planFor(posting, { difficulty, durationMinutes: 30 }))) {
          if (question.skill && question.kind !== 'behavioural' && question.kind !== 'resume')
            expect(allowed, question.text).toContain(question.skill);
        }
      }
      // The skills the analysis found are ones the posting asks for: each is one the reader expects, or the posting
      // names it in words of its own, not only as part of another skill's name ("documentation" in "clinical
      // documentation").
      const found = findSkillMentions(posting.jobDescription).map((mention) => mention.skill.name);
      for (const skill of parsedJD.skills) {
        if (posting.listedSkills.includes(skill.name) || !found.includes(skill.name)) continue;
        const alone = posting.jobDescription.replace(
          new RegExp(
            posting.listedSkills
              .filter((listed) => listed !== skill.name)
              .flatMap((listed) => namesOf(posting, listed))
              .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('|') || '(?!)',
            'gi',
          ),
          ' ',
        );
        expect(findSkillNames(alone), skill.name).toContain(skill.name);
      }
    });

    check('words every kind of skill naturally', () => {
      for (const difficulty of DIFFICULTIES) {
        for (const preferences of [posting.preferences, '']) {
          for (const question of allQuestions(
            planFor(posting, { difficulty, durationMinutes: 30, preferences }),
          ))
            expectNaturalWording(posting, question);
        }
      }
    });

    if (posting.resumeText) {
      const resumeText = posting.resumeText;
      check('quotes the résumé in whole sentences', () => {
        const quoting = allQuestions(planFor(posting, { durationMinutes: 30 })).filter(
          (question) => question.kind === 'resume' && /"[^"]+"/.test(question.text),
        );
        expect(quoting.length).toBeGreaterThan(0);
        for (const question of quoting) {
          for (const [, quoted = ''] of question.text.matchAll(/"([^"]+)"/g)) {
            const line = quoted.replace(/\.$/, '');
            // A résumé line may end with a full stop or without one; the quote ends with one either way.
            const wholeLine = [line, `${line}.`].some(
              (written) => resumeText.includes(`- ${written}\n`) || resumeText.endsWith(`- ${written}`),
            );
            const projectName = new RegExp(`^- ${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`, 'm').test(
              resumeText,
            );
            expect(wholeLine || projectName, question.text).toBe(true);
            if (wholeLine) expect(quoted, question.text).toMatch(/\.$/);
          }
        }
      });
    }
  });
}

describe('issue 24’s hidden checks on the unseen postings of 2026-11-28', () => {
  for (const [name, posting] of Object.entries(UNSEEN_POSTINGS_2026_11_28)) checkUnseenPosting(name, posting);
});

// The checks the three blind sets still fail. All three are development data since the planner5 round (2026-11-28):
// the lists are the failures measured after that round (docs/performance.md), no longer held-out figures.
const BLIND_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  airlineCabinCrew: ['asks about no skill the posting does not ask for'],
  actuarialAnalyst: ['asks about no skill the posting does not ask for'],
  rustSystemsEngineer: ['cites at least two of the posting’s skills, at every difficulty and in the call'],
  schoolBusinessManager: ['asks about no skill the posting does not ask for'],
};

/**
 * Ten postings written by an author who never saw the planner (fixtures/blind-postings-2026-11-28.ts), added after the
 * fixes above and run once as a held-out measure; development data since (docs/performance.md).
 */
describe('issue 24’s hidden checks on the blind postings of 2026-11-28', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_28))
    checkUnseenPosting(name, posting, BLIND_KNOWN_FAILURES[name]);
});

/**
 * The second blind set (fixtures/blind-postings-2026-11-28b.ts): ten more postings by an author who never saw the
 * planner, written while the planner learned the posting's own skills and run once after that work was merged;
 * development data since. The checks it still fails are listed here (docs/performance.md).
 */
const BLIND_B_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  creditRiskAnalyst: ['asks about no skill the posting does not ask for'],
  freightForwardingCoordinator: [
    'cites at least two of the posting’s skills, at every difficulty and in the call',
  ],
  motionDesigner: ['cites at least two of the posting’s skills, at every difficulty and in the call'],
  siteReliabilityEngineer: ['asks about no skill the posting does not ask for'],
};

describe('issue 24’s hidden checks on the second blind postings of 2026-11-28', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_28B))
    checkUnseenPosting(name, posting, BLIND_B_KNOWN_FAILURES[name]);
});

/**
 * The third blind set (12 postings, an author who read nothing of the project), measured once on 2026-11-28 after
 * the own-phrase ranking (planner4): 65 of 91 checks passed. It was development data in the planner5 round (78 / 91
 * after it); the checks it still fails are recorded here.
 */
const BLIND_C_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  embeddedFirmwareEngineer: ['asks about no skill the posting does not ask for'],
  cloudSecurityEngineer: [
    'cites at least two of the posting’s skills, at every difficulty and in the call',
    'asks about no skill the posting does not ask for',
  ],
  analyticsEngineer: ['quotes the résumé in whole sentences'],
  careHomeRegisteredManager: ['asks about no skill the posting does not ask for'],
  managementAccountant: ['asks about no skill the posting does not ask for'],
  litigationParalegal: ['cites at least two of the posting’s skills, at every difficulty and in the call'],
  transportManager: [
    'asks about no skill the posting does not ask for',
    'quotes the résumé in whole sentences',
  ],
};

describe('issue 24’s hidden checks on the third blind postings of 2026-11-28', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_28C))
    checkUnseenPosting(name, posting, BLIND_C_KNOWN_FAILURES[name]);
});

/**
 * The fourth blind set (fixtures/blind-postings-2026-11-28d.ts: 12 postings, an author who read nothing of the project,
 * written while planner5 worked on sets a–c) measured once after planner5 was merged: 66 of 91 checks passed (64 with
 * the planner before planner5). Measured with the résumé check corrected first (a résumé line that ends with its own
 * full stop is a whole line; the check had assumed bullets without one, which failed every quote of this set).
 * Then seen and worked on: the seven follow-ups it failed (a "not sure" answer that names what the candidate would do
 * instead) pass since the interviewer takes up that action and the thing they are unsure of; this set's follow-up
 * figure is no longer a blind one. Likewise the topics of two postings, which pass since topic phrases lose what is
 * said about them ("accessibility questions so go heavy on that" → "accessibility", "second fix stuff" → "second fix").
 * Held out in the planner6 round (duty objects, practices sharing a question; developed on sets a–c and the unseen
 * set) and checked at its end: networkEngineer's skill-citing check passes (75 → 76 of 91), none regressed.
 */
const BLIND_D_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  networkEngineer: [
    'asks about no skill the posting does not ask for',
    'words every kind of skill naturally',
  ],
  postgresDba: ['cites at least two of the posting’s skills, at every difficulty and in the call'],
  structuralEngineer: ['cites at least two of the posting’s skills, at every difficulty and in the call'],
  siteJoiner: ['cites at least two of the posting’s skills, at every difficulty and in the call'],
  // Since planner10 (a résumé bullet opening with any past-tense verb is an achievement) the first résumé line
  // quoted is "Ordered and fitted equipment …" where it was the one naming safeguarding, so the easy plan cites one
  // listed skill; the résumé's lines are still taken in its own order.
  occupationalTherapist: ['cites at least two of the posting’s skills, at every difficulty and in the call'],
  housingOfficer: ['cites at least two of the posting’s skills, at every difficulty and in the call'],
  seniorCopywriter: [
    'asks about the topics the candidate asked for',
    'cites at least two of the posting’s skills, at every difficulty and in the call',
  ],
  payrollSpecialist: ['cites at least two of the posting’s skills, at every difficulty and in the call'],
  hotelFrontOfficeManager: ['asks about no skill the posting does not ask for'],
};

describe('issue 24’s hidden checks on the fourth blind postings of 2026-11-28', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_28D))
    checkUnseenPosting(name, posting, BLIND_D_KNOWN_FAILURES[name]);
});

/**
 * The fifth blind set (fixtures/blind-postings-2026-11-28e.ts: 12 postings, an author who read nothing of the project)
 * measured once as a held-out set: 72 of 92 checks passed before the planner6 round, 73 of 92 after it (74 with the
 * same code and a timeout long enough for a loaded machine). Development data since the planner7 round, like sets a–d:
 * worked on in that round (junk kept out of the skills, preference phrasings), after which 83 of 92 pass. The checks
 * it still fails are recorded here (docs/performance.md).
 */
const CITES = 'cites at least two of the posting’s skills, at every difficulty and in the call';
const BLIND_E_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  androidDeveloperKotlin: [CITES],
  penetrationTester: [CITES],
  electricalDesignEngineerBuildingServices: [CITES],
  customerSuccessManagerMidMarket: [CITES],
  seniorProcurementOfficerNsw: [CITES],
  outdoorRetailStoreManager: [CITES],
  motorClaimsHandler: [CITES],
};

describe('issue 24’s hidden checks on the fifth blind postings of 2026-11-28', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_28E))
    checkUnseenPosting(name, posting, BLIND_E_KNOWN_FAILURES[name]);
});

/**
 * The sixth blind set (fixtures/blind-postings-2026-11-28f.ts: 12 postings, an author who read nothing of the project)
 * measured once on each of four versions of the planner, never worked on: 76 of 92 checks before the planner6 round,
 * 78 after it, 79 after the planner7 round, 78 after the planner8 round (its skill-citing check 4, 6, 6 and 5 of 12;
 * topics 8, 8, 9 and 9 of 12). The
 * checks it fails are recorded here (docs/performance.md); it stays held out until a round is tuned on it. After the
 * planner10 round one topics check more passes (devopsEngineerWellington: preference phrasings from set h) and one
 * résumé check (emergencyDispatcherPhoenix: achievements opening with any past-tense verb), 80 of 92: counted only,
 * its postings not read.
 */
const BLIND_F_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  // Passed until the planner8 round (gerund duties, proper names, repeated own names first): its regression on f.
  controlsEngineerPlcOhio: [CITES],
  civilEngineerDrainageLeeds: [CITES],
  qualityEngineerMedtechGalway: ['asks about the topics the candidate asked for', CITES],
  lettingsNegotiatorBristol: [CITES],
  cafeSupervisorNelson: ['asks about no skill the posting does not ask for'],
  emergencyDispatcherPhoenix: [CITES],
  libraryTechnicianHalifax: [CITES, 'words every kind of skill naturally'],
  fundraisingOfficerTrustsGlasgow: ['asks about the topics the candidate asked for', CITES],
  mortgageAdviserCork: ['asks about no skill the posting does not ask for'],
};

describe('issue 24’s hidden checks on the sixth blind postings of 2026-11-28', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_28F))
    checkUnseenPosting(name, posting, BLIND_F_KNOWN_FAILURES[name]);
});

/**
 * The seventh blind set (fixtures/blind-postings-2026-11-28g.ts: 12 postings, an author who read nothing of the
 * project; its listed skills in the posting's own words), measured once on the planner of the fifth session (main
 * f315de0): 64 of 90 checks; cites two listed skills on 2 of 12 postings, asks the preferred topics on 4 of 12. After
 * the followup8 round and the lead's doubt-reading fix: 67 of 90 (own-words follow-ups 9 → 12 of 12); after planner8:
 * unchanged. The
 * checks it fails are recorded here (docs/performance.md); it stays held out until a round is tuned on it.
 */
const BLIND_G_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  dataEngineerDbt: ['asks about no skill the posting does not ask for'],
  azureInfraContractor: [
    'asks about the topics the candidate asked for',
    CITES,
    'asks about no skill the posting does not ask for',
  ],
  hardwareDesignEngineer: [CITES],
  mlEngineerEdgeVision: ['asks about the topics the candidate asked for', CITES],
  icuRegisteredNurse: [
    'asks about the topics the candidate asked for',
    CITES,
    'asks about no skill the posting does not ask for',
  ],
  approvedElectrician: ['asks about the topics the candidate asked for', CITES],
  headChefGastropub: [CITES],
  warehouseShiftManager: [CITES],
  mathsTeacherVce: [
    'asks about the topics the candidate asked for',
    CITES,
    'quotes the résumé in whole sentences',
  ],
  councilPlanningOfficer: [CITES, 'asks about no skill the posting does not ask for'],
};

describe('issue 24’s hidden checks on the seventh blind postings of 2026-11-28', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_28G))
    checkUnseenPosting(name, posting, BLIND_G_KNOWN_FAILURES[name]);
});

/**
 * The eighth blind set (fixtures/blind-postings-2026-11-28h.ts: 12 postings, an author who read nothing of the
 * project), measured once on the planner before planner9 (main 7777a76: 67 of 92) and once after it (66 of 92: two
 * postings stop citing two listed skills, one starts; sharing a question between two tools is what moves them). The
 * checks it fails are recorded here
 * (docs/performance.md). Development data since the planner10 round (2026-11-29), which read it and worked on it:
 * its four own-words follow-up failures pass since then (typographic apostrophes, a doubt's longer question, a course
 * set against another, what an unsure answer did say), and so do five topics checks (more ways of asking in the
 * preferences), one wording check, one skill-citing check (a posting typed in capitals is read in sentence case) and
 * one résumé check (achievements opening with any past-tense verb): 66 → 78 of 92.
 */
const BLIND_H_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  iosEngineerFintechLondon: ['asks about no skill the posting does not ask for'],
  siteReliabilityEngineerBerlin: [CITES, 'asks about no skill the posting does not ask for'],
  bioinformaticsScientistBoston: [CITES, 'asks about no skill the posting does not ask for'],
  mechanicalDesignEngineerAdelaide: [CITES],
  dataScientistExperimentationBengaluru: [CITES],
  communityPharmacistGalway: [CITES],
  hotelFrontOfficeManagerQueenstown: ['asks about no skill the posting does not ask for'],
  conveyancingParalegalBrisbane: [CITES],
  residentialSupportWorkerGlasgow: ['asks about the topics the candidate asked for', CITES],
  developmentAssociateChicago: [CITES],
  assistantStoreManagerCalgary: [CITES],
};

describe('issue 24’s hidden checks on the eighth blind postings of 2026-11-28', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_28H))
    checkUnseenPosting(name, posting, BLIND_H_KNOWN_FAILURES[name]);
});

/**
 * The ninth blind set (fixtures/blind-postings-2026-11-29i.ts: 12 postings, an author who read nothing of the
 * project), measured once on main before planner10 was merged (78 of 92) and once after it (82 of 92). The checks it
 * fails after it are recorded
 * here (docs/performance.md); it is held out: nothing has been tuned on it.
 */
const BLIND_I_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  staffBackendRust: ['asks about no skill the posting does not ask for'],
  clinicalNurseSpecialistDiabetes: [CITES],
  payrollManager: [
    'asks about the topics the candidate asked for',
    'follows up a short answer with the answer’s own words',
    CITES,
  ],
  baristaTrainer: [CITES],
  hvacServiceTechnician: [CITES],
  // "asks about the topics the candidate asked for" passes since the ninth session: the interviewer says "You asked
  // about" in the candidate's words, not the posting's (measured, not tuned: the set stays held out).
  productDesigner: ['asks about no skill the posting does not ask for'],
  procurementCategoryManager: [CITES],
};

describe('issue 24’s hidden checks on the ninth blind postings of 2026-11-29', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_29I))
    checkUnseenPosting(name, posting, BLIND_I_KNOWN_FAILURES[name]);
});

/**
 * The tenth blind set (fixtures/blind-postings-2026-11-29j.ts: 12 postings, an author who read nothing of the
 * project), measured on main in the tenth session: 70 of 90 before the session's interviewer changes and after
 * them. The checks it fails are recorded here (docs/performance.md); it is held out: nothing has been tuned on it.
 */
const BLIND_J_KNOWN_FAILURES: Readonly<Record<string, readonly string[]>> = {
  siteReliabilityEngineer: ['asks about the topics the candidate asked for'],
  salesforceAdministrator: [
    'asks about the topics the candidate asked for',
    CITES,
    'asks about no skill the posting does not ask for',
  ],
  warehouseShiftManager: [CITES],
  medicalReceptionist: [
    CITES,
    'asks about no skill the posting does not ask for',
    'quotes the résumé in whole sentences',
  ],
  financeDirector: [CITES, 'asks about no skill the posting does not ask for'],
  graduatePolicyOfficer: [CITES],
  frontOfficeManager: ['asks about the topics the candidate asked for'],
  windTurbineTechnician: ['asks about the topics the candidate asked for'],
  secondaryMathsTeacher: ['asks about the topics the candidate asked for', CITES],
  securityControlRoomSupervisor: [CITES, 'asks about no skill the posting does not ask for'],
  performanceMarketingManager: [CITES, 'words every kind of skill naturally'],
  constructionSiteManager: [CITES],
};

describe('issue 24’s hidden checks on the tenth blind postings of 2026-11-29', () => {
  for (const [name, posting] of Object.entries(BLIND_POSTINGS_2026_11_29J))
    checkUnseenPosting(name, posting, BLIND_J_KNOWN_FAILURES[name]);
});
