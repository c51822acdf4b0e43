/**
 * Question wording by kind and difficulty. Easy questions ask for understanding and a first example, medium ones for
 * decisions and trade-offs in real work, hard ones for design under constraints, failure modes and measured results.
 * `{skill}`, `{role}`, `{project}`, `{projectSkills}` and `{topic}` are filled in by the planner.
 */
import type { Difficulty } from '@intervia/shared';

export interface QuestionTemplate {
  text: string;
  expectedPoints: readonly string[];
}

type ByDifficulty = Record<Difficulty, readonly QuestionTemplate[]>;

export const INTRO_TEMPLATES: readonly QuestionTemplate[] = [
  {
    text: 'To start, could you tell me a little about yourself and what draws you to this {role} role?',
    expectedPoints: ['current role or background', 'relevant experience', 'motivation for this role'],
  },
  {
    text: 'Let us begin with an introduction: walk me through your background and why you are interested in the {role} position.',
    expectedPoints: ['background in brief', 'experience relevant to the role', 'why this position'],
  },
];

export const CLOSING_TEMPLATES: readonly QuestionTemplate[] = [
  {
    text: 'Thank you, that was helpful. Before we wrap up, is there anything you would like to add, or any question you have about the {role} role?',
    expectedPoints: ['a thoughtful question or a short summary of fit'],
  },
  {
    text: 'We are nearly done. Why do you think you would be a strong fit for this {role} role, and what would you like to ask me?',
    expectedPoints: ['summary of strengths matched to the role', 'a question about the role or team'],
  },
];

export const TECHNICAL_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: 'How would you explain {skill} to a new teammate, and where have you used it yourself?',
      expectedPoints: ['a correct plain explanation of {skill}', 'one concrete place it was used'],
    },
    {
      text: 'Can you describe a task you completed with {skill}, step by step?',
      expectedPoints: ['the task and its goal', 'the steps taken with {skill}', 'the result'],
    },
    {
      text: 'What do you find most useful about {skill}, and what is one thing about it that tripped you up when you started?',
      expectedPoints: ['a real strength of {skill}', 'a common pitfall and how it was overcome'],
    },
  ],
  medium: [
    {
      text: 'Tell me about a project where you used {skill}. What decisions did you make, and why?',
      expectedPoints: [
        'a concrete project',
        'the key decisions with {skill}',
        'reasons and trade-offs',
        'the outcome',
      ],
    },
    {
      text: 'What trade-offs do you weigh when choosing how to use {skill} as a {role}? Give an example from your work.',
      expectedPoints: ['at least two trade-offs', 'a real example', 'what was chosen and why'],
    },
    {
      text: 'Describe a problem you hit with {skill}. How did you diagnose it, and how did you fix it?',
      expectedPoints: ['the symptom', 'the diagnosis method', 'the fix', 'how recurrence was prevented'],
    },
  ],
  hard: [
    {
      text: 'Suppose a system built on {skill} must handle ten times its current load. What breaks first, and how would you redesign it?',
      expectedPoints: [
        'bottlenecks identified',
        'a redesign with reasons',
        'how it would be measured',
        'risks',
      ],
    },
    {
      text: 'What are the failure modes of {skill} in production, and how would you detect and mitigate each one?',
      expectedPoints: ['several concrete failure modes', 'detection (metrics, alerts, tests)', 'mitigations'],
    },
    {
      text: 'Tell me about the hardest {skill} problem you have solved: the constraints, the alternatives you rejected, and the measurable result.',
      expectedPoints: ['constraints', 'alternatives and why they were rejected', 'measurable result'],
    },
  ],
};

export const ROLE_SPECIFIC_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: 'What does good {skill} look like in a {role} role, and how have you practised it?',
      expectedPoints: ['a clear picture of good {skill}', 'a personal example'],
    },
    {
      text: 'Can you give me an example of a time you used {skill} in your work or studies?',
      expectedPoints: ['the situation', 'what was done with {skill}', 'the result'],
    },
  ],
  medium: [
    {
      text: 'Walk me through how you have applied {skill} in your work. What was your approach, and what was the outcome?',
      expectedPoints: ['the context', 'the approach step by step', 'the outcome, ideally in numbers'],
    },
    {
      text: 'How do you measure whether your {skill} is working well? Tell me about a time the numbers changed what you did.',
      expectedPoints: ['the measures used', 'an example of acting on them', 'the result'],
    },
  ],
  hard: [
    {
      text: 'Describe a situation where your approach to {skill} failed or met resistance. How did you adapt, and what did you measure afterwards?',
      expectedPoints: [
        'what went wrong and why',
        'how the approach changed',
        'measured result',
        'lesson learned',
      ],
    },
    {
      text: 'If you joined as a {role} and {skill} results were falling short, how would you find the cause and turn it around in your first ninety days?',
      expectedPoints: [
        'diagnosis plan',
        'priorities and trade-offs',
        'how progress is measured',
        'stakeholders',
      ],
    },
  ],
};

