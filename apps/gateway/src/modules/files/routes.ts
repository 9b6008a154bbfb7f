import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { FileEntity } from '@oj/db';
import { canDeleteMarkdownImage, markdownUploadRefusal } from '@oj/access';
import type { MarkdownUploadKind } from '@oj/access';
import { FilesMessage, GroupMessage, MdDeleteQuerySchema, MdUploadQuerySchema, MdUploadResultSchema } from '@oj/contracts';
import { groupMembership } from '@oj/db/reads';
import type { AuthUser } from '@oj/service-kit';
import { envelopeResponses, ErrorEnvelopeSchema, fail, ok, TOKEN_SECURITY } from '@oj/service-kit';
import { FRAMEABLE_BY_SITE_HEADERS } from '../../security-headers.ts';
import { CAROUSEL_IMAGE, MD_FILE, MD_IMAGE, STORED_NAME, extensionOf, servedContentType } from './kinds.ts';
import type { UploadKind } from './kinds.ts';
import { receiveFile } from './receive.ts';

const PUBLIC_PATHS: Readonly<Record<UploadKind['type'], string>> = { 'md-img': 'md-img', 'md-file': 'md-file', carousel: 'carousel' };

/**
 * Refuses an upload the rules of @oj/access do not allow: images for admin roles, or for a group
 * (`gid`) its group admins; files for admin roles (and, with a gid, that group's admins among them).
 * Checked before the file is read.
 */
async function requireUploadRight(deps: Pick<Deps, 'db'>, kind: MarkdownUploadKind, user: AuthUser, gid: number | undefined): Promise<void> {
  let group = null;
  // gid 0 is no group, as the editor sends it for a text of none.
  if (gid !== undefined && gid > 0) {
    const membership = await groupMembership(deps.db, gid, user.uid);
    if (!membership) throw fail(GroupMessage.notExists);
    group = { facts: membership.group, viewer: { uid: user.uid, roles: user.roles, memberLevel: membership.memberLevel } };
  }
  const refusal = markdownUploadRefusal(kind, user.roles, group);
  if (refusal === 'adminOnly') throw fail(FilesMessage.uploadAdminOnly);
  if (refusal === 'groupAdminOnly') throw fail(FilesMessage.uploadGroupAdminOnly);
}

/**
 * Uploads into markdown texts, and deleting an uploaded image (spec 03 §2.18, §7 "Files"): admin
 * roles, and group admins for images of their group (`gid`).
 */
export const markdownUploadRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  app.addHook('preHandler', app.authenticate);

  const upload = (path: string, kind: UploadKind, summary: string) => {
    app.post(
      path,
      {
        schema: {
          tags: ['files', 'admin'],
          summary,
          consumes: ['multipart/form-data'],
          security: TOKEN_SECURITY,
          querystring: MdUploadQuerySchema,
          response: envelopeResponses(MdUploadResultSchema),
        },
      },
      async (request) => {
        await requireUploadRight(deps, kind.type === 'md-img' ? 'image' : 'file', request.user, request.query.gid);
        const file = await receiveFile(app, request, kind);
        const storedName = `${randomUUID()}.${file.extension}`;
        const filePath = `${kind.folder}/${storedName}`;
        await deps.files.storage.put(filePath, file.data);
        const inserted = await deps.db.getRepository(FileEntity).insert({
          uid: request.user.uid,
          gid: request.query.gid === undefined || request.query.gid === 0 ? null : request.query.gid,
          name: file.name.slice(0, 255),
          suffix: file.extension,
          folderPath: kind.folder,
          filePath,
          type: kind.type,
        });
        const fileId = (inserted.identifiers[0] as { id: number }).id;
        return ok({ link: `${app.prefix}/public/${PUBLIC_PATHS[kind.type]}/${storedName}`, fileId }, FilesMessage.uploaded);
      },
    );
  };
  upload(
    '/file/upload-md-img',
    MD_IMAGE,
    'Upload an image into a markdown text (admin roles; with gid, that group\'s admins; multipart field "image": gif, jpg, jpeg, png, bmp or webp, at most 5 MB)',
  );
  upload(
    '/file/upload-md-file',
    MD_FILE,
    'Upload a file into a markdown text (admin roles; with gid, that group\'s admins among them; multipart field "file": documents, archives or text, at most 50 MB)',
  );

  app.get(
    '/file/delete-md-img',
    {
      schema: {
        tags: ['files', 'admin'],
        summary: 'Delete an image uploaded into a markdown text (admin roles or its uploader)',
        security: TOKEN_SECURITY,
        querystring: MdDeleteQuerySchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const files = deps.db.getRepository(FileEntity);
      const file = await files.findOneBy({ id: request.query.fileId, type: MD_IMAGE.type, isDeleted: false });
      if (!file) throw fail(FilesMessage.fileNotFound);
      if (!canDeleteMarkdownImage(file, request.user)) throw fail(FilesMessage.deleteNotAllowed);
      await files.update({ id: file.id }, { isDeleted: true });
      await deps.files.storage.remove(file.filePath);
      return ok(null, FilesMessage.deleted);
    },
  );
};

/** Serves what was uploaded: names are unique per upload, so they may be cached for good. */
export const markdownServeRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const serve = (kind: UploadKind) => {
    app.get(
      `/public/${PUBLIC_PATHS[kind.type]}/:name`,
      {
        schema: {
          tags: ['files'],
          summary: { 'md-img': 'An image of a markdown text', 'md-file': 'A file of a markdown text', carousel: 'An image of the home carousel' }[kind.type],
          params: Type.Object({ name: Type.String({ pattern: STORED_NAME }) }),
          response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
        },
        config: { fieldMessages: { name: { required: FilesMessage.fileNotFound, format: FilesMessage.fileNotFound } } },
      },
      async (request, reply) => {
        const { name } = request.params;
        const data = await deps.files.storage.get(`${kind.folder}/${name}`);
        if (!data) throw fail(FilesMessage.fileNotFound);
        const extension = extensionOf(name);
        reply
          .header('content-type', servedContentType(extension))
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff');
        // Only images and PDFs show in the page (the PDF viewer of spec 03 §2.18); the rest download.
        if (kind.type === 'md-file' && extension !== 'pdf') reply.header('content-disposition', `attachment; filename="${name}"`);
        // A PDF may be framed by the site's own pages (a lesson's document dialog), by no other site.
        if (kind.type === 'md-file' && extension === 'pdf') reply.headers(FRAMEABLE_BY_SITE_HEADERS);
        return reply.send(data);
      },
    );
  };
  serve(MD_IMAGE);
  serve(MD_FILE);
  serve(CAROUSEL_IMAGE);
};
