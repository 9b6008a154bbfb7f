import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { CarouselDeleteQuerySchema, CarouselItemSchema, CarouselUploadQuerySchema, Role } from '@oj/contracts';
import { FileEntity } from '@oj/db';
import { TOKEN_SECURITY, envelopeResponses, ok, fail } from '@oj/service-kit';
import { CAROUSEL_IMAGE } from './kinds.ts';
import { FilesMessage } from '@oj/contracts';
import { receiveFile } from './receive.ts';
import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';

/**
 * The home carousel's images (spec 02 §2 "Home page", spec 03 config "home-carousel delete"): the
 * super admin uploads an image with the link its slide opens, and deletes it. The public list,
 * `GET home-carousel`, is the contest service's home module (it reads these `file` rows).
 */
export const carouselRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));
  const tags = ['files', 'admin'];

  app.post(
    '/file/upload-carousel-img',
    {
      schema: {
        tags,
        summary: 'Upload a home carousel image (multipart field "image": gif, jpg, jpeg, png, bmp or webp, at most 5 MB; query link: where a click goes)',
        consumes: ['multipart/form-data'],
        security: TOKEN_SECURITY,
        querystring: CarouselUploadQuerySchema,
        response: envelopeResponses(CarouselItemSchema),
      },
    },
    async (request) => {
      const file = await receiveFile(app, request, CAROUSEL_IMAGE);
      const storedName = `${randomUUID()}.${file.extension}`;
      const filePath = `${CAROUSEL_IMAGE.folder}/${storedName}`;
      await deps.files.storage.put(filePath, file.data);
      const link = request.query.link ?? '';
      const inserted = await deps.db.getRepository(FileEntity).insert({
        uid: request.user.uid,
        gid: null,
        name: file.name.slice(0, 255),
        suffix: file.extension,
        folderPath: CAROUSEL_IMAGE.folder,
        filePath,
        type: CAROUSEL_IMAGE.type,
        link: link === '' ? null : link,
      });
      const id = (inserted.identifiers[0] as { id: number }).id;
      return ok({ id, url: `${app.prefix}/public/${filePath}`, link }, FilesMessage.uploaded);
    },
  );

  app.delete(
    '/admin/config/home-carousel',
    {
      schema: {
        tags,
        summary: 'Delete a home carousel image',
        security: TOKEN_SECURITY,
        querystring: CarouselDeleteQuerySchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const files = deps.db.getRepository(FileEntity);
      const file = await files.findOneBy({ id: request.query.id, type: CAROUSEL_IMAGE.type, isDeleted: false });
      if (!file) throw fail(FilesMessage.carouselNotFound);
      await files.update({ id: file.id }, { isDeleted: true });
      await deps.files.storage.remove(file.filePath);
      return ok(null, FilesMessage.deleted);
    },
  );
};
