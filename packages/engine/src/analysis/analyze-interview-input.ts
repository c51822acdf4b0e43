/**
 * The wizard's input → the analysis an interview is planned from. The spec lets the candidate give a job description
 * or a resume (not both); with only a resume, the "parsed JD" is built from the role title and the resume so the
 * interview still probes real skills.
 */
import type { ParsedJD, ParsedResume } from '@intervia/shared';
import { findSkillMentions } from '../skills/find-skills';
import {
  analyzeJobDescription,
  cleanRoleTitle,
  detectSeniority,
  seniorityForYears,
} from './analyze-job-description';
import { analyzeResume } from './analyze-resume';

export interface InterviewInput {
  title: string;
  jobDescription?: string;
  resumeText?: string;
}

export interface InterviewInputAnalysis {
  parsedJD: ParsedJD;
  resume: ParsedResume | null;
}

function seniorityFromResume(title: string, resume: ParsedResume): ParsedJD['seniority'] {
  const fromTitle = detectSeniority(title, '');
  if (fromTitle) return fromTitle;
  return resume.yearsOfExperience === null ? null : seniorityForYears(resume.yearsOfExperience);
}

function parsedJdFromResume(title: string, resume: ParsedResume): ParsedJD {
  const role = cleanRoleTitle(title);
  const titleSkills = findSkillMentions(title).map(({ skill }) => ({
    name: skill.name,
    category: skill.category,
    importance: 'required' as const,
  }));
  const resumeSkills = resume.skills
    .filter((skill) => !titleSkills.some((titleSkill) => titleSkill.name === skill.name))
    .map((skill) => ({ ...skill, importance: 'mentioned' as const }));
  return {
    role,
    seniority: seniorityFromResume(title, resume),
    summary: `Interview for a ${role} role based on the candidate's resume${
      resume.headline ? ` (${resume.headline})` : ''
    }.`,
    skills: [...titleSkills, ...resumeSkills],
    responsibilities: [],
    requirements: [],
    source: 'resume',
  };
}

function parsedJdFromTitle(title: string): ParsedJD {
  const role = cleanRoleTitle(title);
  return {
    role,
    seniority: detectSeniority(title, ''),
    summary: `Interview for a ${role} role.`,
    skills: findSkillMentions(title).map(({ skill }) => ({
      name: skill.name,
      category: skill.category,
      importance: 'required',
    })),
    responsibilities: [],
    requirements: [],
    source: 'role-only',
  };
}

export function analyzeInterviewInput(input: InterviewInput): InterviewInputAnalysis {
  const resume = input.resumeText?.trim() ? analyzeResume(input.resumeText) : null;
  if (input.jobDescription?.trim()) {
    return {
      parsedJD: analyzeJobDescription({ title: input.title, jobDescription: input.jobDescription }),
      resume,
    };
  }
  return {
    parsedJD: resume ? parsedJdFromResume(input.title, resume) : parsedJdFromTitle(input.title),
    resume,
  };
}
