/**
 * Planning rules on varied postings. The tuning postings were used while writing the wording; the held-out ones
 * were not (see fixtures/postings.ts) and run the same checks.
 */
import { describe, expect, it } from 'vitest';
import type { InterviewPlan, PlannedQuestion } from '@intervia/shared';
import { analyzeInterviewInput } from '../analysis/analyze-interview-input';
import { HELD_OUT_POSTINGS, TUNING_POSTINGS, type Posting } from './fixtures/postings';
import { planInterview, rankPostingSkills } from './plan-interview';
import { skillKind } from './skill-wording';
import { simulateCall } from '../interviewer/interview-simulation.testing';
import { planForInput } from './plan-for-input.testing';

const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

const allQuestions = (plan: InterviewPlan): PlannedQuestion[] => [...plan.questions, ...(plan.reserve ?? [])];

/** Listed skills a question names, case-insensitively (practices are said in lower case). */
function citedSkills(questions: readonly PlannedQuestion[], posting: Posting): Set<string> {
  const text = questions.map((question) => question.text.toLowerCase()).join(' ');
  return new Set(
    posting.listedSkills.filter((skill) =>
      [skill, skill === 'Message queues' ? 'message queues' : skill].some((name) =>
        text.includes(name.toLowerCase()),
      ),
    ),
  );
}

function checkPostingRules(name: string, posting: Posting) {
  describe(`${name}`, () => {
    it('cites at least two of the skills the posting lists in the questions every interview asks', () => {
      const { parsedJD } = analyzeInterviewInput(posting);
      const listed = { ...posting, listedSkills: parsedJD.skills.map((skill) => skill.name) };
      for (const difficulty of DIFFICULTIES) {
        const plan = planForInput(posting, { difficulty });
        expect(citedSkills(plan.questions, listed).size, difficulty).toBeGreaterThanOrEqual(2);
      }
    });

    it('asks about at least two of the skills a reader expects, in a 10-minute interview', () => {
      const plan = planForInput(posting);
      const asked = simulateCall(plan, 600).spoken.join(' ');
      const cited = posting.listedSkills.filter((skill) => asked.toLowerCase().includes(skill.toLowerCase()));
      expect(cited.length, cited.join(', ')).toBeGreaterThanOrEqual(2);
    });

    it('asks only about skills the posting asks for', () => {
      const { parsedJD } = analyzeInterviewInput(posting);
      const postingSkills = new Set([...parsedJD.skills.map((skill) => skill.name), 'System design']);
      for (const question of allQuestions(planForInput(posting, { durationMinutes: 30 }))) {
        if (question.skill) expect(postingSkills, question.text).toContain(question.skill);
      }
    });

    it('words every kind of skill naturally', () => {
      for (const difficulty of DIFFICULTIES) {
        for (const question of allQuestions(planForInput(posting, { difficulty, durationMinutes: 30 }))) {
          expect(question.text).not.toMatch(/\{\w+\}/);
          expect(question.text).not.toMatch(/…|\.\.\./);
          expect(question.text).not.toMatch(/\ba [aeioAEIO]/);
          expect(question.text).not.toMatch(/\b(?:your|good|applied|on|with|about) [A-Z][a-z]+ing\b/);
          expect(question.text).not.toMatch(/how you have applied|whether your \w+ is working/i);
          if (question.skill && question.kind !== 'behavioural') {
            const kind = skillKind({ name: question.skill, category: categoryOf(posting, question.skill) });
            if (kind === 'practice' || kind === 'domain') {
              // A practice or domain is a common noun inside a sentence, not a capitalised label.
              expect(
                question.text.includes(` ${question.skill} `) && /^[A-Z][a-z]+$/.test(question.skill),
              ).toBe(false);
            }
          }
        }
      }
    });

    it('asks the must-have skills first', () => {
      const { parsedJD } = analyzeInterviewInput(posting);
      const ranked = rankPostingSkills(parsedJD);
      const firstSkillQuestion = planForInput(posting).questions.find((question) => question.skill !== null);
      const firstSkill = ranked.find((skill) => skill.name === firstSkillQuestion?.skill);
      expect(firstSkill?.importance).toBe('required');
    });

    it('has a reserve that can fill a long interview, none of it repeating the core', () => {
      const plan = planForInput(posting, { durationMinutes: 20 });
      expect(plan.questions.length + (plan.reserve?.length ?? 0)).toBeGreaterThanOrEqual(20);
      const texts = allQuestions(plan).map((question) => question.text);
      expect(new Set(texts).size).toBe(texts.length);
    });
  });
}

function categoryOf(posting: Posting, skill: string) {
  const { parsedJD } = analyzeInterviewInput(posting);
  return parsedJD.skills.find((listed) => listed.name === skill)?.category ?? 'other';
}

describe('planning on the tuning postings', () => {
  for (const [name, posting] of Object.entries(TUNING_POSTINGS)) checkPostingRules(name, posting);
});

describe('planning on the held-out postings', () => {
  for (const [name, posting] of Object.entries(HELD_OUT_POSTINGS)) checkPostingRules(name, posting);
});

