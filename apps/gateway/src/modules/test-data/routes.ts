import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { DownloadTestCaseQuerySchema, TestDataMessage, UploadTestCaseQuerySchema, UploadTestCaseResultSchema } from '@oj/contracts';
import { envelopeResponses, ERROR_RESPONSES, fail, ok, TOKEN_SECURITY } from '@oj/service-kit';
import { downloadTestData } from './download.ts';
import { checkDownloader, checkUploader } from './guards.ts';
import { megabytes } from './limits.ts';
import type { TestDataLimits } from './limits.ts';
import { openStore } from './store.ts';
import { stageUpload } from './stage.ts';

/** What the upload helpers read of the instance: the multipart plugin's error classes (a small interface, not the app). */
type MultipartHost = Pick<FastifyInstance, 'multipartErrors'>;

/** Multipart framing errors carry no status: they describe the request, so they are a 400. */
function asUploadError(app: MultipartHost, error: unknown, limits: TestDataLimits): unknown {
  if (error instanceof app.multipartErrors.RequestFileTooLargeError) return fail(TestDataMessage.tooLarge(megabytes(limits.maxUploadBytes)));
  if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError) return fail(TestDataMessage.fileRequired);
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof statusCode !== 'number') return fail(TestDataMessage.uploadMalformed, { cause: error });
  return error;
}

async function receiveFile(app: MultipartHost, request: FastifyRequest, limits: TestDataLimits): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limits.maxUploadBytes, files: 1, fields: 10 } });
  } catch (error) {
    throw asUploadError(app, error, limits);
  }
  if (!part) throw fail(TestDataMessage.fileRequired);
  return part;
}

/**
 * POST /file/upload-testcase-zip and GET /file/download-testcase, for the admin roles and a group's
 * admins (guards.ts). A caller without a token is refused before the body is read.
 */
export const testDataRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const { limits } = deps.testData;
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/file/upload-testcase-zip',
    {
      schema: {
        tags: ['problem', 'admin'],
        summary: `Upload a zip of test data (multipart, one file: x.in with x.out or x.ans, at most ${megabytes(limits.maxUploadBytes)} MB); stages it for the problem save`,
        consumes: ['multipart/form-data'],
        security: TOKEN_SECURITY,
        querystring: UploadTestCaseQuerySchema,
        response: envelopeResponses(UploadTestCaseResultSchema),
      },
      preHandler: async (request) => checkUploader(deps.db, request, request.query.gid),
    },
    async (request) => {
      const part = await receiveFile(app, request, limits);
      const store = await openStore(deps.testDataStore);
      try {
        const upload = { stream: part.file, fileName: part.filename || 'upload', receiveError: (error: unknown) => asUploadError(app, error, limits) };
        const gid = request.query.gid === undefined || request.query.gid <= 0 ? null : request.query.gid;
        const { fileList, fileListDir, stats } = await stageUpload(store, upload, { uid: request.user.uid, gid }, limits);
        request.log.info({ stagingId: fileListDir, cases: fileList.length, ...stats }, 'test data staged');
        return ok({ fileList, fileListDir }, TestDataMessage.uploaded);
      } finally {
        part.file.resume(); // drain whatever is left, so the request completes
      }
    },
  );

  app.get(
    '/file/download-testcase',
    {
      schema: {
        tags: ['problem', 'admin'],
        summary: "A zip of the problem's current test data",
        security: TOKEN_SECURITY,
        querystring: DownloadTestCaseQuerySchema,
        produces: ['application/zip'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...ERROR_RESPONSES },
      },
      preHandler: async (request) => checkDownloader(deps.db, request, request.query.pid),
    },
    async (request, reply) => {
      const download = await downloadTestData(deps.testDataStore, request.query.pid);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', 'no-store')
        .send(download.stream);
    },
  );
};
