import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import {
  ProblemExportQuerySchema,
  ProblemImportJobListQuerySchema,
  ProblemImportJobListSchema,
  ProblemImportJobQuerySchema,
  ProblemImportJobSchema,
  ProblemImportMessage as M,
  ProblemImportStartSchema,
  ProblemImportUploadedSchema,
} from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { envelopeResponses, ERROR_RESPONSES, fail, languageOf, ok, TOKEN_SECURITY } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { exportPackage } from './export.ts';
import { jobDto, listJobs, visibleJob } from './jobs.ts';
import type { ImportRunner } from './runner.ts';
import { megabytes } from './settings.ts';
import { startImport } from './start.ts';
import { receivePackage } from './upload.ts';

const base = { tags: ['admin', 'problem'], security: TOKEN_SECURITY };

/** What the upload helpers read of the instance: the multipart plugin's error classes. */
type MultipartHost = Pick<FastifyInstance, 'multipartErrors'>;

/** Multipart framing errors carry no status: they describe the request, so they are a 400. */
function asUploadError(app: MultipartHost, error: unknown, maxBytes: number): unknown {
  if (error instanceof app.multipartErrors.RequestFileTooLargeError) return fail(M.tooLarge(megabytes(maxBytes)));
  if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError) return fail(M.fileRequired);
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof statusCode !== 'number') return fail(M.uploadMalformed, { cause: error });
  return error;
}

async function receiveFile(app: MultipartHost, request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  } catch (error) {
    throw asUploadError(app, error, maxBytes);
  }
  if (!part) throw fail(M.fileRequired);
  return part;
}

/**
 * The back office's problem import and export (issue 24, spec 03 §2.19): upload a package, start its
 * import job, read the job and the list of jobs, download an export. Behind the admin roles.
 */
export const problemPackageRoutes: ModulePlugin<Deps & { readonly importRunner: ImportRunner }> = async (app, { deps }) => {
  const { maxUploadBytes } = deps.problemImport.settings;
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.post(
    '/admin/problem/upload-import-package',
    {
      schema: {
        ...base,
        summary: `Upload a problem package (multipart, one file: an HOJ, QDUOJ, Hydro or ICPC zip, or an FPS XML file, at most ${megabytes(maxUploadBytes)} MB); read at once, a broken one is refused`,
        consumes: ['multipart/form-data'],
        response: envelopeResponses(ProblemImportUploadedSchema),
      },
    },
    async (request) => {
      const part = await receiveFile(app, request, maxUploadBytes);
      try {
        const upload = { stream: part.file, fileName: part.filename || 'package', receiveError: (error: unknown) => asUploadError(app, error, maxUploadBytes) };
        return ok(await receivePackage(deps, upload, request.user), M.uploaded);
      } finally {
        part.file.resume(); // drain whatever is left, so the request completes
      }
    },
  );

  app.post(
    '/admin/problem/start-import',
    {
      schema: {
        ...base,
        summary: 'Start the import of an uploaded package with its options; it runs in the background',
        body: ProblemImportStartSchema,
        response: envelopeResponses(ProblemImportJobSchema),
      },
    },
    async (request) => ok(jobDto(await startImport(deps, deps.importRunner, request.body, request.user), languageOf(request)), M.started),
  );

  app.get(
    '/admin/problem/get-import-job',
    {
      schema: {
        ...base,
        summary: 'An import job: status, progress and report',
        querystring: ProblemImportJobQuerySchema,
        response: envelopeResponses(ProblemImportJobSchema),
      },
    },
    async (request) => ok(jobDto(await visibleJob(deps.db, request.query.id, request.user), languageOf(request))),
  );

  app.get(
    '/admin/problem/get-import-job-list',
    {
      schema: {
        ...base,
        summary: 'Import jobs, newest first (the super admin sees every one, other admins their own)',
        querystring: ProblemImportJobListQuerySchema,
        response: envelopeResponses(ProblemImportJobListSchema),
      },
    },
    async (request) => ok(await listJobs(deps.db, request.user, request.query, languageOf(request))),
  );

  app.get(
    '/admin/problem/export-package',
    {
      schema: {
        ...base,
        summary: 'Download problems (pids) or a contest’s problem set (cid) as an HOJ zip or an ICPC package',
        querystring: ProblemExportQuerySchema,
        produces: ['application/zip'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const download = await exportPackage(deps, request.query);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', 'no-store')
        .send(download.stream);
    },
  );
};
