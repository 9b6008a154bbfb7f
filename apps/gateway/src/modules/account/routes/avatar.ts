import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { In } from 'typeorm';
import { FileEntity, UserInfoEntity } from '@oj/db';
import { ErrorEnvelopeSchema, fail, ok, ServiceMessage, TOKEN_SECURITY } from '@oj/service-kit';
import { AVATAR_FOLDER } from '../context.ts';
import { AVATAR_EXTENSIONS, IMAGE_CONTENT_TYPES, extensionOf, sniffImage } from '../image-type.ts';
import type { ImageKind } from '../image-type.ts';
import { UserInfoSchema, responses } from '../schemas.ts';
import { findUserByUid, roleCodesOf, toUserInfo } from '../queries/users.ts';
import { AccountMessage } from '@oj/contracts';

/** What the upload helpers read of the instance: the multipart plugin's error classes (a small interface, not the app). */
type MultipartHost = Pick<FastifyInstance, 'multipartErrors'>;

/** Largest avatar accepted (spec 01 §5). */
export const MAX_AVATAR_BYTES = 2_097_152;

/**
 * The multipart parser rejects broken framing (no boundary, a truncated part) with plain errors
 * that carry no status; they describe the request, so they are a 400, not a server error.
 */
function asUploadError(error: unknown): unknown {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof statusCode !== 'number') return fail(AccountMessage.uploadMalformed, { cause: error });
  return error;
}

/** Reads the one image of an avatar upload, checking its extension, its size (2 MB) and its bytes; a group avatar reuses it. */
export async function receiveImage(app: MultipartHost, request: FastifyRequest): Promise<{ part: MultipartFile; data: Buffer; kind: ImageKind }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: MAX_AVATAR_BYTES, files: 1 } });
  } catch (error) {
    if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError) throw fail(AccountMessage.imageRequired);
    throw asUploadError(error);
  }
  if (!part) throw fail(AccountMessage.imageRequired);
  if (!Object.hasOwn(AVATAR_EXTENSIONS, extensionOf(part.filename))) {
    part.file.resume(); // drain, so the request completes
    throw fail(AccountMessage.fileTypeNotSupported);
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fail(AccountMessage.fileTooLarge);
    throw asUploadError(error);
  }
  // The name may lie: the bytes decide.
  const kind = sniffImage(data);
  if (!kind) throw fail(AccountMessage.fileTypeNotSupported);
  return { part, data, kind };
}

/** Avatar upload (signed in): stores the image, records a `file` row, points the user at it. */
export const avatarUploadRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  // Another module may already have registered multipart parsing on a shared parent.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.post(
    '/file/upload-avatar',
    {
      schema: {
        tags: ['account'],
        summary: 'Upload an avatar (multipart field "image": gif, jpg, jpeg, png, bmp or webp, at most 2 MB)',
        consumes: ['multipart/form-data'],
        security: TOKEN_SECURITY,
        response: responses(UserInfoSchema),
      },
    },
    async (request) => {
      const user = await findUserByUid(deps.db, request.user.uid);
      if (!user) throw fail(ServiceMessage.loginFirst);
      const { part, data, kind } = await receiveImage(app, request);
      const fileName = `${randomUUID()}.${kind}`;
      const filePath = `${AVATAR_FOLDER}/${fileName}`;
      await deps.account.storage.put(filePath, data);
      const avatar = `${app.prefix}/public/avatar/${fileName}`;
      await deps.db.transaction(async (manager) => {
        // One avatar change per user at a time (the user row's lock). The old files are then marked
        // by primary key: an UPDATE by uid takes gap locks in the (uid, type) index, and two
        // uploads, even of different users, deadlock on each other's INSERT into those gaps.
        await manager.getRepository(UserInfoEntity).findOne({ where: { uid: user.uid }, select: { uid: true }, lock: { mode: 'pessimistic_write' } });
        const files = manager.getRepository(FileEntity);
        const current = await files.find({ where: { uid: user.uid, type: 'avatar', isDeleted: false }, select: { id: true } });
        if (current.length > 0) await files.update({ id: In(current.map((file) => file.id)) }, { isDeleted: true });
        await files.insert({ uid: user.uid, name: part.filename.slice(0, 255), suffix: kind, folderPath: AVATAR_FOLDER, filePath, type: 'avatar' });
        await manager.getRepository(UserInfoEntity).update({ uid: user.uid }, { avatar });
      });
      return ok(toUserInfo({ ...user, avatar }, await roleCodesOf(deps.db, user.uid)), AccountMessage.avatarUploaded);
    },
  );
};

const AVATAR_NAME = '^[0-9a-f-]{36}\\.(gif|jpg|png|bmp|webp)$';

/** Serves stored avatars; names are unique per upload, so they may be cached for good. */
export const avatarServeRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/public/avatar/:name',
    {
      schema: {
        tags: ['account'],
        summary: 'An avatar image',
        params: Type.Object({ name: Type.String({ pattern: AVATAR_NAME }) }),
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
      config: { fieldMessages: { name: { required: AccountMessage.avatarNotFound, format: AccountMessage.avatarNotFound } } },
    },
    async (request, reply) => {
      const { name } = request.params;
      const data = await deps.account.storage.get(`${AVATAR_FOLDER}/${name}`);
      if (!data) throw fail(AccountMessage.avatarNotFound);
      const kind = extensionOf(name) as ImageKind;
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[kind])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
