import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import {
  AdminContestAnnouncementSchema,
  ContestAdminMessage as M,
  ContestAnnouncementFormSchema,
  ContestAnnouncementUpdateSchema,
  ContestItemQuerySchema,
  ContestPagedQuerySchema,
  contestPageOf,
} from '@oj/contracts';
import { ok } from '@oj/service-kit';
import { NO_DATA, responses } from '../../contest/schemas.ts';
import { addAnnouncement, adminAnnouncements, deleteAnnouncement, liveAnnouncementPush, updateAnnouncement } from '../announcements.ts';
import { variantBase } from './base.ts';
import type { ContestAdminVariant } from '../variant.ts';

/** A contest's announcements (spec 03 §7 "contest: announcements", group contest announcements), per variant. */
export const adminContestAnnouncementRoutes =
  (variant: ContestAdminVariant): ModulePlugin<Deps> =>
  async (app, { deps }) => {
    const push = liveAnnouncementPush(deps);
    const { scope } = variant;
    const adminBase = variantBase(variant);
    app.get(
      variant.paths.announcements,
      {
        schema: {
          ...adminBase,
          summary: 'A page of the contest’s announcements (hidden ones too), newest first',
          querystring: ContestPagedQuerySchema,
          response: responses(contestPageOf(AdminContestAnnouncementSchema)),
        },
      },
      async (request) => ok(await adminAnnouncements(deps.db, request.query, request.user, scope)),
    );

    app.post(
      variant.paths.announcement,
      {
        schema: { ...adminBase, summary: 'Add an announcement', body: ContestAnnouncementFormSchema, response: responses(Type.Object({ id: Type.Integer() })) },
      },
      async (request) => ok({ id: await addAnnouncement(deps, request.body, request.user, push, scope) }, M.created),
    );

    app.put(
      variant.paths.announcement,
      { schema: { ...adminBase, summary: 'Change an announcement', body: ContestAnnouncementUpdateSchema, response: NO_DATA } },
      async (request) => {
        await updateAnnouncement(deps, request.body, request.user, push, scope);
        return ok(null, M.updated);
      },
    );

    app.delete(
      variant.paths.announcement,
      { schema: { ...adminBase, summary: 'Delete an announcement', querystring: ContestItemQuerySchema, response: NO_DATA } },
      async (request) => {
        await deleteAnnouncement(deps, request.query.id, request.query.cid, request.user, scope);
        return ok(null, M.deleted);
      },
    );
  };
