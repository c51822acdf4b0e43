/**
 * The hiring team's notes are a thread with author and time; a member may comment but not set the status, and the
 * applicant page is told which controls the viewer may use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '@intervia/db/testing';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { addMember, createOrganization } from './org-helpers';
import { publishJob } from './job-helpers';

describe.each(await testDatabaseTargets())('application note threads on $kind', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let applicationId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await signUpWithRole(t.app, 'recruiter', { name: 'Olga Owner' });
    const org = await createOrganization(t.app, owner, 'Harbour');
    member = await addMember(t.app, owner, org, 'member');
    const jobId = await publishJob(t.app, owner, {
      title: 'Account Manager',
      company: 'Harbour',
      location: 'Porto',
      remote: 'onsite',
      description:
        'Grow our accounts in the north: quarterly reviews, renewals and upsells with a small team.',
    });
    const candidate = await signUpWithRole(t.app, 'candidate', { name: 'Ana Diaz' });
    await t.app.inject(
      as(candidate, {
        method: 'PUT',
        url: '/api/candidate/profile',
        payload: {
          fullName: 'Ana Diaz',
          headline: 'Account Manager',
          email: 'ana@example.com',
          location: 'Porto',
          summary: 'Account manager who keeps renewals high and customers close.',
          skills: ['Renewals', 'Negotiation'],
          experience: [
            {
              title: 'AM',
              organisation: 'Paystream',
              period: '2020 - 2024',
              highlights: ['Raised renewals by 12%'],
            },
          ],
          education: [{ qualification: 'BA Economics', institution: 'Porto', period: '2012 - 2015' }],
        },
      }),
    );
    const applied = await t.app.inject(
      as(candidate, { method: 'POST', url: `/api/jobs/${jobId}/apply-directly`, payload: {} }),
    );
    expect(applied.statusCode).toBe(201);
    applicationId = applied.json().application.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const detail = async (who: TestUser) =>
    (
      await t.app.inject(as(who, { method: 'GET', url: `/api/recruiter/applications/${applicationId}` }))
    ).json();
  const addNote = (who: TestUser, body: string) =>
    t.app.inject(
      as(who, {
        method: 'POST',
        url: `/api/recruiter/applications/${applicationId}/notes`,
        payload: { body },
      }),
    );

  it('tells the page what each role may do', async () => {
    expect((await detail(owner)).viewerCan).toEqual({ setStatus: true, comment: true });
    expect((await detail(member)).viewerCan).toEqual({ setStatus: false, comment: true });
  });

  it('keeps every note with its author and time, newest last; the applicant shows the newest', async () => {
    const first = await addNote(member, 'Strong on renewals; ask about churn.');
    expect(first.statusCode).toBe(201);
    expect(first.json().note).toMatchObject({
      body: 'Strong on renewals; ask about churn.',
      authorIsViewer: true,
    });
    await addNote(owner, 'Agreed — second round next week.');
    const seenByOwner = await detail(owner);
    expect(
      seenByOwner.noteThread.map((note: { body: string; authorIsViewer: boolean }) => [
        note.body,
        note.authorIsViewer,
      ]),
    ).toEqual([
      ['Strong on renewals; ask about churn.', false],
      ['Agreed — second round next week.', true],
    ]);
    expect(seenByOwner.noteThread[1].authorName).toBe('Olga Owner');
    expect(Date.parse(seenByOwner.noteThread[0].createdAt)).not.toBeNaN();
    expect(seenByOwner.applicant.notes).toBe('Agreed — second round next week.');

    // PATCH notes appends to the thread (once, however often it is repeated).
    await t.app.inject(
      as(member, {
        method: 'PATCH',
        url: `/api/recruiter/applications/${applicationId}`,
        payload: { notes: 'Reference check done.' },
      }),
    );
    await t.app.inject(
      as(member, {
        method: 'PATCH',
        url: `/api/recruiter/applications/${applicationId}`,
        payload: { notes: 'Reference check done.' },
      }),
    );
    expect((await detail(owner)).noteThread).toHaveLength(3);
  });

  it('refuses an empty note and a member’s status change, and changes nothing', async () => {
    const empty = await addNote(member, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Write the note first.');
    const status = await t.app.inject(
      as(member, {
        method: 'PATCH',
        url: `/api/recruiter/applications/${applicationId}`,
        payload: { status: 'hired' },
      }),
    );
    expect(status.statusCode).toBe(403);
    const after = await detail(owner);
    expect(after.applicant.status).toBe('new');
    expect(after.noteThread).toHaveLength(3);
  });
});
