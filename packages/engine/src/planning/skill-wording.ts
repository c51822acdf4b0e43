/**
 * How a skill is spoken about in a question. A technology is "used" ("a project where you used PostgreSQL"), a
 * practice is "approached" ("how you approach accessibility"), a domain is worked "in" ("your experience in
 * fintech") and a soft skill is asked about through a situation ("a time you mentored someone"), so every kind of
 * skill gets wording an interviewer would say.
 */
import type { ExtractedSkill, SkillCategory } from '@intervia/shared';
import { findTaxonomySkill } from '../skills/skill-taxonomy';
import { escapeRegExp } from '../text/escape-reg-exp';

export type SkillKind = 'technology' | 'work-tool' | 'practice' | 'domain' | 'soft-skill';

const TECHNOLOGY_CATEGORIES: ReadonlySet<SkillCategory> = new Set([
  'language',
  'framework',
  'database',
  'cloud',
]);

/** Named products in categories that are otherwise practices: asked about as tools people work in. */
const WORK_TOOLS: ReadonlySet<string> = new Set([
  'Excel',
  'Tableau',
  'Power BI',
  'Looker',
  'Figma',
  'Sketch',
  'Adobe Creative Suite',
  'Jira',
  'Confluence',
  'Zendesk',
  'Salesforce',
  'HubSpot',
  'CRM',
  'QuickBooks',
  'SAP',
  'Electronic health records',
  'Linear',
  'Notion',
  'Slack',
  'Trello',
  'Postman',
  'VS Code',
  'IntelliJ',
  'Microsoft Office',
  'Google Workspace',
]);

/** Engineering tools in the devops, data and AI categories (the rest of those categories are practices). */
const ENGINEERING_TOOLS: ReadonlySet<string> = new Set([
  'Docker',
  'Kubernetes',
  'Terraform',
  'Ansible',
  'GitHub Actions',
  'Jenkins',
  'GitLab CI',
  'Git',
  'Linux',
  'Nginx',
  'Prometheus',
  'Grafana',
  'Message queues',
  'Selenium',
  'Cypress',
  'Playwright',
  'Jest',
  'Pytest',
  'Apache Spark',
  'Hadoop',
  'Airflow',
  'dbt',
  'Pandas',
  'NumPy',
  'PyTorch',
  'TensorFlow',
  'scikit-learn',
  'Webpack',
  'npm',
  'Storybook',
  'Sentry',
  'Datadog',
  'Splunk',
]);

export function skillKind(skill: Pick<ExtractedSkill, 'name' | 'category'>): SkillKind {
  if (skill.category === 'soft-skill') return 'soft-skill';
  if (skill.category === 'domain') return 'domain';
  if (WORK_TOOLS.has(skill.name)) return 'work-tool';
  if (TECHNOLOGY_CATEGORIES.has(skill.category) || ENGINEERING_TOOLS.has(skill.name)) return 'technology';
  if (skill.category === 'tool') return 'work-tool';
  return 'practice';
}

/** Names that read better with different words in a sentence than the taxonomy's canonical label. */
const SPOKEN_NAMES: Readonly<Record<string, string>> = {
  'Message queues': 'message queues',
  'Account executive': 'enterprise sales',
  Legal: 'contracts and legal work',
  Sales: 'selling',
  'Public sector': 'the public sector',
  'Energy sector': 'the energy sector',
  Nonprofit: 'the nonprofit sector',
  Automotive: 'the automotive industry',
  Telecommunications: 'telecoms',
  Gaming: 'games',
  'Human resources': 'HR',
  'Electronic health records': 'electronic health records',
  'REST APIs': 'REST APIs',
  Security: 'application security',
  Networking: 'networking',
};

/**
 * The skill as said inside a sentence: proper names keep their casing ("PostgreSQL", "CI/CD", "SaaS"), common nouns
 * are lower-cased ("accessibility", "fintech", "patient care").
 */
