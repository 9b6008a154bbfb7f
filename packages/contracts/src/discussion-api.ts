/**
 * Wire shapes of the public discussions (spec 03 §2.14, §2.15, §3 "Discussion" and "Report", §7
 * "Discussions") and of their back office (§2.19 "discussion and reports"). Times are ISO strings.
 * `canEdit` and `canDelete` say what the viewer may do, so the clients follow the server's rules.
 * Field checks that the spec words ('{field} is required', 'Can not exceed N', in its order) are the
 * service's, so the schemas leave those fields' presence and length to it.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoTime = Type.String({ format: 'date-time' });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 }));

/** Spec 03 §9: discussions per page; lengths of the title, description, content and report reason. */
export const DISCUSSION_PAGE_SIZE = 10;
export const DISCUSSION_ADMIN_PAGE_SIZE = 10;
export const DISCUSSION_TITLE_MAX = 255;
export const DISCUSSION_DESCRIPTION_MAX = 255;
export const DISCUSSION_CONTENT_MAX = 65_535;
export const REPORT_REASON_MAX = 200;
export const DISCUSSION_CATEGORY_NAME_MAX = 255;

/** Discussion status (spec 03 §4): normal or disabled by an admin. */
export const DiscussionState = { Normal: 0, Disabled: 1 } as const;

/** The six report tags of spec 03 §5 "Report", as stored between hash marks (the clients translate them). */
export const REPORT_TAGS = ['Spam ads', 'Illegal', 'Vulgar', 'Gambling fraud', 'Abusive', 'Plagiarism'] as const;
export type ReportTag = (typeof REPORT_TAGS)[number];

/** A discussion category (spec 03 §3). */
export const DiscussionCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type DiscussionCategoryDto = Static<typeof DiscussionCategorySchema>;

/** POST discussion-category (super admin): a new category. */
export const DiscussionCategoryFormSchema = Type.Object({ name: Type.String({ maxLength: DISCUSSION_CATEGORY_NAME_MAX }) });
export type DiscussionCategoryFormDto = Static<typeof DiscussionCategoryFormSchema>;
/** PUT discussion-category (super admin): a category renamed. */
export const DiscussionCategoryUpdateSchema = Type.Object({ id: Id, name: Type.String({ maxLength: DISCUSSION_CATEGORY_NAME_MAX }) });
export type DiscussionCategoryUpdateDto = Static<typeof DiscussionCategoryUpdateSchema>;

const summaryFields = {
  id: Type.Integer(),
  /** The problem's display id when the discussion is about one. */
  pid: nullable(Type.String()),
  gid: nullable(Type.Integer()),
  title: Type.String(),
  description: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  topPriority: Type.Boolean(),
  uid: Type.String(),
  author: Type.String(),
  avatar: nullable(Type.String()),
  /** The author's role when posting: `root` (badge SPA), `admin` (ADM), `problem_admin` or `user`. */
  role: Type.String(),
  titleName: nullable(Type.String()),
  titleColor: nullable(Type.String()),
  viewNum: Type.Integer(),
  likeNum: Type.Integer(),
  commentNum: Type.Integer(),
  status: Type.Integer(),
  gmtCreate: IsoTime,
  gmtModified: IsoTime,
};

/** A discussion as the list shows it (a card: no content). */
export const DiscussionSummarySchema = Type.Object(summaryFields);
export type DiscussionSummaryDto = Static<typeof DiscussionSummarySchema>;

/** A discussion with its content, whether the viewer liked it and what the viewer may do with it. */
export const DiscussionSchema = Type.Object({
  ...summaryFields,
  content: Type.String(),
  hasLike: Type.Boolean(),
  canEdit: Type.Boolean(),
  canDelete: Type.Boolean(),
});
export type DiscussionDto = Static<typeof DiscussionSchema>;

/** GET get-discussion-list: top priority first, then newest. `pid` a problem's display id; `cid` a category. */
export const DiscussionListQuerySchema = Type.Object({
  currentPage: Page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  keyword: Type.Optional(Type.String({ maxLength: 255 })),
  cid: Type.Optional(Id),
  pid: Type.Optional(Type.String({ maxLength: 255 })),
  onlyMine: Type.Optional(Type.Boolean()),
});
export type DiscussionListQueryDto = Static<typeof DiscussionListQuerySchema>;

export const DiscussionPageSchema = Type.Object({ records: Type.Array(DiscussionSummarySchema), total: Type.Integer() });
export type DiscussionPageDto = Static<typeof DiscussionPageSchema>;

/** `did` of the detail, the like and the delete. */
export const DiscussionIdQuerySchema = Type.Object({ did: Id });
export type DiscussionIdQueryDto = Static<typeof DiscussionIdQuerySchema>;

/** GET discussion-like: `toLike` true likes, false takes the like back. */
export const DiscussionLikeQuerySchema = Type.Object({ did: Id, toLike: Type.Boolean() });
export type DiscussionLikeQueryDto = Static<typeof DiscussionLikeQuerySchema>;

const formFields = {
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  content: Type.Optional(Type.String()),
  categoryId: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }))),
};

/**
 * POST discussion: the form; `pid` when opened from a problem (the web prefixes the title with
 * `[pid]`), `gid` when posted in a group (its members only; the same as POST group/discussion).
 */
