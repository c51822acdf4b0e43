import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type ExtractedSkill } from '@intervia/shared';
import { analyzeInterviewInput } from '../analysis/analyze-interview-input';
import { JOB_DESCRIPTION_FIXTURES } from '../analysis/fixtures/job-descriptions';
import {
  dutiesByNamedSkills,
  MAX_QUESTIONS,
  MIN_QUESTIONS,
  planInterview,
  questionCountForDuration,
  rankPostingSkills,
  readPreferences,
  situationOf,
  skillsByQuestion,
} from './plan-interview';
import { planForInput } from './plan-for-input.testing';

const backend = JOB_DESCRIPTION_FIXTURES.backend!;
const RESUME = `Jane Doe
Full-stack developer
jane@example.com | +44 7700 900123 | github.com/janedoe

EXPERIENCE
Software Engineer at Acme Ltd, 2019 - present
- Built a real-time dashboard in React used by 2,000 agents
- Migrated billing from MySQL to PostgreSQL, cutting costs by 30%

PROJECTS
- Recipe Finder: a Next.js app with Redis caching
- Chess bot - Python engine with minimax search

EDUCATION
BSc Computer Science, University of Leeds, 2015 - 2019

SKILLS
TypeScript, React, Node.js, PostgreSQL, Docker`;

const plan = (overrides: Parameters<typeof planForInput>[1] = {}) => planForInput(backend, overrides);

describe('questionCountForDuration', () => {
  it('asks one question per two minutes, between the minimum and maximum', () => {
    expect(questionCountForDuration(10)).toBe(5);
    expect(questionCountForDuration(3)).toBe(MIN_QUESTIONS);
    expect(questionCountForDuration(20)).toBe(10);
    expect(questionCountForDuration(60)).toBe(MAX_QUESTIONS);
  });
});