/** Behavioural questions, each on a different competency so a plan never asks the same thing twice. */
export const BEHAVIOURAL_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: 'Tell me about a time you worked well with a team. What was your part in it?',
      expectedPoints: ['situation', 'your task', 'your actions', 'the result'],
    },
    {
      text: 'Describe a time you had several things due at once. How did you decide what to do first?',
      expectedPoints: ['situation', 'how priorities were set', 'the result'],
    },
    {
      text: 'Tell me about a piece of feedback you received and what you did with it.',
      expectedPoints: ['the feedback', 'actions taken', 'what changed'],
    },
    {
      text: 'Tell me about a time you helped a customer, colleague or patient with a problem. What did you do?',
      expectedPoints: ['situation', 'actions', 'the result for the person helped'],
    },
  ],
  medium: [
    {
      text: 'Tell me about a time you disagreed with a colleague or stakeholder. How did you handle it, and what was the result?',
      expectedPoints: ['situation', 'task', 'actions to resolve the disagreement', 'result'],
    },
    {
      text: 'Describe a mistake you made at work. What happened, what did you do about it, and what did you learn?',
      expectedPoints: ['situation', 'ownership of the mistake', 'actions', 'lesson learned'],
    },
    {
      text: 'Tell me about a time you had to deliver with unclear requirements. How did you find clarity?',
      expectedPoints: ['situation', 'questions asked / steps to clarify', 'result'],
    },
    {
      text: 'Give me an example of a time you went beyond your role to get something done. What was the result?',
      expectedPoints: ['situation', 'initiative taken', 'measurable result'],
    },
  ],
  hard: [
    {
      text: 'Tell me about the most difficult conflict you have had to resolve at work. What did you do, what was the result, and what would you do differently?',
      expectedPoints: ['situation and stakes', 'actions', 'result', 'reflection on what to change'],
    },
    {
      text: 'Describe a time you had to make an important decision with incomplete information. How did you decide, and how did it turn out?',
      expectedPoints: ['situation', 'how risks were weighed', 'decision', 'result and reflection'],
    },
    {
      text: 'Tell me about a time you led others through a significant change or failure. How did you keep people aligned, and what was the measurable outcome?',
      expectedPoints: ['situation', 'leadership actions', 'how alignment was kept', 'measurable outcome'],
    },
    {
      text: 'Describe a time you had to push back on a senior stakeholder. How did you make your case, and what happened?',
      expectedPoints: ['situation', 'evidence used', 'how it was communicated', 'result'],
    },
  ],
};

export const RESUME_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: 'On your resume you mention {project}. What was your part in it, and what did you enjoy most?',
      expectedPoints: ['your role in the project', 'what was built or done', 'what went well'],
    },
  ],
  medium: [
    {
      text: 'On your resume you mention {project}. What was your role, how did you use {projectSkills}, and what result did it have?',
      expectedPoints: ['your role', 'how the skills were used', 'measurable result'],
    },
  ],
  hard: [
    {
      text: 'Let us go deeper into {project} from your resume. What was the hardest technical or organisational problem in it, what alternatives did you consider, and what would you change today?',
      expectedPoints: ['the hardest problem', 'alternatives weighed', 'result', 'what would change and why'],
    },
  ],
};

export const RESPONSIBILITY_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: 'This role involves the following: "{topic}". Have you done something similar, and how did it go?',
      expectedPoints: ['a similar experience', 'what was done', 'the result'],
    },
  ],
  medium: [
    {
      text: 'This role involves the following: "{topic}". How would you approach that in your first months, based on what you have done before?',
      expectedPoints: ['an approach with steps', 'relevant past experience', 'how success is measured'],
    },
  ],
  hard: [
    {
      text: 'This role involves the following: "{topic}". What would make that hard here, and how would you plan, prioritise and measure it?',
      expectedPoints: ['risks and difficulties', 'a plan with priorities', 'measures of success'],
    },
  ],
};

export const SYSTEM_DESIGN_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: 'You asked to focus on system design. How would you design a simple service for a {role} team to store and look up records? Describe the main parts.',
      expectedPoints: ['components', 'data storage', 'how requests flow'],
    },
  ],
  medium: [
    {
      text: 'You asked to focus on system design. Design a URL-shortening service: the API, the data model, and how you would scale reads.',
      expectedPoints: ['API', 'data model', 'caching and scaling reads', 'trade-offs'],
    },
  ],
  hard: [
    {
      text: 'You asked to focus on system design. Design a real-time notification system for ten million users: delivery guarantees, fan-out, storage, failure handling and how you would monitor it.',
      expectedPoints: [
        'architecture',
        'delivery guarantees',
        'fan-out strategy',
        'failure handling',
        'monitoring',
      ],
    },
  ],
};

export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}
