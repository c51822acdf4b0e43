/** The candidate profile (/dashboard/candidate/profile) and the resume builder's documents and saved versions. */
import { z } from 'zod';
import { webAddressHost } from '../rules/web-address';

export const PROFILE_LIMITS = {
  skills: 40,
  experience: 12,
  highlightsPerEntry: 8,
  education: 8,
  links: 8,
} as const;

const field = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .default('');
const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

const httpUrl = z
  .string()
  .trim()
  .max(300, 'A link must be at most 300 characters.')
  .refine((value) => webAddressHost(value) !== null, 'Enter a full web address starting with https://.');

export const profileExperienceSchema = z.object({
  title: required('Job title', 120),
  organisation: field('Organisation', 120),
  period: field('Period', 60),
  highlights: z
    .array(required('A highlight', 400))
    .max(
      PROFILE_LIMITS.highlightsPerEntry,
      `Keep at most ${PROFILE_LIMITS.highlightsPerEntry} highlights per role.`,
    )
    .default([]),
});
export type ProfileExperience = z.infer<typeof profileExperienceSchema>;

export const profileEducationSchema = z.object({
  qualification: required('Qualification', 160),
  institution: field('Institution', 160),
  period: field('Period', 60),
});
export type ProfileEducation = z.infer<typeof profileEducationSchema>;

export const profileLinkSchema = z.object({
  label: field('Link label', 40),
  url: httpUrl,
});
export type ProfileLink = z.infer<typeof profileLinkSchema>;

