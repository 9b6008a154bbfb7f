import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import {
  ADMIN_ROLES,
  AdminDiscussionIdQuerySchema,
  AdminDiscussionQuerySchema,
  AdminDiscussionUpdateSchema,
  AdminReportPageSchema,
  AdminReportQuerySchema,
  AdminReportUpdateSchema,
  DiscussionCategoryFormSchema,
  DiscussionCategorySchema,
  DiscussionCategoryUpdateSchema,
  DiscussionMessage,
  DiscussionPageSchema,
  Role,
} from '@oj/contracts';
import { ok } from '@oj/service-kit';
import {
  adminDeleteDiscussion,
  adminDeleteReport,
  adminDiscussionPage,
  adminReportPage,
  adminUpdateDiscussion,
  adminUpdateReport,
  createCategory,
  deleteCategory,
  renameCategory,
} from '../admin.ts';
import { NO_DATA, base, responses } from './schemas.ts';

const admin = { ...base, tags: ['admin', 'discussion'] };

/** The back office's discussions and reports (spec 03 §2.19): any admin role. */
export const discussionAdminRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));

  app.get(
    '/admin/discussion',
    {
      schema: {
        ...admin,
        summary: 'Every public discussion, disabled ones too (keyword, status; 10 a page)',
        querystring: AdminDiscussionQuerySchema,
        response: responses(DiscussionPageSchema),
      },
    },
    async (request) => ok(await adminDiscussionPage(deps, request.query)),
  );
  app.put(
    '/admin/discussion',
    { schema: { ...admin, summary: 'Disable or enable a discussion, put it on top or take it off', body: AdminDiscussionUpdateSchema, response: NO_DATA } },
    async (request) => {
      await adminUpdateDiscussion(deps, request.body);
      return ok(null, DiscussionMessage.updated);
    },
  );
  app.delete(
    '/admin/discussion',
    { schema: { ...admin, summary: 'Delete a discussion', querystring: AdminDiscussionIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await adminDeleteDiscussion(deps, request.query.id);
      return ok(null, DiscussionMessage.deleted);
    },
  );
  app.get(
    '/admin/discussion-report',
    {
      schema: {
        ...admin,
        summary: 'Reports of discussions, newest first (status: handled or not)',
        querystring: AdminReportQuerySchema,
        response: responses(AdminReportPageSchema),
      },
    },
    async (request) => ok(await adminReportPage(deps, request.query)),
  );
  app.put(
    '/admin/discussion-report',
    { schema: { ...admin, summary: 'Mark a report handled (or not)', body: AdminReportUpdateSchema, response: NO_DATA } },
    async (request) => {
      await adminUpdateReport(deps, request.body);
      return ok(null, DiscussionMessage.updated);
    },
  );
  app.delete(
    '/admin/discussion-report',
    { schema: { ...admin, summary: 'Delete a report', querystring: AdminDiscussionIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await adminDeleteReport(deps, request.query.id);
      return ok(null, DiscussionMessage.deleted);
    },
  );
};

/** Category editing (spec 03 §6 "Category editing is for super admins"). */
export const discussionCategoryRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));

  app.post(
    '/discussion-category',
    {
      schema: {
        ...admin,
        summary: 'Add a discussion category (super admin)',
        body: DiscussionCategoryFormSchema,
        response: responses(DiscussionCategorySchema),
      },
    },
    async (request) => ok(await createCategory(deps, request.body.name), DiscussionMessage.created),
  );
  app.put(
    '/discussion-category',
    {
      schema: {
        ...admin,
        summary: 'Rename a discussion category (super admin)',
        body: DiscussionCategoryUpdateSchema,
        response: responses(DiscussionCategorySchema),
      },
    },
    async (request) => ok(await renameCategory(deps, request.body.id, request.body.name), DiscussionMessage.updated),
  );
  app.delete(
    '/discussion-category',
    {
      schema: {
        ...admin,
        summary: 'Delete a discussion category no discussion uses (super admin)',
        querystring: AdminDiscussionIdQuerySchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await deleteCategory(deps, request.query.id);
      return ok(null, DiscussionMessage.deleted);
    },
  );
};