export const DiscussionFormSchema = Type.Object({
  ...formFields,
  pid: Type.Optional(nullable(Type.String({ maxLength: 255 }))),
  gid: Type.Optional(nullable(Id)),
});
export type DiscussionFormDto = Static<typeof DiscussionFormSchema>;

/**
 * PUT discussion (the author): the form with the discussion's `id`. The detail sends the whole
 * discussion back; counters and other read-only fields it carries are accepted and ignored.
 */
export const DiscussionUpdateSchema = Type.Object(
  { id: Id, ...formFields },
  { additionalProperties: true, description: 'viewNum, likeNum and the other read-only fields are ignored' },
);
export type DiscussionUpdateDto = Static<typeof DiscussionUpdateSchema>;

/** POST discussion-report: at least a tag or a reason (spec 03 §5 "Report"); the reporter is the caller. */
export const DiscussionReportFormSchema = Type.Object({
  did: Id,
  tags: Type.Optional(Type.Array(Type.Union(REPORT_TAGS.map((tag) => Type.Literal(tag))), { maxItems: REPORT_TAGS.length, uniqueItems: true })),
  reason: Type.Optional(Type.String()),
});
export type DiscussionReportFormDto = Static<typeof DiscussionReportFormSchema>;

/** GET /admin/discussion: every discussion, disabled ones too; `status` filters. */
export const AdminDiscussionQuerySchema = Type.Object({
  currentPage: Page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  keyword: Type.Optional(Type.String({ maxLength: 255 })),
  status: Type.Optional(Type.Union([Type.Literal(DiscussionState.Normal), Type.Literal(DiscussionState.Disabled)])),
});
export type AdminDiscussionQueryDto = Static<typeof AdminDiscussionQuerySchema>;

/** PUT /admin/discussion: disable or enable, put on top or take off. */
export const AdminDiscussionUpdateSchema = Type.Object({
  id: Id,
  status: Type.Optional(Type.Union([Type.Literal(DiscussionState.Normal), Type.Literal(DiscussionState.Disabled)])),
  topPriority: Type.Optional(Type.Boolean()),
});
export type AdminDiscussionUpdateDto = Static<typeof AdminDiscussionUpdateSchema>;

/** `id` of an admin delete. */
export const AdminDiscussionIdQuerySchema = Type.Object({ id: Id });
export type AdminDiscussionIdQueryDto = Static<typeof AdminDiscussionIdQuerySchema>;

/** A report as the back office lists it (spec 03 §3 "Report"). */
export const DiscussionReportSchema = Type.Object({
  id: Type.Integer(),
  did: Type.Integer(),
  discussionTitle: nullable(Type.String()),
  reporter: Type.String(),
  reporterUid: Type.String(),
  /** The tags in hash marks, then the reason. */
  content: Type.String(),
  status: Type.Boolean(),
  gmtCreate: IsoTime,
});
export type DiscussionReportDto = Static<typeof DiscussionReportSchema>;

export const AdminReportQuerySchema = Type.Object({
  currentPage: Page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  status: Type.Optional(Type.Boolean()),
});
export type AdminReportQueryDto = Static<typeof AdminReportQuerySchema>;

export const AdminReportPageSchema = Type.Object({ records: Type.Array(DiscussionReportSchema), total: Type.Integer() });
export type AdminReportPageDto = Static<typeof AdminReportPageSchema>;

/** PUT /admin/discussion-report: mark handled (or not). */
export const AdminReportUpdateSchema = Type.Object({ id: Id, status: Type.Boolean() });
export type AdminReportUpdateDto = Static<typeof AdminReportUpdateSchema>;

/** GET group/get-discussion-list (spec 03 §7 "Group discussions"): the list's filters within the group `gid`. */
export const GroupDiscussionListQuerySchema = Type.Composite([Type.Object({ gid: Id }), DiscussionListQuerySchema], { additionalProperties: false });
export type GroupDiscussionListQueryDto = Static<typeof GroupDiscussionListQuerySchema>;

/** GET group/get-admin-discussion-list (group admins): the group's discussions, disabled ones too. */
export const GroupAdminDiscussionQuerySchema = Type.Composite([Type.Object({ gid: Id }), AdminDiscussionQuerySchema], { additionalProperties: false });
export type GroupAdminDiscussionQueryDto = Static<typeof GroupAdminDiscussionQuerySchema>;

/** POST group/discussion: the form in the group `gid`. */
export const GroupDiscussionFormSchema = Type.Object({ ...formFields, pid: Type.Optional(nullable(Type.String({ maxLength: 255 }))), gid: Id });
export type GroupDiscussionFormDto = Static<typeof GroupDiscussionFormSchema>;

/**
 * PUT group/discussion: the author's edit (title, description, category, content), or a group
 * admin's switches alone (`{id, topPriority?, status?}`), as the admin table sends them.
 */
export const GroupDiscussionUpdateSchema = Type.Object(
  {
    id: Id,
    ...formFields,
    topPriority: Type.Optional(Type.Boolean()),
    status: Type.Optional(Type.Union([Type.Literal(DiscussionState.Normal), Type.Literal(DiscussionState.Disabled)])),
  },
  { additionalProperties: true, description: 'viewNum, likeNum and the other read-only fields are ignored' },
);
export type GroupDiscussionUpdateDto = Static<typeof GroupDiscussionUpdateSchema>;