export function spokenSkillName(skill: Pick<ExtractedSkill, 'name' | 'category'>): string {
  const spoken = SPOKEN_NAMES[skill.name];
  if (spoken) return spoken;
  const kind = skillKind(skill);
  if (kind === 'technology' || kind === 'work-tool') return skill.name;
  // A posting's own phrase is already written as it is said ("borescope inspections", "R or Python").
  if (!findTaxonomySkill(skill.name)) return skill.name;
  return skill.name
    .split(' ')
    .map((word) => (/^\p{Lu}[\p{Ll}-]*$/u.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/**
 * Situations that draw out a soft skill in a behavioural question ("Tell me about a time you …"). A soft skill not
 * listed here is asked about through the generic situation.
 */
const SOFT_SKILL_SITUATIONS: Readonly<Record<string, { situation: string; probe: string }>> = {
  Communication: {
    situation: 'had to explain something complex to people without your background',
    probe: 'How did you make sure it landed, and what happened as a result?',
  },
  Leadership: {
    situation: 'led a group of people through something difficult',
    probe: 'How did you keep them together, and what was the result?',
  },
  Teamwork: {
    situation: 'worked closely with people from other teams to deliver something',
    probe: 'What was your part, and how did you handle the moments you did not agree?',
  },
  'Problem solving': {
    situation: 'solved a problem nobody around you had an answer for',
    probe: 'How did you work it out, and what did you learn?',
  },
  'Critical thinking': {
    situation: 'questioned an assumption everyone else took for granted',
    probe: 'What made you doubt it, and what happened?',
  },
  'Time management': {
    situation: 'had far more work than time',
    probe: 'How did you decide what to do first, and what did you let go?',
  },
  'Stakeholder management': {
    situation: 'had to keep stakeholders with different goals aligned',
    probe: 'How did you handle it, and what was the outcome?',
  },
  Mentoring: {
    situation: 'mentored or coached someone',
    probe: 'How did you help them grow, and how did you know it was working?',
  },
  'Conflict resolution': {
    situation: 'helped resolve a conflict between people',
    probe: 'What did you do, and how did it end?',
  },
  Adaptability: {
    situation: 'had to change course quickly because plans changed',
    probe: 'How did you adapt, and what was the result?',
  },
  'Attention to detail': {
    situation: 'caught a mistake that others had missed',
    probe: 'How did you spot it, and what did you do about it?',
  },
  Empathy: {
    situation: 'had to understand the point of view of someone who was upset or struggling',
    probe: 'What did you do, and what difference did it make?',
  },
  'Presentation skills': {
    situation: 'presented to an audience that was hard to convince',
    probe: 'How did you prepare, and how did it go?',
  },
  'Decision making': {
    situation: 'had to make an important decision without all the information you wanted',
    probe: 'How did you decide, and how did it turn out?',
  },
  Ownership: {
    situation: 'took ownership of a problem that was not strictly yours',
    probe: 'What did you do, and what was the result?',
  },
  'Customer focus': {
    situation: 'went out of your way for a customer',
    probe: 'What did you do, and what did it change for them?',
  },
  Creativity: {
    situation: 'came up with a new approach to an old problem',
    probe: 'Where did the idea come from, and how did it work out?',
  },
  Multitasking: {
    situation: 'had several urgent things land on you at once',
    probe: 'How did you handle them, and what did you learn?',
  },
  'Interpersonal skills': {
    situation: 'built a working relationship with someone you found difficult',
    probe: 'How did you go about it, and what came of it?',
  },
};

export function softSkillSituation(skillName: string): { situation: string; probe: string } {
  return (
    SOFT_SKILL_SITUATIONS[skillName] ?? {
      situation: `had to show ${skillName.toLowerCase()} at work`,
      probe: 'What did you do, and what was the result?',
    }
  );
}

/** Whether the skill's name is a plural ("Design systems", "OKRs", "REST APIs"), for "is" or "are". */
function isPluralSkillName(name: string): boolean {
  const last = name.split(' ').at(-1) ?? name;
  // "DevOps", "MLOps" and "Human resources" (a field, like "HR") take "is".
  return (
    /[^s]s$/i.test(last) && !/(?:ics|sis|ss|us|Sales|Ops)$/.test(last) && !/^human resources$/i.test(name)
  );
}

/**
 * A sentence naming the skill at its start, where the canonical name reads naturally ("Accessibility is part of
 * this role."), and the word that refers back to it later in the question.
 */
export function skillLead(skill: Pick<ExtractedSkill, 'name' | 'category'>): { lead: string; it: string } {
  const plural = isPluralSkillName(skill.name);
  const verb = plural ? 'are' : 'is';
  // A posting's own phrase may be written in lower case ("borescope inspections"); it opens the sentence capitalised.
  const name = skill.name.charAt(0).toUpperCase() + skill.name.slice(1);
  switch (skillKind(skill)) {
    case 'domain':
      return { lead: `${name} is the field this role works in. `, it: plural ? 'them' : 'it' };
    case 'soft-skill':
      return { lead: `${name} ${verb} important in this role. `, it: plural ? 'them' : 'it' };
    default:
      return { lead: `${name} ${verb} part of this role. `, it: plural ? 'them' : 'it' };
  }
}

/**
 * A sentence naming two practices the posting asks for at once ("Variance analysis and standard costing are part of
 * this role."), and "them" to refer back: a short interview then hears twice as many of the posting's phrases, each
 * as the posting writes it. `first` and `second` are the names as said in a sentence.
 */
export function pairedSkillLead(first: string, second: string): { lead: string; it: string } {
  const opening = first.charAt(0).toUpperCase() + first.slice(1);
  return { lead: `${opening} and ${second} are part of this role. `, it: 'them' };
}

/**
 * Whether a skill can share a question with another: a practice (asked how it is approached, as the other is), named
 * without an "and" or "or" of its own, which would blur where one ends and the other begins.
 */
export function canShareQuestion(skill: Pick<ExtractedSkill, 'name' | 'category'>): boolean {
  return sharingGroup(skill) !== null && !/\s(?:and|or|&)\s/i.test(skill.name) && !/[,;/]/.test(skill.name);
}

/**
 * Which skills can share a question: practices with practices (asked how they are approached), and tools with tools
 * (asked how they were used: "a problem you hit with dbt and Airflow"). Domains and soft skills keep their own.
 */
export function sharingGroup(skill: Pick<ExtractedSkill, 'name' | 'category'>): 'practice' | 'tool' | null {
  const kind = skillKind(skill);
  if (kind === 'practice') return 'practice';
  if (kind === 'technology' || kind === 'work-tool') return 'tool';
  return null;
}

/** The last word of an alias that names a person or a job ("project manager", "accountant"), not a skill. */
const PERSON_WORD = /(?:er|or|ist|ant)$/i;

/**
 * How the posting itself says a taxonomy practice or domain it never calls by the taxonomy's name: "customer service"
 * for Customer support, "incident response" for Incident management, "procurement" for Supply chain. A question
 * about it uses the posting's words. Null when the posting writes the canonical name, names it only by an acronym or
 * a short case-sensitive alias ("HR"), by a person's title ("project manager"), or the skill is a tool, a technology
 * or a soft skill (those keep their canonical names).
 */
export function skillInPostingWords(
  skill: Pick<ExtractedSkill, 'name' | 'category'>,
  postingText: string,
): string | null {
  const kind = skillKind(skill);
  if (kind !== 'practice' && kind !== 'domain') return null;
  const taxonomy = findTaxonomySkill(skill.name);
  if (!taxonomy) return null;
  const written = (alias: string, caseSensitive: boolean) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(alias)}(?![\\p{L}\\p{N}])`,
      caseSensitive ? 'u' : 'iu',
    ).exec(postingText);
  const [canonical, ...aliases] = taxonomy.aliases;
  if (!canonical || written(canonical.text, canonical.caseSensitive)) return null;
  const found = aliases
    .filter((alias) => !alias.caseSensitive && alias.text.length >= 4 && !PERSON_WORD.test(alias.text))
    .map((alias) => written(alias.text, false))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return null;
  // As the posting writes it, a capital that only opens its line lower-cased.
  const text = found[0];
  return /^\p{Lu}[\p{Ll}-]*(?:\s|$)/u.test(text) && !/\s\p{Lu}/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}