export const candidateProfileSchema = z.object({
  fullName: field('Full name', 100),
  headline: field('Headline', 140),
  email: z
    .string()
    .trim()
    .max(200, 'Email must be at most 200 characters.')
    .refine(
      (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      'Enter a valid email address.',
    )
    .default(''),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone must be at most 40 characters.')
    .refine((value) => value === '' || /^[+()\d][\d\s().-]{5,}$/.test(value), 'Enter a valid phone number.')
    .default(''),
  location: field('Location', 100),
  summary: field('Summary', 1200),
  skills: z
    .array(required('A skill', 60))
    .max(PROFILE_LIMITS.skills, `Keep at most ${PROFILE_LIMITS.skills} skills.`)
    .refine(
      (skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length,
      'Each skill may appear only once.',
    )
    .default([]),
  experience: z
    .array(profileExperienceSchema)
    .max(PROFILE_LIMITS.experience, `Keep at most ${PROFILE_LIMITS.experience} roles.`)
    .default([]),
  education: z
    .array(profileEducationSchema)
    .max(PROFILE_LIMITS.education, `Keep at most ${PROFILE_LIMITS.education} education entries.`)
    .default([]),
  links: z
    .array(profileLinkSchema)
    .max(PROFILE_LIMITS.links, `Keep at most ${PROFILE_LIMITS.links} links.`)
    .default([]),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const profileCompletenessSchema = z.object({
  completenessPercent: z.number().int().min(0).max(100),
  missing: z.array(z.string()),
});
export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>;

export const profileResponseSchema = z.object({
  profile: candidateProfileSchema,
  completeness: profileCompletenessSchema,
  /** null until the candidate first saves. */
  updatedAt: z.string().nullable(),
  /** The newest resume the candidate uploaded (e.g. for an interview), offered for "fill from resume". */
  latestResume: z.object({ id: z.string(), fileName: z.string(), uploadedAt: z.string() }).nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** JSON form of "fill from resume": a resume already uploaded, instead of a file. */
export const importStoredResumeSchema = z.object({
  resumeId: z.string().min(1, 'Choose a resume.'),
  current: candidateProfileSchema.nullable().default(null),
});

/** Answer to "fill from resume": a draft to review, merged with what the profile already holds; nothing is saved. */
export const profileImportResponseSchema = z.object({
  draft: candidateProfileSchema,
  fileName: z.string(),
  /** Which parts the resume added, for the review message ("headline, 8 skills, 3 roles"). */
  filled: z.array(z.string()),
});
export type ProfileImportResponse = z.infer<typeof profileImportResponseSchema>;

// ---- Resume builder -------------------------------------------------------------------------------------------

export const RESUME_TEMPLATES = ['classic', 'modern', 'compact'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];
export const RESUME_TEMPLATE_LABELS: Record<ResumeTemplate, { name: string; description: string }> = {
  classic: { name: 'Classic', description: 'One column, serif headings; suits most applications.' },
  modern: { name: 'Modern', description: 'Accent colour and a skills band; suits tech and product roles.' },
  compact: { name: 'Compact', description: 'Tighter spacing to keep a long history on one page.' },
};

export const RESUME_EXPORT_FORMATS = ['pdf', 'docx'] as const;
export type ResumeExportFormat = (typeof RESUME_EXPORT_FORMATS)[number];

export const resumeTargetJobSchema = z.object({
  title: field('Target job title', 120),
  description: field('Target job description', 20_000),
});
export type ResumeTargetJob = z.infer<typeof resumeTargetJobSchema>;

export const buildResumeRequestSchema = z.object({
  template: z.enum(RESUME_TEMPLATES, 'Choose a template.'),
  targetJob: resumeTargetJobSchema.nullable().default(null),
  /** Rephrase the highlights with the configured language model (facts are checked; the built-in wording is used otherwise). */
  rewrite: z.boolean().default(false),
});
export type BuildResumeRequest = z.infer<typeof buildResumeRequestSchema>;

export const resumeDocumentSchema = z.object({
  template: z.enum(RESUME_TEMPLATES),
  fullName: required('Full name', 100),
  headline: field('Headline', 140),
  contact: z.array(z.string().trim().min(1).max(300)).max(12),
  summary: field('Summary', 1200),
  skills: z.array(z.string().trim().min(1).max(60)).max(PROFILE_LIMITS.skills),
  experience: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(120),
        organisation: field('Organisation', 120),
        period: field('Period', 60),
        bullets: z.array(z.string().trim().min(1).max(400)).max(PROFILE_LIMITS.highlightsPerEntry),
      }),
    )
    .max(PROFILE_LIMITS.experience),
  education: z.array(profileEducationSchema).max(PROFILE_LIMITS.education),
  targetJobTitle: z.string().trim().max(120).nullable(),
});
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;

export const REWRITE_SOURCES = ['built-in', 'llm'] as const;
export type RewriteSource = (typeof REWRITE_SOURCES)[number];

export const rewriteReportSchema = z.object({
  source: z.enum(REWRITE_SOURCES),
  /** Set when rewriting was asked for but could not run (no model configured, or the model failed). */
  notice: z.string().nullable(),
  rewritten: z.number().int().min(0),
  /** Highlights whose rewrite added facts the profile does not state, kept as written. */
  keptAsWritten: z.array(z.object({ original: z.string(), rejected: z.string(), reason: z.string() })),
});
export type RewriteReport = z.infer<typeof rewriteReportSchema>;

export const builtResumeResponseSchema = z.object({
  document: resumeDocumentSchema,
  rewrite: rewriteReportSchema,
});
export type BuiltResumeResponse = z.infer<typeof builtResumeResponseSchema>;

export const saveResumeVersionSchema = z.object({
  name: required('Version name', 80),
  document: resumeDocumentSchema,
  rewriteSource: z.enum(REWRITE_SOURCES).default('built-in'),
});
export type SaveResumeVersion = z.infer<typeof saveResumeVersionSchema>;

export const resumeVersionSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  template: z.enum(RESUME_TEMPLATES),
  targetJobTitle: z.string().nullable(),
  rewriteSource: z.enum(REWRITE_SOURCES),
  createdAt: z.string(),
});
export type ResumeVersionSummary = z.infer<typeof resumeVersionSummarySchema>;

export const resumeVersionSchema = resumeVersionSummarySchema.extend({ document: resumeDocumentSchema });
export type ResumeVersion = z.infer<typeof resumeVersionSchema>;

export const MAX_RESUME_VERSIONS = 30;
