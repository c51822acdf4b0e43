/** The landing page's copy from the spec (section 2), in one place. */
export const FEATURE_CARDS = [
  {
    title: 'Real-time Voice Chat',
    description:
      'Talk with an AI interviewer out loud, in your browser, and get follow-up questions like a real interview.',
    iconPath: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Zm-7 9a7 7 0 0 0 14 0M12 19v3',
  },
  {
    title: 'Recruiter Platform',
    description: 'Post jobs, run first-round AI interviews and review ranked candidates with full reports.',
    iconPath: 'M4 21V5l8-2v18M12 8h8v13M8 9h0M8 13h0M8 17h0M16 12h0M16 16h0M2 21h20',
  },
  {
    title: 'AI Resume Builder',
    description: 'Turn your profile into a clean, targeted resume and export it as PDF or DOCX.',
    iconPath: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  },
  {
    title: 'Chrome Extension',
    description: 'Open any job posting and start a mock interview for it with one click.',
    iconPath:
      'M10 3h4v3a2 2 0 1 0 4 0V3h3v7h-3a2 2 0 1 0 0 4h3v7h-7v-3a2 2 0 1 0-4 0v3H3v-7h3a2 2 0 1 0 0-4H3V3z',
  },
  {
    title: 'Job Explorer',
    description: 'Search open roles by skill, location and remote policy, then practise for them.',
    iconPath: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm5 12 5 5',
  },
  {
    title: 'AI-Powered Feedback',
    description: 'Scores out of 10 for every answer, with evidence, competencies and speaking analytics.',
    iconPath: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  },
] as const;

export const HOW_IT_WORKS_STEPS = [
  { title: 'Upload Job Description', description: 'Paste a job description or upload your resume.' },
  {
    title: 'Start Voice Interview',
    description: 'Answer the AI interviewer’s questions by voice or by typing.',
  },
  {
    title: 'Get Detailed Feedback',
    description: 'See your overall score, a summary and feedback on every answer.',
  },
  {
    title: 'Ace the Real Interview',
    description: 'Practise again, track your progress and walk in prepared.',
  },
] as const;

export const SHOWCASE_CARDS = [
  {
    title: 'Virtual Interviews',
    description: 'Structured, realistic interviews at any hour, for any role you target.',
  },
  {
    title: 'AI Video Analytics',
    description: 'Pace, filler words and answer structure, measured on every interview.',
  },
  {
    title: 'Workman Screening',
    description: 'Fair first-round screening for high-volume hiring, with human review.',
  },
] as const;

export interface ScorePanel {
  title: string;
  scores: readonly { label: string; percent: number }[];
}

export const SCORE_PANELS: readonly ScorePanel[] = [
  {
    title: 'Candidate Interview Scores',
    scores: [
      { label: 'Resume Analysis', percent: 92 },
      { label: 'Skill Matching', percent: 85 },
      { label: 'Cultural Fit', percent: 78 },
      { label: 'Technical Proficiency', percent: 65 },
    ],
  },
  {
    title: 'HR Managerial Interview Scores',
    scores: [
      { label: 'Leadership Skills', percent: 88 },
      { label: 'Conflict Resolution', percent: 82 },
      { label: 'Strategic Thinking', percent: 90 },
      { label: 'Communication', percent: 85 },
      { label: 'Employee Engagement', percent: 80 },
      { label: 'Decision Making', percent: 87 },
    ],
  },
];

export const FOOTER_COMPANY_LINKS = ['About Us', 'Careers', 'Features', 'Testimonial', 'Contact Us'] as const;
export const FOOTER_HELP_LINKS = [
  'Customer Support',
  'Delivery Details',
  'Terms & Conditions',
  'Privacy Policy',
] as const;
export const NEWSLETTER_PLACEHOLDER = 'Enter your email address';
