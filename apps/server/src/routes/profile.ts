/**
 * The candidate profile and the resume builder. The profile is one document per candidate (GET/PUT); "fill from
 * resume" answers a draft without saving; the builder previews a resume from the saved profile, exports it to PDF
 * or DOCX and keeps saved versions.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  RESUME_EXPORT_FORMATS,
  buildResumeRequestSchema,
  candidateProfileSchema,
  importStoredResumeSchema,
  resumeDocumentSchema,
  saveResumeVersionSchema,
  type ResumeDocument,
  type ResumeExportFormat,
} from '@intervia/shared';
import { DomainError } from '../domain/domain-error';
import { parseInput } from '../domain/parse-input';
import { requireRole } from '../http/viewer';
import { readResumeMultipart } from '../http/resume-multipart';
import type { UploadedResume } from '../services/resumes/read-uploaded-resume';
import {
  getProfile,
  importProfileFromResume,
  importProfileFromStoredResume,
  saveProfile,
} from '../services/profile/profile-service';
import {
  buildResumePreview,
  deleteResumeVersion,
  getResumeVersion,
  listResumeVersions,
  saveResumeVersion,
} from '../services/profile/resume-builder-service';
import { createLlmHighlightRewriter } from '../services/profile/highlight-rewriter';
import { RESUME_CONTENT_TYPES, renderResume, resumeFileName } from '../services/profile/resume-export';
import type { AppDependencies } from '../app-dependencies';

const exportQuerySchema = z.object({
  format: z.enum(RESUME_EXPORT_FORMATS, 'Choose format=pdf or format=docx.'),
});

async function readResumeUpload(
  request: FastifyRequest,
): Promise<{ file: UploadedResume; editing: string | null }> {
  const { fields, resume } = await readResumeMultipart(request);
  if (!resume)
    throw new DomainError('validation-error', 'Choose a resume file to upload.', {
      resume: 'Choose a file.',
    });
  return { file: resume, editing: fields.current ?? null };
}

export const profileRoutes: FastifyPluginAsync<AppDependencies> = async (app, { auth, database, llm }) => {
  const rewriter = llm ? createLlmHighlightRewriter(llm) : null;

  const sendResume = async (reply: FastifyReply, document: ResumeDocument, format: ResumeExportFormat) => {
    const file = await renderResume(document, format);
    return reply
      .header('content-type', RESUME_CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${resumeFileName(document, format)}"`)
      .send(file);
  };

  app.get('/api/candidate/profile', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return getProfile(database.db, viewer.userId);
  });

  app.put('/api/candidate/profile', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return saveProfile(database.db, viewer.userId, parseInput(candidateProfileSchema, request.body));
  });

  app.post('/api/candidate/profile/import', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    if (!request.isMultipart()) {
      if (typeof request.body !== 'object' || request.body === null || Buffer.isBuffer(request.body))
        throw new DomainError(
          'unsupported-media-type',
          'Send the resume as multipart/form-data (field "resume"), or JSON {"resumeId": …} for one uploaded before.',
        );
      return importProfileFromStoredResume(
        database.db,
        viewer.userId,
        parseInput(importStoredResumeSchema.extend({ current: z.unknown().optional() }), request.body),
      );
    }
    const { file, editing } = await readResumeUpload(request);
    return importProfileFromResume(database.db, viewer.userId, file, editing);
  });

  app.post('/api/candidate/resume-builder', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return buildResumePreview(
      { db: database.db, rewriter, log: request.log },
      viewer.userId,
      parseInput(buildResumeRequestSchema, request.body),
    );
  });

  app.post<{ Querystring: Record<string, unknown> }>(
    '/api/candidate/resume-builder/export',
    async (request, reply) => {
      await requireRole(auth, request, 'candidate');
      const { format } = parseInput(exportQuerySchema, request.query);
      const document = parseInput(
        resumeDocumentSchema,
        (request.body as { document?: unknown } | undefined)?.document,
      );
      return sendResume(reply, document, format);
    },
  );

  app.get('/api/candidate/resumes', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return { versions: await listResumeVersions(database.db, viewer.userId) };
  });

  app.post('/api/candidate/resumes', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'candidate');
    const version = await saveResumeVersion(
      database.db,
      viewer.userId,
      parseInput(saveResumeVersionSchema, request.body),
    );
    return reply.status(201).send({ version });
  });

  app.get<{ Params: { id: string } }>('/api/candidate/resumes/:id', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return { version: await getResumeVersion(database.db, viewer.userId, request.params.id) };
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/candidate/resumes/:id/export',
    async (request, reply) => {
      const viewer = await requireRole(auth, request, 'candidate');
      const { format } = parseInput(exportQuerySchema, request.query);
      const version = await getResumeVersion(database.db, viewer.userId, request.params.id);
      return sendResume(reply, version.document, format);
    },
  );

  app.delete<{ Params: { id: string } }>('/api/candidate/resumes/:id', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'candidate');
    await deleteResumeVersion(database.db, viewer.userId, request.params.id);
    return reply.status(204).send();
  });
};
