/**
 * Interview API. POST /api/interviews keeps the spec's fields (title, difficulty, duration, jdText, resume,
 * additionalNotes) and answers `{interview:{parsedJD, questions, id, …}}`. The resume travels as a multipart file
 * field named `resume`; without a resume, a JSON body works too.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  answerCorrectionSchema,
  createInterviewFieldsSchema,
  fileSafeName,
  scoreRequestSchema,
  type CreateInterviewFields,
} from '@intervia/shared';
import { DomainError } from '../domain/domain-error';
import { parseInput } from '../domain/parse-input';
import { requireRole } from '../http/viewer';
import { readResumeMultipart } from '../http/resume-multipart';
import type { UploadedResume } from '../services/resumes/read-uploaded-resume';
import {
  interviewReport,
  scoreGivenTranscript,
  scoreStoredInterview,
} from '../services/scoring/score-service';
import { renderReportPdf } from '../services/scoring/report-pdf';
import { correctAnswer } from '../services/scoring/answer-correction';
import { accountName } from '../services/account/account-name';
import {
  createInterview,
  deleteOwnInterview,
  getOwnInterview,
  listInterviews,
  toInterviewDetail,
} from '../services/interviews/interview-service';
import type { AppDependencies } from '../app-dependencies';

async function readCreateRequest(
  request: FastifyRequest,
): Promise<{ fields: CreateInterviewFields; resume: UploadedResume | null }> {
  if (!request.isMultipart()) {
    if (request.body !== undefined && (typeof request.body !== 'object' || Buffer.isBuffer(request.body))) {
      throw new DomainError(
        'unsupported-media-type',
        'Send the interview as JSON, or as multipart/form-data when it includes a resume file.',
      );
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.resume === 'string' && body.resume.length > 0) {
      throw new DomainError(
        'validation-error',
        'Send the resume file as multipart/form-data (field "resume").',
        {
          resume: 'Send the resume file as multipart/form-data.',
        },
      );
    }
    return { fields: parseInput(createInterviewFieldsSchema, body), resume: null };
  }
  const { fields, resume } = await readResumeMultipart(request);
  return { fields: parseInput(createInterviewFieldsSchema, fields), resume };
}

export const interviewRoutes: FastifyPluginAsync<AppDependencies> = async (
  app,
  { auth, database, files, interviewAnalysis: analysis, scorer },
) => {
  app.post('/api/interviews', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'candidate');
    const { fields, resume } = await readCreateRequest(request);
    const interview = await createInterview(
      { db: database.db, files, analysis, log: request.log },
      viewer.userId,
      fields,
      resume,
    );
    return reply.status(201).send({ interview });
  });

  app.get('/api/interviews', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return { interviews: await listInterviews(database.db, viewer.userId) };
  });

  app.get<{ Params: { id: string } }>('/api/interviews/:id', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    const { row, resumeFileName } = await getOwnInterview(database.db, viewer.userId, request.params.id);
    return { interview: toInterviewDetail(row, resumeFileName) };
  });

  app.post('/api/interviews/score', async (request) => {
    await requireRole(auth, request, 'candidate');
    return scoreGivenTranscript(scorer, parseInput(scoreRequestSchema, request.body ?? {}), request.log);
  });

  app.post<{ Params: { id: string } }>('/api/interviews/:id/score', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'candidate');
    const result = await scoreStoredInterview(
      { db: database.db, scorer, log: request.log },
      viewer.userId,
      request.params.id,
    );
    return reply.status(201).send(result);
  });

  app.get<{ Params: { id: string } }>('/api/interviews/:id/report', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return { report: await interviewReport(database.db, viewer.userId, request.params.id) };
  });

  app.put<{ Params: { id: string; turnId: string } }>(
    '/api/interviews/:id/turns/:turnId',
    async (request) => {
      const viewer = await requireRole(auth, request, 'candidate');
      return correctAnswer(
        { db: database.db, scoring: app.afterCall.scoring },
        viewer.userId,
        request.params.id,
        request.params.turnId,
        parseInput(answerCorrectionSchema, request.body ?? {}),
      );
    },
  );

  app.get<{ Params: { id: string } }>('/api/interviews/:id/report.pdf', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'candidate');
    const report = await interviewReport(database.db, viewer.userId, request.params.id);
    const pdf = await renderReportPdf(report, {
      candidateName: await accountName(database.db, viewer.userId),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileSafeName(report.title)}-report.pdf"`)
      .send(pdf);
  });

  app.delete<{ Params: { id: string } }>('/api/interviews/:id', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'candidate');
    await deleteOwnInterview({ db: database.db, files }, viewer.userId, request.params.id);
    return reply.status(204).send();
  });
};
