import { Type } from '@sinclair/typebox';
import {
  AnnouncementFormSchema,
  AnnouncementPageQuerySchema,
  AnnouncementPageSchema,
  AnnouncementSchema,
  AnnouncementUpdateSchema,
  IdQuerySchema,
  Role,
} from '@oj/contracts';
import { TOKEN_SECURITY, envelopeResponses, ok } from '@oj/service-kit';
import type { ModulePlugin } from '@oj/service-kit';
import { AnnouncementMessage } from '@oj/contracts';
import { announcementPage, createAnnouncement, deleteAnnouncement, updateAnnouncement } from './use-cases.ts';
import type { AnnouncementDeps } from './use-cases.ts';

/** get-common-announcement (spec 03 §7): public, the visible announcements, 5 a page. */
export const commonAnnouncementRoutes: ModulePlugin<AnnouncementDeps> = async (app, { deps }) => {
  app.get(
    '/get-common-announcement',
    {
      schema: {
        tags: ['announcement'],
        summary: 'The site’s visible announcements, newest first (currentPage, limit; 5 a page)',
        querystring: AnnouncementPageQuerySchema,
        response: envelopeResponses(AnnouncementPageSchema),
      },
    },
    async (request) => ok(await announcementPage(deps, request.query, false)),
  );
};

/** The back office's announcement page (spec 03 §2.19 `announcement`, super admin): list, add, change, delete. */
export const adminAnnouncementRoutes: ModulePlugin<AnnouncementDeps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));
  const base = { tags: ['admin', 'announcement'], security: TOKEN_SECURITY };

  app.get(
    '/admin/announcement',
    {
      schema: {
        ...base,
        summary: 'Every announcement, hidden ones too, newest first (10 a page)',
        querystring: AnnouncementPageQuerySchema,
        response: envelopeResponses(AnnouncementPageSchema),
      },
    },
    async (request) => ok(await announcementPage(deps, request.query, true)),
  );

  app.post(
    '/admin/announcement',
    { schema: { ...base, summary: 'Add an announcement', body: AnnouncementFormSchema, response: envelopeResponses(AnnouncementSchema) } },
    async (request) => ok(await createAnnouncement(deps, request.body, request.user.uid), AnnouncementMessage.created),
  );

  app.put(
    '/admin/announcement',
    {
      schema: {
        ...base,
        summary: 'Change an announcement (title, content, status)',
        body: AnnouncementUpdateSchema,
        response: envelopeResponses(AnnouncementSchema),
      },
    },
    async (request) => ok(await updateAnnouncement(deps, request.body), AnnouncementMessage.updated),
  );

  app.delete(
    '/admin/announcement',
    { schema: { ...base, summary: 'Delete an announcement', querystring: IdQuerySchema, response: envelopeResponses(Type.Null()) } },
    async (request) => {
      await deleteAnnouncement(deps, request.query.id);
      return ok(null, AnnouncementMessage.deleted);
    },
  );
};
