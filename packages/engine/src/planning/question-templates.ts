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
    text: 'Before we wrap up, is there anything you would like to add, or any question you have about the {role} role?',
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
      text: 'How would you explain {skill} to a new teammate, and where have you used {skill} yourself?',
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
      text: 'What trade-offs do you weigh when choosing how to use {skill} as {aRole}? Give an example from your work.',
      expectedPoints: ['at least two trade-offs', 'a real example', 'what was chosen and why'],
    },
    {
      text: 'Describe a problem you hit with {skill}. How did you diagnose it, and how did you fix it?',
      expectedPoints: ['the symptom', 'the diagnosis method', 'the fix', 'how recurrence was prevented'],
    },
  ],
  hard: [
    {
      text: 'What goes wrong with {skill} under real load or in production, and how do you catch it early and limit the damage?',
      expectedPoints: ['several concrete failure modes', 'detection (metrics, alerts, tests)', 'mitigations'],
    },
    {
      text: 'Tell me about the hardest {skill} problem you have solved: the constraints, the alternatives you rejected, and the measurable result.',
      expectedPoints: ['constraints', 'alternatives and why they were rejected', 'measurable result'],
    },
    {
      text: 'If you were choosing between {skill} and an alternative for a new system today, what would decide it, and what would you watch for once it was live?',
      expectedPoints: ['criteria for the choice', 'trade-offs named', 'what would be measured after launch'],
    },
  ],
};

/**
 * Practices ("Accessibility", "Patient care", "CI/CD"): how the candidate approaches them. `{lead}` names the practice
 * at the start of a sentence ("Accessibility is part of this role.") and `{it}` refers back to it ("it" or "them").
 */
export const ROLE_SPECIFIC_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: '{lead}Tell me about your experience with {it}: where have you worked on {it}, and what did you do yourself?',
      expectedPoints: ['where {skill} was part of the work', 'what they did themselves', 'the result'],
    },
    {
      text: '{lead}Can you give me an example of a time you worked on {it} in your work or studies? What did you do?',
      expectedPoints: ['the situation', 'what was done', 'the result'],
    },
  ],
  medium: [
    {
      text: '{lead}Walk me through how you approach {it}, using a recent example. What did you decide, and what came of it?',
      expectedPoints: ['the context', 'the approach step by step', 'the outcome, ideally in numbers'],
    },
    {
      text: '{lead}Tell me about a time your work on {it} fell short. How did you notice, and what did you change?',
      expectedPoints: ['what fell short', 'how it was noticed or measured', 'what changed', 'the result'],
    },
  ],
  hard: [
    {
      text: '{lead}Describe a situation where your approach to {it} failed or met resistance. How did you adapt, and what did you measure afterwards?',
      expectedPoints: [
        'what went wrong and why',
        'how the approach changed',
        'measured result',
        'lesson learned',
      ],
    },
    {
      text: '{lead}Say that in your first months here you found our work on {it} falling short. How would you find the cause, and what would you change first?',
      expectedPoints: [
        'diagnosis plan',
        'priorities and trade-offs',
        'how progress is measured',
        'stakeholders',
      ],
    },
  ],
};

/** Named products people work in (Excel, Figma, Salesforce): what they do with them, not how they scale. */
export const WORK_TOOL_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: 'How do you use {skill} in your day-to-day work? Tell me about one thing you did with it that you are pleased with.',
      expectedPoints: ['regular use of {skill}', 'one concrete piece of work', 'the result'],
    },
  ],
  medium: [
    {
      text: 'Tell me about something you set up or built in {skill} that made a real difference to your team. How did you go about it?',
      expectedPoints: ['what was built', 'how it was done', 'the difference it made'],
    },
    {
      text: 'What is one way you have made {skill} work better for the people around you, and how did you know it helped?',
      expectedPoints: ['the improvement', 'who it helped', 'evidence it helped'],
    },
  ],
  hard: [
    {
      text: 'What is the most complex thing you have done in {skill}? What made it hard, and what would you do differently now?',
      expectedPoints: ['the complex piece of work', 'what made it hard', 'reflection'],
    },
  ],
};

/** Domains ("Fintech", "E-commerce"): what working in them takes. `{lead}` names the domain, `{it}` refers back. */
export const DOMAIN_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: '{lead}What interests you about working in {it}, and what experience do you have of {it} so far?',
      expectedPoints: ['genuine interest', 'relevant experience or study'],
    },
  ],
  medium: [
    {
      text: '{lead}What do you see as the biggest challenges of working in {it}, and how has your experience prepared you for them?',
      expectedPoints: ['specific challenges of the domain', 'matching experience'],
    },
  ],
  hard: [
    {
      text: '{lead}Tell me about a rule, risk or customer expectation specific to {it} that shaped a decision you made. How did you handle it?',
      expectedPoints: ['a domain-specific constraint', 'the decision', 'how it was handled', 'the result'],
    },
  ],
};

