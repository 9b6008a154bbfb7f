import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { In } from 'typeorm';
import { isGroupRoot } from '@oj/access';
import { AccountMessage, GroupMessage } from '@oj/contracts';
import { FileEntity } from '@oj/db';
import { groupMembership } from '@oj/db/reads';
import type { ModulePlugin } from '@oj/service-kit';
import { fail, ok, TOKEN_SECURITY } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { AVATAR_FOLDER } from '../context.ts';
import { receiveImage } from './avatar.ts';
import { responses } from '../schemas.ts';

/** The group-avatar answer: where the stored image is served (the group's `avatar` once set). */
const GroupAvatarLinkSchema = Type.Object({ link: Type.String() });

/**
 * Group avatar upload (spec 03 §2.7, §7 "Files"): the gateway keeps the files (storage and the
 * `file` table), the community service the groups. This stores the image like a user avatar
 * (same checks, same public route) with a `file` row of type group-avatar for the group, and answers
 * its link; the web app then sets it with PUT /api/group {id, avatar}, which the community service
 * answers with the updated group (docs/architecture.md "Groups").
 */
export const groupAvatarUploadRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.post(
    '/file/upload-group-avatar',
    {
      schema: {
        tags: ['group'],
        summary: 'Upload a group avatar (group root; multipart "image" of gif, jpg, jpeg, png, bmp or webp up to 2 MB, and "gid" in the query)',
        consumes: ['multipart/form-data'],
        security: TOKEN_SECURITY,
        querystring: Type.Object({ gid: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: responses(GroupAvatarLinkSchema),
      },
    },
    async (request) => {
      const { gid } = request.query;
      const user = request.user;
      const membership = await groupMembership(deps.db, gid, user.uid);
      if (!membership) throw fail(GroupMessage.notExists);
      const viewer = { uid: user.uid, roles: user.roles, memberLevel: membership.memberLevel };
      if (!isGroupRoot(membership.group, viewer)) throw fail(GroupMessage.rootOnly);
      const { part, data, kind } = await receiveImage(app, request);
      const fileName = `${randomUUID()}.${kind}`;
      const filePath = `${AVATAR_FOLDER}/${fileName}`;
      await deps.account.storage.put(filePath, data);
      await deps.db.transaction(async (manager) => {
        const files = manager.getRepository(FileEntity);
        const current = await files.find({ where: { gid, type: 'group-avatar', isDeleted: false }, select: { id: true } });
        if (current.length > 0) await files.update({ id: In(current.map((file) => file.id)) }, { isDeleted: true });
        await files.insert({ uid: user.uid, gid, name: part.filename.slice(0, 255), suffix: kind, folderPath: AVATAR_FOLDER, filePath, type: 'group-avatar' });
      });
      return ok({ link: `${app.prefix}/public/avatar/${fileName}` }, AccountMessage.avatarUploaded);
    },
  );
};
