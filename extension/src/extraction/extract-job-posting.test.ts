import { describe, expect, it } from 'vitest';
import { extractJobPosting } from './extract-job-posting';
import { fixtureDocument } from '../../test/fixture-document';

interface Expectation {
  fixture: string;
  title: string;
  source: string;
  /** Lines the description must contain, in this order. */
  includes: string[];
  /** Page furniture that must stay out. */
  excludes: string[];
}

const BOARD_PAGES: Expectation[] = [
  {
    fixture: 'linkedin-job-view.html',
    title: 'Senior Frontend Engineer',
    source: 'linkedin',
    includes: [
      'About the job',
      'Northwind Analytics builds the dashboards',
      'What you’ll do',
      '• Own the React and TypeScript front end of our forecasting product',
      '• 5+ years of experience building web applications with React',
      '€85,000 – €100,000 per year',
    ],
    excludes: [
      'Easy Apply',
      'See less',
      'Similar jobs',
      'Staff Frontend Engineer',
      'My Network',
      'dashEntityUrn',
    ],
  },
  {
    fixture: 'linkedin-guest-job.html',
    title: 'Data Analyst',
    source: 'linkedin',
    includes: [
      'The role',
      'As our Data Analyst you will turn appointment and outcome data',
      '• Write SQL against our PostgreSQL warehouse',
      'Salary £38,000 per annum',
    ],
    excludes: ['Show more', 'Sign in', 'BI Developer', 'Seniority level'],
  },
  {
    fixture: 'indeed-job.html',
    title: 'Warehouse Operations Supervisor',
    source: 'indeed',
    includes: [
      'About us',
      'We are looking for a Warehouse Operations Supervisor',
      '• Plan daily labour against forecast volumes and hit dispatch cut-offs',
      'Benefits: Company pension',
    ],
    excludes: ['- job post', 'Apply now', 'Report job', 'Company reviews', 'jobKey'],
  },
  {
    fixture: 'greenhouse-job-board.html',
    title: 'Site Reliability Engineer',
    source: 'greenhouse',
    includes: [
      'Our platform team keeps 300 game servers healthy',
      "What you'll do",
      '• Run our Kubernetes clusters on GCP and own their upgrades',
      '€70,000 – €90,000 per year',
    ],
    excludes: ['Apply for this job', 'First Name', 'Submit application', 'Back to jobs', 'Powered by'],
  },
  {
    fixture: 'greenhouse-classic.html',
    title: 'Customer Success Manager',
    source: 'greenhouse',
    includes: [
      'Wingtip Software helps 900 independent pharmacies',
      '• Run onboarding calls and quarterly business reviews',
      'base salary of CA$75,000',
    ],
    excludes: ['Apply for this Job', 'Submit Application', 'greenhouse'],
  },
  {
    fixture: 'lever-job.html',
    title: 'Product Designer',
    source: 'lever',
    includes: [
      'Adventure Works is building the booking system',
      "What you'll do",
      '• Lead design for the guide-facing mobile app',
      "What you'll bring",
      '€55,000 – €68,000 per year',
      'equal opportunity employer',
    ],
    excludes: ['Apply for this job', 'Lisbon, Portugal', 'Jobs powered by Lever'],
  },
  {
    fixture: 'workday-job.html',
    title: 'Clinical Research Associate II',
    source: 'workday',
    includes: [
      'Job Description',
      'We are seeking a Clinical Research Associate II',
      '• Conduct site initiation, monitoring and close-out visits following ICH-GCP',
      '$85,000 - $105,000 per year',
    ],
    excludes: ['Sign In', 'Similar Jobs', 'Search for Jobs', 'R-10432', 'clientOrigin'],
  },
];