describe('planInterview', () => {
  it('opens with an introduction, closes with a closing question and fits the duration', () => {
    for (const minutes of [3, 10, 25, 60]) {
      const questions = plan({ durationMinutes: minutes }).questions;
      expect(questions).toHaveLength(questionCountForDuration(minutes));
      expect(questions[0]?.kind).toBe('intro');
      expect(questions.at(-1)?.kind).toBe('closing');
    }
  });

  it('mixes technical and behavioural questions that name the JD skills', () => {
    const questions = plan({ durationMinutes: 16 }).questions;
    const kinds = new Set(questions.map((question) => question.kind));
    expect(kinds).toContain('technical');
    expect(kinds).toContain('behavioural');
    const technical = questions.filter((question) => question.kind === 'technical');
    for (const question of technical) expect(question.text).toContain(question.skill);
  });

  it('is deterministic and never repeats a question, even in a long interview', () => {
    expect(plan({ durationMinutes: 60 })).toEqual(plan({ durationMinutes: 60 }));
    for (const difficulty of DIFFICULTIES) {
      const texts = plan({ durationMinutes: 60, difficulty }).questions.map((question) => question.text);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('changes depth with difficulty', () => {
    const easy = plan({ difficulty: 'easy' }).questions.map((question) => question.text);
    const hard = plan({ difficulty: 'hard' }).questions.map((question) => question.text);
    expect(easy.slice(1, -1)).not.toEqual(hard.slice(1, -1));
    expect(hard.join(' ')).toMatch(
      /failure modes|ten times|hardest|incomplete information|conflict|measurable/,
    );
  });

  it('honours a system design preference and skills named in the preferences', () => {
    const questions = plan({ preferences: 'Please focus on system design and Redis' }).questions;
    expect(questions[1]?.text).toMatch(/system design/i);
    expect(questions.some((question) => question.skill === 'Redis')).toBe(true);
  });

  it('honours "technical only" and "behavioural" emphasis', () => {
    const technicalOnly = plan({ durationMinutes: 16, preferences: 'technical only please' }).questions;
    expect(technicalOnly.some((question) => question.kind === 'behavioural')).toBe(false);
    const behavioural = plan({
      durationMinutes: 16,
      preferences: 'focus on behavioural questions',
    }).questions;
    const count = (questions: typeof behavioural) =>
      questions.filter((question) => question.kind === 'behavioural').length;
    expect(count(behavioural)).toBeGreaterThan(count(plan({ durationMinutes: 16 }).questions));
  });

  it('asks about the projects on the candidate resume', () => {
    const { parsedJD, resume } = analyzeInterviewInput({ title: 'Frontend Developer', resumeText: RESUME });
    const questions = planInterview({
      parsedJD,
      resume,
      difficulty: 'medium',
      durationMinutes: 14,
      preferences: 'ask about my projects',
    }).questions;
    const resumeQuestions = questions.filter((question) => question.kind === 'resume');
    expect(resumeQuestions.map((question) => question.text).join(' ')).toContain('Recipe Finder');
    expect(resumeQuestions).toHaveLength(2);
  });

  it('falls back to responsibilities and behavioural questions when no skills are known', () => {
    const { parsedJD } = analyzeInterviewInput({ title: 'Barista' });
    const questions = planInterview({
      parsedJD,
      resume: null,
      difficulty: 'easy',
      durationMinutes: 12,
      preferences: '',
    }).questions;
    expect(questions).toHaveLength(6);
    expect(new Set(questions.map((question) => question.text)).size).toBe(6);
  });
});

describe('readPreferences', () => {
  it('reads focus areas from free text', () => {
    expect(readPreferences('no behavioural questions').behavioural).toBe('none');
    expect(readPreferences('focus on leadership').behavioural).toBe('emphasised');
    expect(readPreferences('system design please').systemDesign).toBe(true);
    expect(readPreferences('Kubernetes and Go').focusSkills.map((skill) => skill.name)).toEqual([
      'Kubernetes',
      'Go',
    ]);
  });
});

describe('a topic the candidate asked for, in a hard interview', () => {
  it('is said as a noun phrase, not as "the hardest <topic> problem"', () => {
    const { parsedJD } = analyzeInterviewInput(backend);
    const plan = planInterview({
      parsedJD,
      resume: null,
      difficulty: 'hard',
      durationMinutes: 10,
      preferences: 'Can we go over how I handle a noisy on-call week?',
    });
    expect(plan.questions[1]?.text).toMatch(
      /^You asked to focus on handling a noisy on-call week\. Tell me about the hardest problem you have tackled in handling a noisy on-call week:/,
    );
  });
});

describe('ranking the posting’s skills', () => {
  it('puts a broad taxonomy skill after the posting’s own phrase that names it more specifically', () => {
    const ranked = rankPostingSkills({
      role: 'Building Services Engineer',
      seniority: null,
      summary: '',
      skills: [
        { name: 'Testing', category: 'devops', importance: 'required' },
        { name: 'testing and commissioning', category: 'other', importance: 'required' },
        { name: 'duct pressure testing', category: 'other', importance: 'required' },
      ],
      responsibilities: [
        'Carry out testing and commissioning of ventilation plant',
        'Testing of duct pressure',
      ],
      requirements: ['Duct pressure testing', 'Testing experience'],
      source: 'job-description',
    }).map((skill) => skill.name);
    expect(ranked.at(-1)).toBe('Testing');
  });

  const jd = (skills: ExtractedSkill[], responsibilities: string[], requirements: string[] = []) => ({
    role: 'Coordinator',
    seniority: null,
    summary: '',
    skills,
    responsibilities,
    requirements,
    source: 'job-description' as const,
  });

  it('puts the posting’s specific phrases before a broad heading found through other words', () => {
    const ranked = rankPostingSkills(
      jd(
        [
          { name: 'Customer support', category: 'business', importance: 'required' },
          { name: 'cash reconciliation', category: 'other', importance: 'required' },
          { name: 'COSHH assessment', category: 'other', importance: 'required' },
        ],
        ['Deliver warm customer service on every shift', 'Complete cash reconciliation and COSHH assessment'],
      ),
    ).map((skill) => skill.name);
    expect(ranked).toEqual(['cash reconciliation', 'COSHH assessment', 'Customer support']);
  });

  it('keeps a heading first that the posting writes in its own words or repeats', () => {
    const written = rankPostingSkills(
      jd(
        [
          { name: 'Compliance', category: 'business', importance: 'required' },
          { name: 'FCA regulation', category: 'other', importance: 'required' },
        ],
        ['Own compliance across the branch', 'Keep up with FCA regulation'],
      ),
    ).map((skill) => skill.name);
    expect(written[0]).toBe('Compliance');
    const repeated = rankPostingSkills(
      jd(
        [
          { name: 'Incident management', category: 'devops', importance: 'required' },
          { name: 'capacity planning', category: 'other', importance: 'required' },
        ],
        ['Join the on-call rotation', 'Lead incident response and capacity planning'],
      ),
    ).map((skill) => skill.name);
    expect(repeated[0]).toBe('Incident management');
  });

  it('counts a one-word heading as the posting’s words only where it is a whole phrase, not a degree subject', () => {
    const skills = [
      { name: 'Security', category: 'devops' as const, importance: 'required' as const },
      { name: 'Accounting', category: 'business' as const, importance: 'required' as const },
      { name: 'debt serviceability', category: 'other' as const, importance: 'required' as const },
    ];
    const ranked = rankPostingSkills(
      jd(
        skills,
        ['Assess security packages and debt serviceability', 'Understanding of security types'],
        ['Degree in finance, accounting or economics'],
      ),
    ).map((skill) => skill.name);
    expect(ranked[0]).toBe('debt serviceability');
    const written = rankPostingSkills(
      jd(skills, ['Own security across the estate', 'Keep on top of debt serviceability']),
    ).map((skill) => skill.name);
    expect(written[0]).toBe('Security');
  });

  it('keeps a repeated one-word heading broad, unlike a repeated named practice', () => {
    const ranked = rankPostingSkills(
      jd(
        [
          { name: 'Teaching', category: 'business', importance: 'required' },
          { name: 'SEND Code of Practice', category: 'other', importance: 'required' },
        ],
        [
          'Support adaptive teaching across the school',
          'Train teaching assistants',
          'Apply the SEND Code of Practice',
        ],
      ),
    ).map((skill) => skill.name);
    expect(ranked[0]).toBe('SEND Code of Practice');
  });

  it('puts the job itself last, an acronym of the role’s words included', () => {
    const ranked = rankPostingSkills({
      ...jd(
        [
          { name: 'SEN Coordination', category: 'other', importance: 'required' },
          { name: 'EHCP reviews', category: 'other', importance: 'required' },
        ],
        ['Lead SEN Coordination across the school', 'Run EHCP reviews'],
      ),
      role: 'Special Educational Needs Coordinator',
    }).map((skill) => skill.name);
    expect(ranked).toEqual(['EHCP reviews', 'SEN Coordination']);
  });

  it('puts a plain phrase the posting keeps coming back to before a tool it names less often', () => {
    const ranked = rankPostingSkills(
      jd(
        [
          { name: 'Adobe Creative Suite', category: 'design', importance: 'required' },
          { name: 'After Effects', category: 'tool', importance: 'required' },
        ],
        ['Build animations in After Effects', 'Expert in After Effects, Illustrator and Photoshop'],
        ['Scripting in After Effects'],
      ),
    ).map((skill) => skill.name);
    expect(ranked[0]).toBe('After Effects');
  });

  it('puts a name of the posting’s own that it comes back to before the taxonomy’s skills', () => {
    const ranked = rankPostingSkills(
      jd(
        [
          { name: 'Python', category: 'language', importance: 'required' },
          { name: 'Data governance', category: 'data', importance: 'required' },
          { name: 'Tidewater Planner', category: 'tool', importance: 'required' },
        ],
        ['Maintain the tide tables in Tidewater Planner', 'Support data governance work (scripts in Python)'],
        ['Two years of Tidewater Planner'],
      ),
    ).map((skill) => skill.name);
    expect(ranked[0]).toBe('Tidewater Planner');
  });

  it('counts a name as repeated only where it stands as a word, not inside another ("ORM" in "format")', () => {
    const ranked = rankPostingSkills(
      jd(
        [
          { name: 'Python', category: 'language', importance: 'required' },
          { name: 'ORM', category: 'tool', importance: 'required' },
        ],
        ['Write Python services on our ORM', 'Agree the report format with the team'],
      ),
    ).map((skill) => skill.name);
    expect(ranked[0]).toBe('Python');
  });

  it('puts a practice the posting names second when the first two skills are both tools', () => {
    const skills: ExtractedSkill[] = [
      { name: 'Excel', category: 'data', importance: 'required' },
      { name: 'Python', category: 'language', importance: 'required' },
      { name: 'Statistics', category: 'data', importance: 'required' },
      { name: 'reserving or pricing', category: 'other', importance: 'required' },
      { name: 'IFRS 17 reporting process', category: 'other', importance: 'required' },
    ];
    const ranked = rankPostingSkills(
      jd(
        skills,
        ['Model claims in Excel and Python', 'Support the IFRS 17 reporting process'],
        ['A numerate degree such as statistics', 'Experience in reserving or pricing'],
      ),
    ).map((skill) => skill.name);
    // Not the broad heading, not a pair of alternatives.
    expect(ranked.slice(0, 3)).toEqual(['Excel', 'IFRS 17 reporting process', 'Python']);
  });

  it('leaves a plain own phrase beside the broad headings, not before them', () => {
    const ranked = rankPostingSkills(
      jd(
        [
          { name: 'Compliance', category: 'business', importance: 'mentioned' },
          { name: 'offices and shops', category: 'other', importance: 'mentioned' },
        ],
        ['Work in offices and shops', 'Regulatory compliance matters'],
      ),
    ).map((skill) => skill.name);
    expect(ranked[0]).toBe('Compliance');
  });
});

describe('a practice the posting calls by other words', () => {
  it('is asked in the posting’s words and stays the taxonomy’s skill', () => {
    const plan = planInterview({
      parsedJD: {
        role: 'Cabin Crew',
        seniority: null,
        summary: '',
        skills: [{ name: 'Customer support', category: 'business', importance: 'required' }],
        responsibilities: ['Deliver warm customer service on every flight'],
        requirements: [],
        source: 'job-description',
      },
      resume: null,
      difficulty: 'medium',
      durationMinutes: 10,
      preferences: '',
    });
    const question = [...plan.questions, ...(plan.reserve ?? [])].find((q) => q.skill === 'Customer support');
    expect(question?.text).toMatch(/customer service/i);
    expect(question?.text).not.toMatch(/customer support/i);
  });
});

describe('asking a duty in the posting’s own words', () => {
  const posting = `Stores Supervisor
Keeling Foods - Leeds

What you'll do
- Lead the morning shift of six warehouse operatives
- Run cycle counts and stock reconciliation in SAP, and investigate variances
- Book in deliveries and check paperwork against purchase orders

What we're looking for
- Experience of stock reconciliation and cycle counts in a busy warehouse
- SAP experience`;

  it('puts first the duty naming a leading skill and another of the posting’s skills', () => {
    const { parsedJD } = analyzeInterviewInput({
      title: 'Stores Supervisor',
      jobDescription: posting,
      resumeText: '',
    });
    const duties = dutiesByNamedSkills(parsedJD, ['SAP']);
    expect(duties.inPlaceOf).toBe('SAP');
    expect(duties.lines[0]).toBe(
      'Run cycle counts and stock reconciliation in SAP, and investigate variances',
    );
    expect(dutiesByNamedSkills(parsedJD, ['Forklift']).inPlaceOf).toBeNull();
  });

  it('asks that duty in a short interview, and the skill it stands for later', () => {
    const { parsedJD, resume } = analyzeInterviewInput({
      title: 'Stores Supervisor',
      jobDescription: posting,
      resumeText: '',
    });
    const duties = dutiesByNamedSkills(parsedJD, ['SAP']);
    const shortPlan = planInterview({
      parsedJD,
      resume,
      difficulty: 'medium',
      durationMinutes: 10,
      preferences: '',
    });
    const texts = shortPlan.questions.map((question) => question.text);
    expect(texts.some((text) => text.includes(duties.lines[0]!))).toBe(true);
    expect(
      [...shortPlan.questions, ...(shortPlan.reserve ?? [])].some((question) => question.skill === 'SAP'),
    ).toBe(true);
  });
});

describe('behavioural questions counted by the candidate', () => {
  it('puts the counted behavioural questions among what was asked for, before the posting’s skills', () => {
    const counted = plan({ durationMinutes: 10, preferences: 'Ask me three behavioural questions.' });
    const behaviouralInCore = counted.questions.filter((question) => question.kind === 'behavioural');
    expect(behaviouralInCore).toHaveLength(3);
  });
});

describe('no behavioural questions', () => {
  it('asks a topic naming a soft skill as a topic, not a situation, when the candidate wants nothing behavioural', () => {
    for (const preferences of [
      'Cover troubleshooting faults. Nothing behavioural.',
      'no behavioural questions, focus on troubleshooting faults',
    ]) {
      const asked = plan({ durationMinutes: 30, preferences });
      const all = [...asked.questions, ...(asked.reserve ?? [])];
      expect(all.filter((question) => question.kind === 'behavioural')).toEqual([]);
      expect(all.some((question) => question.text.includes('troubleshooting faults'))).toBe(true);
    }
  });
});

describe('practices sharing a question', () => {
  const skill = (
    name: string,
    category: ExtractedSkill['category'],
    importance: ExtractedSkill['importance'],
  ) => ({
    name,
    category,
    importance,
  });

  it('pairs each practice with the next one asked for as strongly, in the ranked order, and each tool with the next tool', () => {
    const asks = skillsByQuestion([
      skill('Excel', 'business', 'required'),
      skill('route planning', 'other', 'required'),
      skill('tachograph analysis', 'other', 'required'),
      skill('Retail', 'domain', 'required'),
      skill('Paragon', 'tool', 'required'),
      skill('load planning', 'other', 'required'),
      skill('depot tours', 'other', 'mentioned'),
      skill('SAP', 'tool', 'mentioned'),
    ]);
    expect(asks.map(({ skill: asked, companion }) => [asked.name, companion?.name ?? null])).toEqual([
      ['Excel', 'Paragon'],
      ['route planning', 'tachograph analysis'],
      ['Retail', null],
      ['load planning', null],
      ['depot tours', null],
      ['SAP', null],
    ]);
  });

  it('names four of the posting’s practices in the two skill questions of a 10-minute interview', () => {
    const { parsedJD, resume } = analyzeInterviewInput({
      title: 'Depot Planner',
      jobDescription: `Depot Planner

What you'll do:
- Run route planning for 40 vehicles across the region
- Carry out tachograph analysis and follow up infringements
- Own load planning for the night trunk
- Keep yard scheduling tight during peak weeks

What you'll need:
- Experience of route planning software
- Clear written English`,
      resumeText: '',
    });
    for (const difficulty of DIFFICULTIES) {
      const text = planInterview({ parsedJD, resume, difficulty, durationMinutes: 10, preferences: '' })
        .questions.map((question) => question.text)
        .join(' ')
        .toLowerCase();
      const named = ['route planning', 'tachograph analysis', 'load planning', 'yard scheduling'].filter(
        (phrase) => text.includes(phrase),
      );
      expect(named.length, `${difficulty}: ${text}`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the situation a topic about people puts the candidate in', () => {
  it('does not say "deal with dealing with", and puts a gerund topic as what they were doing', () => {
    expect(situationOf('dealing with late suppliers')).toBe('had to deal with late suppliers');
    expect(situationOf('managing a night shift')).toBe('were managing a night shift');
    expect(situationOf('angry callers')).toBe('had to deal with angry callers');
  });
});