describe('the candidate’s preferences', () => {
  const frontend: Posting = {
    title: 'Frontend Engineer',
    listedSkills: ['React', 'TypeScript', 'Accessibility'],
    jobDescription: `Build accessible interfaces in React and TypeScript.\n\nRequirements:\n- 3+ years of React\n- Testing with Jest\n- Mentor junior developers`,
  };
  const preferences =
    'Focus on React performance and accessibility, and ask one behavioural question about mentoring';

  it('asks about each topic asked for, first, and shows why in the plan', () => {
    const plan = planForInput(frontend, { preferences });
    const [, first, second, third] = plan.questions;
    expect(first?.text).toMatch(/React performance/);
    expect(first?.reason).toBe('You asked to focus on React performance.');
    expect(second?.text).toMatch(/accessibility/);
    expect(second?.reason).toBe('You asked to focus on accessibility.');
    expect(third).toMatchObject({ kind: 'behavioural', skill: 'Mentoring' });
    expect(third?.text).toMatch(/mentored or coached someone/);
    expect(third?.reason).toBe('You asked for a behavioural question about mentoring.');
  });

  it('asks exactly one behavioural question when one was asked for', () => {
    const plan = planForInput(frontend, { preferences, durationMinutes: 30 });
    expect(allQuestions(plan).filter((question) => question.kind === 'behavioural')).toHaveLength(1);
  });

  it('never says "your Mentoring" or "applied Fintech"', () => {
    const plan = planForInput(TUNING_POSTINGS.fintechBackend!, { durationMinutes: 30, difficulty: 'medium' });
    const text = allQuestions(plan)
      .map((question) => question.text)
      .join(' ');
    expect(text).not.toMatch(/\b(?:your|good|applied|in|on|about|with) (?:Mentoring|Fintech)\b/);
    expect(text).toMatch(/Fintech is the field this role works in\. .* working in it/);
  });

  it('asks about a topic the posting does not list when the candidate asks for it', () => {
    const plan = planForInput(TUNING_POSTINGS.uxDesigner!, {
      preferences: 'please focus on onboarding flows',
    });
    expect(plan.questions[1]?.text).toMatch(/onboarding flows/);
  });
});

describe('quoting the resume', () => {
  const experienceOnly = `Jane Doe
Frontend developer

EXPERIENCE
Software Engineer at Acme Ltd, 2019 - present
- Built a real-time dashboard in React used by 2,000 support agents across three countries
- Migrated billing from MySQL to PostgreSQL, cutting hosting costs by 30%

SKILLS
TypeScript, React, PostgreSQL`;
  const withProjects = `${experienceOnly}

PROJECTS
- Recipe Finder: a Next.js app with Redis caching`;

  function resumeQuestions(resumeText: string): PlannedQuestion[] {
    const { parsedJD, resume } = analyzeInterviewInput({ title: 'Frontend Developer', resumeText });
    const plan = planInterview({
      parsedJD,
      resume,
      difficulty: 'medium',
      durationMinutes: 20,
      preferences: 'ask about my projects',
    });
    return allQuestions(plan).filter((question) => question.kind === 'resume');
  }

  it('quotes a resume line whole, as a sentence, never cut mid-phrase', () => {
    const questions = resumeQuestions(experienceOnly);
    expect(questions.length).toBeGreaterThanOrEqual(2);
    for (const question of questions) {
      expect(question.text).not.toMatch(/…/);
      const quoted = /"([^"]+)"/.exec(question.text)?.[1] ?? '';
      expect(experienceOnly, question.text).toContain(`- ${quoted.replace(/\.$/, '')}\n`);
    }
    expect(questions.map((question) => question.text).join(' ')).toMatch(
      /"Built a real-time dashboard in React used by 2,000 support agents across three countries\."/,
    );
  });

  it('names a project by its own name', () => {
    const [question] = resumeQuestions(withProjects);
    expect(question?.text).toMatch(/"Recipe Finder"/);
  });
});

describe('the mix by difficulty and seniority', () => {
  it('asks a design question in a senior technical interview and in a hard one, not in an easy junior one', () => {
    const senior = planForInput(TUNING_POSTINGS.fintechBackend!, { durationMinutes: 20 });
    expect(senior.questions.some((question) => question.skill === 'System design')).toBe(true);
    // In a short interview it leads the reserve, asked as soon as the core questions are done.
    expect(planForInput(TUNING_POSTINGS.fintechBackend!).reserve?.[0]?.skill).toBe('System design');
    const junior: Posting = {
      title: 'Junior Web Developer',
      listedSkills: ['JavaScript', 'HTML'],
      jobDescription: `Requirements:\n- JavaScript, HTML and CSS\n- Some experience with Git`,
    };
    expect(
      allQuestions(planForInput(junior, { difficulty: 'easy' })).some((q) => q.skill === 'System design'),
    ).toBe(false);
    expect(
      allQuestions(planForInput(junior, { difficulty: 'hard' })).some((q) => q.skill === 'System design'),
    ).toBe(true);
  });

  it('includes a behavioural question in every plan unless the candidate said no', () => {
    for (const posting of Object.values(TUNING_POSTINGS)) {
      expect(planForInput(posting).questions.some((question) => question.kind === 'behavioural')).toBe(true);
      expect(
        allQuestions(planForInput(posting, { preferences: 'no behavioural questions please' })).some(
          (question) => question.kind === 'behavioural',
        ),
      ).toBe(false);
    }
  });
});