const STRUCTURED_AND_GENERIC_PAGES: Expectation[] = [
  {
    fixture: 'careers-json-ld-graph.html',
    title: 'Head Roaster',
    source: 'json-ld',
    includes: [
      'About the role',
      'run our two Loring roasters & lead a team of three',
      '• Cup daily and keep quality scores above 85',
      '• 3 years of experience roasting on commercial machines',
    ],
    excludes: ['<p>', 'Join the roastery', 'Loading the role'],
  },
  {
    fixture: 'json-ld-array-escaped.html',
    title: 'Electrician (Commercial)',
    source: 'json-ld',
    includes: [
      'Proseware Building Services maintains offices',
      'Responsibilities',
      '• Fault-find on live commercial sites safely',
      '€26 per hour plus overtime',
    ],
    excludes: ['&lt;', '<li>', 'enable JavaScript'],
  },
  {
    fixture: 'company-careers-page.html',
    title: 'Mobile Engineer (iOS)',
    source: 'page',
    includes: [
      'Engineering · Dublin or remote (Ireland) · Full-time',
      'About the team',
      '• Build features in Swift and SwiftUI, from boarding passes to seat maps',
      'Competitive salary, two free flights a year',
    ],
    excludes: ['cookies', 'Accept all', 'Flights', 'Breadcrumb', 'Send application', '© 2025'],
  },
];

function expectInOrder(text: string, lines: string[]) {
  let from = 0;
  for (const line of lines) {
    const at = text.indexOf(line, from);
    expect(at, `"${line}" (after position ${from}) in:\n${text}`).toBeGreaterThanOrEqual(0);
    from = at + line.length;
  }
}

describe.each([...BOARD_PAGES, ...STRUCTURED_AND_GENERIC_PAGES])(
  'extractJobPosting on $fixture',
  ({ fixture, title, source, includes, excludes }) => {
    const posting = extractJobPosting(fixtureDocument(fixture));

    it(`reads the title and says it came from ${source}`, () => {
      expect(posting).toMatchObject({ title, source });
    });

    it('keeps the description’s paragraphs and bullets in reading order', () => {
      expectInOrder(posting!.description, includes);
      expect(posting!.description).not.toMatch(/\n{3,}|[ \t]{2,}/);
    });

    it('leaves out navigation, buttons, forms, scripts and neighbouring listings', () => {
      for (const noise of excludes) expect(posting!.description).not.toContain(noise);
    });
  },
);

describe('pages without a job posting', () => {
  it('finds nothing in a news article, even with JSON-LD and a "Jobs" link', () => {
    expect(extractJobPosting(fixtureDocument('news-article.html'))).toBeNull();
  });
});

describe('description layout', () => {
  it('puts bullets on consecutive lines, even when each item wraps its text in a paragraph (Workday)', () => {
    const { description } = extractJobPosting(fixtureDocument('workday-job.html'))!;
    expect(description).toContain(
      'Key Responsibilities\n\n• Conduct site initiation, monitoring and close-out visits following ICH-GCP\n• Verify source data',
    );
  });

  it('does not repeat the title as the first line of a page’s own content', () => {
    const { description } = extractJobPosting(fixtureDocument('company-careers-page.html'))!;
    expect(description.startsWith('Engineering · Dublin')).toBe(true);
  });
});

describe('a plain careers page without main or article', () => {
  it('reads the job’s own heading and text, not "Careers", the site bar, breadcrumbs, Apply or the cookie banner', () => {
    const posting = extractJobPosting(fixtureDocument('plain-careers-page.html'))!;
    expect(posting).toMatchObject({ title: 'Warehouse Supervisor', source: 'page' });
    expect(posting.description.startsWith('Leeds · Full-time · Night shift')).toBe(true);
    expect(posting.description).toContain('• Forklift licence (counterbalance)');
    expect(posting.description).toContain('Salary £34,000 per year plus night allowance.');
    for (const chrome of [
      'cookies',
      'Accept all',
      'Careers',
      'Home ›',
      'About us',
      'Grow with a family',
      '© 2025',
    ])
      expect(posting.description).not.toContain(chrome);
    expect(posting.description).not.toMatch(/^Apply$/m);
  });
});