/**
 * Soft skills, asked through a situation: `{situation}` and `{probe}` come from the skill wording table, `{lead}`
 * names the skill ("Mentoring is important in this role.").
 */
export const SOFT_SKILL_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: '{lead}Tell me about a time you {situation}. {probe}',
      expectedPoints: ['situation', 'what you did', 'the result'],
    },
  ],
  medium: [
    {
      text: '{lead}Tell me about a time you {situation}. {probe}',
      expectedPoints: ['situation', 'task', 'your actions', 'a result, ideally measurable'],
    },
  ],
  hard: [
    {
      text: '{lead}Tell me about the hardest time you {situation}. {probe} What would you do differently now?',
      expectedPoints: ['situation and stakes', 'your actions', 'the result', 'reflection'],
    },
  ],
};

/** A topic the candidate asked for in their own words ("React performance"). */
export const FOCUS_TOPIC_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: 'You asked to talk about {topic}. What do you know about it, and where have you worked on it yourself?',
      expectedPoints: ['a correct understanding of {topic}', 'a personal example'],
    },
  ],
  medium: [
    {
      text: 'You asked to focus on {topic}. Tell me about a time you worked on it: what was the problem, what did you change, and how did you know it helped?',
      expectedPoints: ['the problem', 'the changes made', 'how the result was measured'],
    },
  ],
  hard: [
    {
      text: 'You asked to focus on {topic}. Tell me about the hardest problem you have tackled in {topic}: how you found the cause, the options you weighed, and the measured result.',
      expectedPoints: ['diagnosis', 'options and trade-offs', 'measured result'],
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

/** `{project}` is a project's own name in quotes ("Recipe Finder") or a whole resume line, never a cut one. */
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

/** `{line}` is one whole line of the resume, quoted as written. */
export const RESUME_LINE_TEMPLATES: ByDifficulty = {
  easy: [
    {
      text: 'Your resume says: "{line}" What was your part in that, and what did you enjoy most?',
      expectedPoints: ['your role', 'what was done', 'what went well'],
    },
  ],
  medium: [
    {
      text: 'Your resume says: "{line}" Tell me more: what was your role, how did you go about it, and what result did it have?',
      expectedPoints: ['your role', 'the approach', 'measurable result'],
    },
  ],
  hard: [
    {
      text: 'Your resume says: "{line}" What was the hardest problem in that work, what alternatives did you consider, and what would you change today?',
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
      text: 'You asked to focus on system design. How would you design a simple service that stores records and lets people look them up? Describe the main parts.',
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

/** System design for senior roles and hard interviews when the candidate did not ask for it: no "You asked" lead. */
export function withoutPreferenceLead(template: QuestionTemplate): QuestionTemplate {
  return {
    ...template,
    text: template.text.replace(/^You asked to focus on system design\. /, 'System design exercise: '),
  };
}

/** General questions about the role, for the reserve when the posting gives little to ask about. */
export const GENERAL_TEMPLATES: readonly QuestionTemplate[] = [
  {
    text: 'What would a great first three months in this {role} role look like to you?',
    expectedPoints: ['concrete goals', 'how they would learn the context', 'early results'],
  },
  {
    text: 'What is something you have learned recently that changed how you work?',
    expectedPoints: ['what was learned', 'how it changed their work'],
  },
  {
    text: 'What kind of team and manager help you do your best work, and why?',
    expectedPoints: ['self-awareness', 'concrete examples'],
  },
  {
    text: 'Which piece of your work are you proudest of, and what did it take to get there?',
    expectedPoints: ['the work', 'their own contribution', 'the result'],
  },
  {
    text: 'What part of {role} work do you find hardest, and what are you doing to get better at it?',
    expectedPoints: ['an honest weakness', 'concrete steps to improve'],
  },
  {
    text: 'Tell me about a time you had to learn something new quickly to get a job done. How did you go about it?',
    expectedPoints: ['what had to be learned', 'how it was learned', 'the result'],
  },
  {
    text: 'How do you decide when a piece of work is good enough to hand over, and when it needs more time?',
    expectedPoints: ['criteria used', 'an example', 'trade-off between quality and time'],
  },
  {
    text: 'Where do you want to be in two or three years, and how does this {role} role fit into that?',
    expectedPoints: ['a clear direction', 'link to the role'],
  },
  {
    text: 'Tell me about a time something you worked on did not go to plan. What did you do next?',
    expectedPoints: ['what went wrong', 'actions taken', 'what was learned'],
  },
];

export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}
