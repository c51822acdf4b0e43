/**
 * The candidate profile and the resume builder through the API: saving with validation, filling from a resume
 * without saving, building (built-in, and rewriting through a local OpenAI-compatible stand-in with the fact check),
 * exports that real readers open, saved versions, and the dashboard's completeness.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { candidateProfiles, resumeVersions } from '@intervia/db';
import { testDatabaseTargets } from '@intervia/db/testing';
import { MAX_RESUME_VERSIONS, type CandidateProfile, type ResumeDocument } from '@intervia/shared';
import { createTestApp, type TestApp } from './test-app';
import { as, signUpWithRole, type TestUser } from './auth-helpers';
import { multipartBody } from './multipart';
import { startOpenAiStandIn, type ChatRequestBody, type OpenAiStandIn } from './support/openai-stand-in';
import { REWRITE_FAILED, REWRITE_NOT_CONFIGURED } from '../src/services/profile/highlight-rewriter';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../e2e/fixtures/resumes/${name}`, import.meta.url)));

const PROFILE: CandidateProfile = {
  fullName: 'Ana Diaz',
  headline: 'Backend Engineer',
  email: 'ana@example.com',
  phone: '+34 600 000 000',
  location: 'Madrid',
  summary: 'Backend engineer who builds reliable payment services and mentors the people around her.',
  skills: ['Python', 'PostgreSQL', 'Kubernetes', 'Leadership', 'Redis'],
  experience: [
    {
      title: 'Senior Engineer',
      organisation: 'Paystream',
      period: '2020 - 2024',
      highlights: [
        'I mentored four junior engineers.',
        'Moved our deploys to Kubernetes, cutting release time by 40%',
      ],
    },
  ],
  education: [{ qualification: 'BSc Computer Science', institution: 'UPM', period: '2012 - 2016' }],
  links: [{ label: 'GitHub', url: 'https://github.com/anadiaz' }],
};

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe.each(await testDatabaseTargets())('candidate profile API on $kind', (target) => {
  let t: TestApp;
  let candidate: TestUser;
  beforeAll(async () => {
    t = await createTestApp(target);
    candidate = await signUpWithRole(t.app, 'candidate', { name: 'Ana Diaz' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (who: TestUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));

  it('starts from the account before the first save', async () => {
    const response = await call(candidate, 'GET', '/api/candidate/profile');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.profile).toMatchObject({ fullName: 'Ana Diaz', email: candidate.email, skills: [] });
    expect(body.updatedAt).toBeNull();
    expect(body.completeness.completenessPercent).toBe(25);
  });

  it('refuses a bad profile field by field and keeps nothing', async () => {
    const response = await call(candidate, 'PUT', '/api/candidate/profile', {
      ...PROFILE,
      email: 'not-an-email',
      skills: ['Python', 'python'],
      links: [{ label: 'Mine', url: 'javascript:alert(1)' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      email: 'Enter a valid email address.',
      skills: 'Each skill may appear only once.',
      'links.0.url': 'Enter a full web address starting with https://.',
    });
    expect(
      await t.database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.id)),
    ).toHaveLength(0);
  });

  it('saves the profile and shows its completeness on the dashboard', async () => {
    const saved = await call(candidate, 'PUT', '/api/candidate/profile', PROFILE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ profile: PROFILE, completeness: { completenessPercent: 100 } });
    expect((await call(candidate, 'GET', '/api/candidate/profile')).json().profile).toEqual(PROFILE);
    const overview = (await call(candidate, 'GET', '/api/candidate/overview')).json();
    expect(overview.profile).toEqual({ completenessPercent: 100, missing: [] });
  });

  it('fills a draft from a resume without saving it, keeping what the candidate wrote', async () => {
    const fresh = await signUpWithRole(t.app, 'candidate', { name: 'Jordan' });
    const upload = multipartBody(
      {},
      { field: 'resume', name: 'jordan-lee.pdf', bytes: fixture('jordan-lee.pdf') },
    );
    const response = await t.app.inject(
      as(fresh, { method: 'POST', url: '/api/candidate/profile/import', ...upload }),
    );
    expect(response.statusCode).toBe(200);
    const { draft, filled, fileName } = response.json();
    expect(fileName).toBe('jordan-lee.pdf');
    // The account name "Jordan" was there first and stays; the resume fills the rest.
    expect(draft.fullName).toBe('Jordan');
    expect(draft).toMatchObject({ headline: 'Senior Backend Engineer', phone: '+1 555 0100' });
    expect(draft.experience.map((e: { organisation: string }) => e.organisation)).toEqual([
      'Paystream',
      'DataHarbor',
    ]);
    expect(draft.experience[0].highlights[0]).toMatch(/^Led the rebuild of the ledger service/);
    expect(draft.skills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Kubernetes']));
    expect(filled).toEqual(expect.arrayContaining(['headline', 'summary', '2 roles', '1 link']));
    expect(
      await t.database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, fresh.id)),
    ).toHaveLength(0);
    // Saving the draft as it stands works.
    expect((await call(fresh, 'PUT', '/api/candidate/profile', draft)).statusCode).toBe(200);
  });

  it('merges into the profile being edited when the page sends it, so unsaved edits are kept', async () => {
    const editing = { ...PROFILE, headline: 'Unsaved headline', skills: ['Rust'] };
    const upload = multipartBody(
      { current: JSON.stringify(editing) },
      { field: 'resume', name: 'cv.pdf', bytes: fixture('jordan-lee.pdf') },
    );
    const response = await t.app.inject(
      as(candidate, { method: 'POST', url: '/api/candidate/profile/import', ...upload }),
    );
    expect(response.statusCode).toBe(200);
    const { draft } = response.json();
    expect(draft.headline).toBe('Unsaved headline');
    expect(draft.skills[0]).toBe('Rust');
    expect(draft.skills).toContain('TypeScript');

    const invalid = multipartBody(
      { current: JSON.stringify({ ...PROFILE, email: 'nope' }) },
      { field: 'resume', name: 'cv.pdf', bytes: fixture('jordan-lee.pdf') },
    );
    const refused = await t.app.inject(
      as(candidate, { method: 'POST', url: '/api/candidate/profile/import', ...invalid }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/Fix the fields marked in red/);
  });

  it('offers the resume uploaded for an interview, and fills from it by id (only its owner)', async () => {
    const who = await signUpWithRole(t.app, 'candidate', { name: 'Jordan Lee' });
    expect((await call(who, 'GET', '/api/candidate/profile')).json().latestResume).toBeNull();
    const interview = multipartBody(
      { title: 'Backend Engineer', difficulty: 'easy' },
      { field: 'resume', name: 'jordan-lee.docx', bytes: fixture('jordan-lee.docx') },
    );
    const created = await t.app.inject(as(who, { method: 'POST', url: '/api/interviews', ...interview }));
    expect(created.statusCode).toBe(201);
    const { latestResume } = (await call(who, 'GET', '/api/candidate/profile')).json();
    expect(latestResume).toMatchObject({ fileName: 'jordan-lee.docx' });

    const filled = await call(who, 'POST', '/api/candidate/profile/import', { resumeId: latestResume.id });
    expect(filled.statusCode).toBe(200);
    expect(filled.json().fileName).toBe('jordan-lee.docx');
    expect(filled.json().draft.experience).toHaveLength(2);

    const stranger = await call(candidate, 'POST', '/api/candidate/profile/import', {
      resumeId: latestResume.id,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await call(candidate, 'GET', '/api/candidate/profile')).json().latestResume).toBeNull();
  });

  it('reads DOCX resumes too, and refuses files that are not resumes with a clear message', async () => {
    const docx = multipartBody({}, { field: 'resume', name: 'cv.docx', bytes: fixture('jordan-lee.docx') });
    const ok = await t.app.inject(
      as(candidate, { method: 'POST', url: '/api/candidate/profile/import', ...docx }),
    );
    expect(ok.statusCode).toBe(200);
    const bogus = multipartBody({}, { field: 'resume', name: 'cv.pdf', bytes: fixture('not-really.pdf') });
    const refused = await t.app.inject(
      as(candidate, { method: 'POST', url: '/api/candidate/profile/import', ...bogus }),
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toMatch(/not a PDF, DOC or DOCX/);
    const noBody = await t.app.inject(
      as(candidate, { method: 'POST', url: '/api/candidate/profile/import' }),
    );
    expect(noBody.statusCode).toBe(415);
    expect(noBody.json().error.message).toMatch(/multipart\/form-data/);
    const empty = await t.app.inject(
      as(candidate, {
        method: 'POST',
        url: '/api/candidate/profile/import',
        ...multipartBody({ note: 'x' }),
      }),
    );
    expect(empty.statusCode).toBe(400);
    expect((await call(candidate, 'GET', '/api/candidate/profile')).json().profile).toEqual(PROFILE);
  });

  it('builds a resume with the built-in wording, ordered for a target job', async () => {
    const response = await call(candidate, 'POST', '/api/candidate/resume-builder', {
      template: 'modern',
      targetJob: {
        title: 'Platform Engineer',
        description: 'Run our Kubernetes clusters and the deploy pipeline.',
      },
    });
    expect(response.statusCode).toBe(200);
    const { document, rewrite } = response.json();
    expect(rewrite).toEqual({ source: 'built-in', notice: null, rewritten: 0, keptAsWritten: [] });
    expect(document).toMatchObject({
      template: 'modern',
      fullName: 'Ana Diaz',
      targetJobTitle: 'Platform Engineer',
    });
    expect(document.skills[0]).toBe('Kubernetes');
    expect(document.experience[0].bullets).toEqual([
      'Moved our deploys to Kubernetes, cutting release time by 40%',
      'Mentored four junior engineers',
    ]);
  });

  it('says so when rewriting is asked for but no model is configured', async () => {
    const response = await call(candidate, 'POST', '/api/candidate/resume-builder', {
      template: 'classic',
      rewrite: true,
    });
    expect(response.json().rewrite).toMatchObject({ source: 'built-in', notice: REWRITE_NOT_CONFIGURED });
  });

  it('refuses to build from an empty profile, and an unknown template', async () => {
    const fresh = await signUpWithRole(t.app, 'candidate', { name: 'X' });
    await call(fresh, 'PUT', '/api/candidate/profile', { fullName: '' });
    const empty = await call(fresh, 'POST', '/api/candidate/resume-builder', { template: 'classic' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(
      'Add your full name to the profile first. Add a summary, skills, a role or education to the profile first.',
    );
    const template = await call(candidate, 'POST', '/api/candidate/resume-builder', { template: 'fancy' });
    expect(template.statusCode).toBe(400);
    expect(template.json().error.fields.template).toBe('Choose a template.');
  });

  it('exports PDF and DOCX files that real readers open, with the resume text in them', async () => {
    const { document } = (
      await call(candidate, 'POST', '/api/candidate/resume-builder', { template: 'classic' })
    ).json();
    const pdf = await call(candidate, 'POST', '/api/candidate/resume-builder/export?format=pdf', {
      document,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="ana-diaz-resume.pdf"');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Ana Diaz',
      'Backend Engineer',
      'Paystream',
      'Mentored four junior engineers',
      'UPM',
    ])
      expect(text).toContain(expected);

    const docx = await call(candidate, 'POST', '/api/candidate/resume-builder/export?format=docx', {
      document,
    });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toBe('attachment; filename="ana-diaz-resume.docx"');
    const words = (await mammoth.extractRawText({ buffer: docx.rawPayload })).value;
    for (const expected of [
      'Ana Diaz',
      'SKILLS',
      'Moved our deploys to Kubernetes, cutting release time by 40%',
    ])
      expect(words).toContain(expected);

    const badFormat = await call(candidate, 'POST', '/api/candidate/resume-builder/export?format=odt', {
      document,
    });
    expect(badFormat.statusCode).toBe(400);
    const badDocument = await call(candidate, 'POST', '/api/candidate/resume-builder/export?format=pdf', {
      document: { ...document, fullName: '' },
    });
    expect(badDocument.statusCode).toBe(400);
  });

  it.skipIf(!existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'))(
    'prints names and highlights in any script (DejaVu embedded) and names the file in plain letters',
    async () => {
      const { document } = (
        await call(candidate, 'POST', '/api/candidate/resume-builder', { template: 'classic' })
      ).json();
      const international = {
        ...document,
        fullName: 'Łukasz Żółć',
        headline: 'Inżynier — Nguyễn Văn A 李雷',
      };
      const pdf = await call(candidate, 'POST', '/api/candidate/resume-builder/export?format=pdf', {
        document: international,
      });
      expect(pdf.headers['content-disposition']).toBe('attachment; filename="lukasz-zolc-resume.pdf"');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Łukasz Żółć');
      expect(text).toContain('Nguyễn Văn A');
    },
  );

  it('keeps saved versions: list, open, export, delete; only the owner sees them', async () => {
    const { document } = (
      await call(candidate, 'POST', '/api/candidate/resume-builder', { template: 'compact' })
    ).json();
    const saved = await call(candidate, 'POST', '/api/candidate/resumes', {
      name: 'For Paystream',
      document,
    });
    expect(saved.statusCode).toBe(201);
    const { version } = saved.json();
    expect(version).toMatchObject({ name: 'For Paystream', template: 'compact', rewriteSource: 'built-in' });

    const list = (await call(candidate, 'GET', '/api/candidate/resumes')).json().versions;
    expect(list[0]).toMatchObject({ id: version.id, name: 'For Paystream' });
    expect(
      (await call(candidate, 'GET', `/api/candidate/resumes/${version.id}`)).json().version.document,
    ).toEqual(document);
    const pdf = await call(candidate, 'GET', `/api/candidate/resumes/${version.id}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Ana Diaz');

    const other = await signUpWithRole(t.app, 'candidate');
    expect((await call(other, 'GET', `/api/candidate/resumes/${version.id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/candidate/resumes/${version.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/candidate/resumes')).json().versions).toEqual([]);

    expect((await call(candidate, 'DELETE', `/api/candidate/resumes/${version.id}`)).statusCode).toBe(204);
    expect((await call(candidate, 'GET', `/api/candidate/resumes/${version.id}`)).statusCode).toBe(404);
    expect((await call(candidate, 'GET', '/api/candidate/resumes/not-a-uuid')).statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_RESUME_VERSIONS} versions and says how to make room`, async () => {
    const who = await signUpWithRole(t.app, 'candidate');
    const document: ResumeDocument = {
      template: 'classic',
      fullName: 'Lots Of Versions',
      headline: '',
      contact: [],
      summary: 'Summary.',
      skills: [],
      experience: [],
      education: [],
      targetJobTitle: null,
    };
    await t.database.db.insert(resumeVersions).values(
      Array.from({ length: MAX_RESUME_VERSIONS }, (_, i) => ({
        userId: who.id,
        name: `v${i}`,
        template: 'classic' as const,
        rewriteSource: 'built-in' as const,
        document,
      })),
    );
    const response = await call(who, 'POST', '/api/candidate/resumes', { name: 'One more', document });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/Delete one you no longer need/);
  });
});

describe('resume rewriting through a language model (local OpenAI-compatible stand-in)', async () => {
  const [pglite] = await testDatabaseTargets();
  let standIn: OpenAiStandIn;
  let t: TestApp;
  let candidate: TestUser;
  let reply: (highlights: string[]) => unknown = () => ({});

  beforeAll(async () => {
    standIn = await startOpenAiStandIn({
      chat: (body: ChatRequestBody) => {
        const prompt = body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
        const highlights = [...prompt.matchAll(/^\d+\. (.+)$/gm)].map((match) => match[1]!);
        const answer = reply(highlights);
        return answer === 'fail' ? { status: 500, error: 'model down' } : { content: JSON.stringify(answer) };
      },
    });
    t = await createTestApp(pglite!, { LLM_BASE_URL: standIn.url, LLM_MODEL: 'local' });
    candidate = await signUpWithRole(t.app, 'candidate', { name: 'Ana Diaz' });
    await t.app.inject(as(candidate, { method: 'PUT', url: '/api/candidate/profile', payload: PROFILE }));
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const build = () =>
    t.app.inject(
      as(candidate, {
        method: 'POST',
        url: '/api/candidate/resume-builder',
        payload: { template: 'classic', rewrite: true },
      }),
    );

  it('uses rewrites that keep the facts and keeps the original where a rewrite adds one', async () => {
    reply = (highlights) => ({
      highlights: highlights.map((text) =>
        text.startsWith('Mentored')
          ? 'Coached four junior engineers'
          : 'Migrated deploys to Kubernetes, cutting release time by 60% for 12 teams',
      ),
    });
    const response = await build();
    expect(response.statusCode).toBe(200);
    const { document, rewrite } = response.json();
    expect(document.experience[0].bullets).toEqual([
      'Coached four junior engineers',
      'Moved our deploys to Kubernetes, cutting release time by 40%',
    ]);
    expect(rewrite).toEqual({
      source: 'llm',
      notice: null,
      rewritten: 1,
      keptAsWritten: [
        {
          original: 'Moved our deploys to Kubernetes, cutting release time by 40%',
          rejected: 'Migrated deploys to Kubernetes, cutting release time by 60% for 12 teams',
          reason: 'it adds the number “60”',
        },
      ],
    });
    // The highlights reached the model as data, numbered, after the tidy-up.
    const prompt = JSON.stringify(standIn.requests.at(-1)!.body);
    expect(prompt).toContain('1. Mentored four junior engineers');
    expect(prompt).toContain('<data name=\\"highlights\\">');
  });

  it('falls back to the built-in wording, and says so, when the model fails or miscounts', async () => {
    reply = () => 'fail';
    const failed = (await build()).json();
    expect(failed.rewrite).toMatchObject({ source: 'built-in', notice: REWRITE_FAILED, rewritten: 0 });
    expect(failed.document.experience[0].bullets[0]).toBe('Mentored four junior engineers');
    reply = () => ({ highlights: ['Only one'] });
    expect((await build()).json().rewrite).toMatchObject({ source: 'built-in', notice: REWRITE_FAILED });
  });
});
