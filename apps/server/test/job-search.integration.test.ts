/**
 * The job board's search on both databases: full-text with English stemming across title, company, location and
 * text; skill filters that understand synonyms and postings' text; suggestions while typing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole } from './auth-helpers';
import { createOrganization } from './org-helpers';

const POSTINGS = [
  {
    title: 'Senior Backend Engineer',
    location: 'Lisbon',
    description:
      'Build event-driven services on Kafka and Postgres for our payments platform; on-call one week in six.',
    requirements: 'Fluent German is a plus.',
  },
  {
    title: 'Engineering Manager',
    location: 'Berlin',
    description: 'Lead a team of eight engineers building our logistics platform on PostgreSQL.',
    requirements: '',
  },
  {
    title: 'Store Assistant',
    location: 'Lisbon',
    description: 'Welcome customers, keep the shelves stocked and run the till in our flagship shop.',
    requirements: '',
  },
];

describe.each(await testDatabaseTargets())('job board search on $kind', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    const owner = await signUpWithRole(t.app, 'recruiter');
    await createOrganization(t.app, owner, 'Tagus');
    for (const posting of POSTINGS) {
      const created = await t.app.inject(
        as(owner, {
          method: 'POST',
          url: '/api/recruiter/jobs',
          payload: { company: 'Tagus', remote: 'hybrid', ...posting },
        }),
      );
      expect(created.statusCode).toBe(201);
      await t.app.inject(
        as(owner, { method: 'POST', url: `/api/recruiter/jobs/${created.json().job.id}/publish` }),
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const titles = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/jobs?${query}` }))
      .json()
      .jobs.map((job: { title: string }) => job.title);

  it('finds "engineer lisbon" across title and location, with stemming', async () => {
    expect(await titles('q=engineer+lisbon')).toEqual(['Senior Backend Engineer']);
    // "engineers", "engineering" and "Engineer" share one stem; a title mention outranks a text-only one.
    expect((await titles('q=engineers')).sort()).toEqual(['Engineering Manager', 'Senior Backend Engineer']);
    expect(await titles('q=shelves+OR+engineers')).toHaveLength(3);
    expect((await titles('q=shop+OR+lisbon'))[0]).toBe('Store Assistant');
    expect(await titles('q=%22payments+platform%22')).toEqual(['Senior Backend Engineer']);
    expect(await titles('q=platform+-payments')).toEqual(['Engineering Manager']);
    // A fragment of a title still matches while typing.
    expect(await titles('q=Assis')).toEqual(['Store Assistant']);
  });

  it('filters by skill through synonyms, tags and the postings’ text', async () => {
    expect((await titles('skill=postgres')).sort()).toEqual([
      'Engineering Manager',
      'Senior Backend Engineer',
    ]);
    expect(await titles('skill=Kafka')).toEqual(['Senior Backend Engineer']);
    expect(await titles('skill=German')).toEqual(['Senior Backend Engineer']);
    expect(await titles('skill=Rust')).toEqual([]);
  });

  it('suggests titles and skills while typing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/suggestions?q=eng' });
    expect(response.statusCode).toBe(200);
    const suggestions = response.json().suggestions as { kind: string; text: string }[];
    expect(suggestions.filter((s) => s.kind === 'title').map((s) => s.text)).toEqual([
      'Engineering Manager',
      'Senior Backend Engineer',
    ]);
    const skills = (await t.app.inject({ method: 'GET', url: '/api/jobs/suggestions?q=postg' })).json();
    expect(skills.suggestions).toContainEqual({ kind: 'skill', text: 'PostgreSQL' });
    const tooShort = (await t.app.inject({ method: 'GET', url: '/api/jobs/suggestions?q=e' })).json();
    expect(tooShort.suggestions).toEqual([]);
  });
});
