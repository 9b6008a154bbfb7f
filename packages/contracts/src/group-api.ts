/** Wire shapes of the group calls (spec 03 §2.4–§2.8, §2.13, §3, §7 "Groups"; docs/api.md "Groups"). */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoTime = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 }));
const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 120 }));

/** Group auth (spec 03 §3): 1 public (join at once), 2 protected (apply), 3 private (apply with the code). */
export const GroupAuth = { Public: 1, Protected: 2, Private: 3 } as const;
/** A member row's auth (spec 03 §3): 1 applying, 2 refused, 3 member, 4 group admin, 5 group root. */
export const GroupMemberAuth = { Applying: 1, Refused: 2, Member: 3, Admin: 4, Root: 5 } as const;
/** Group announcement status: 0 visible, 1 hidden. */
export const GroupAnnouncementStatus = { Visible: 0, Hidden: 1 } as const;
/** Group rank type: 0 ACM, 1 OI. */
export const GroupRankType = { Acm: 0, Oi: 1 } as const;

/** Lengths and page sizes (spec 03 §9). */
export const GROUP_LIMITS = {
  name: { min: 5, max: 25 },
  shortName: { min: 5, max: 10 },
  brief: { min: 5, max: 50 },
  description: { min: 5, max: 1000 },
  codeLength: 6,
  reason: { min: 5, max: 100 },
  listPageSize: 15,
  memberPageSize: 10,
  homeAnnouncementPageSize: 5,
  adminAnnouncementPageSize: 10,
  rankPageSize: 30,
  announcementTitleMax: 255,
  announcementContentMax: 65_535,
} as const;

/** The links the group-avatar upload answers: the public avatar route of a stored image. */
export const GROUP_AVATAR_PATTERN = '^(/api/public/avatar/[0-9a-f-]{36}\\.(gif|jpg|png|bmp|webp))?$';

const AuthValue = Type.Integer({ minimum: GroupAuth.Public, maximum: GroupAuth.Private });
const MemberAuthValue = Type.Integer({ minimum: GroupMemberAuth.Applying, maximum: GroupMemberAuth.Root });

/** A group as the list and the detail show it. `code` is given to its group admins only (else null). */
export const GroupSchema = Type.Object({
  id: Type.Integer(),
  avatar: nullable(Type.String()),
  name: Type.String(),
  shortName: Type.String(),
  brief: Type.String(),
  description: Type.String(),
  /** The owner's uid and username. */
  uid: Type.String(),
  owner: Type.String(),
  auth: Type.Integer(),
  code: nullable(Type.String()),
  visible: Type.Boolean(),
  status: Type.Integer(),
  memberCount: Type.Integer(),
  gmtCreate: IsoTime,
  gmtModified: IsoTime,
});
export type GroupDto = Static<typeof GroupSchema>;

export const GroupPageSchema = Type.Object({ total: Type.Integer(), records: Type.Array(GroupSchema) });
export type GroupPageDto = Static<typeof GroupPageSchema>;

/** get-group-list: page (currentPage, limit: 15 by default), keyword (name, short name or brief), auth, onlyMine. */
export const GroupListQuerySchema = Type.Object({
  currentPage: Page,
  limit: Limit,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  auth: Type.Optional(AuthValue),
  onlyMine: Type.Optional(Type.Boolean()),
});
export type GroupListQueryDto = Static<typeof GroupListQuerySchema>;

/** A call about one group. */
export const GidQuerySchema = Type.Object({ gid: Id });
export type GidQueryDto = Static<typeof GidQuerySchema>;

/**
 * get-group-access: the viewer's relation to the group. `level` is the effective group auth level
 * (5 for the owner and super admins, else the member row's 1–5, 0 for none); `access` says whether
 * its content (home, members, rank, announcements…) is open to the viewer.
 */
export const GroupAccessSchema = Type.Object({
  access: Type.Boolean(),
  level: Type.Integer({ minimum: 0, maximum: 5 }),
  isMember: Type.Boolean(),
  isAdmin: Type.Boolean(),
  isRoot: Type.Boolean(),
  isOwner: Type.Boolean(),
  /** May disband (the owner or a super admin). */
  canDisband: Type.Boolean(),
});
export type GroupAccessDto = Static<typeof GroupAccessSchema>;

/** The group form (spec 03 §5 "Group create"); lengths are checked by the use case for the spec's messages. */
export const GroupFormSchema = Type.Object(
  {
    name: Type.String({ maxLength: 2000 }),
    shortName: Type.String({ maxLength: 2000 }),
    brief: Type.String({ maxLength: 2000 }),
    description: Type.String({ maxLength: 20_000 }),
    auth: AuthValue,
    code: Type.Optional(nullable(Type.String({ maxLength: 2000 }))),
    visible: Type.Optional(Type.Boolean()),
    /** An uploaded avatar's link (POST /api/file/upload-group-avatar answers it). */
    avatar: Type.Optional(nullable(Type.String({ maxLength: 512, pattern: GROUP_AVATAR_PATTERN }))),
  },
  { additionalProperties: false },
);
export type GroupFormDto = Static<typeof GroupFormSchema>;

/** The update: the form with empty values removed (spec 03 §5 "Group update"), and the group's id. */
export const GroupUpdateSchema = Type.Composite([Type.Object({ id: Id }), Type.Partial(GroupFormSchema)], { additionalProperties: false });
export type GroupUpdateDto = Static<typeof GroupUpdateSchema>;

/** A member row (or an application) as the member screens list it. */
export const GroupMemberSchema = Type.Object({
  id: Type.Integer(),
  gid: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  avatar: nullable(Type.String()),
  auth: Type.Integer(),
  reason: nullable(Type.String()),
  gmtCreate: IsoTime,
  gmtModified: IsoTime,
});
export type GroupMemberDto = Static<typeof GroupMemberSchema>;

export const GroupMemberPageSchema = Type.Object({ total: Type.Integer(), records: Type.Array(GroupMemberSchema) });
export type GroupMemberPageDto = Static<typeof GroupMemberPageSchema>;

/** get-member-list, get-apply-list and the announcement lists: the group and a page. */
export const GroupPageQuerySchema = Type.Object({ gid: Id, currentPage: Page, limit: Limit });
export type GroupPageQueryDto = Static<typeof GroupPageQuerySchema>;

/** Joining (public) or applying (protected: reason; private: reason and the code). */
export const GroupApplySchema = Type.Object(
  { gid: Id, code: Type.Optional(nullable(Type.String({ maxLength: 2000 }))), reason: Type.Optional(nullable(Type.String({ maxLength: 2000 }))) },
  { additionalProperties: false },
);
export type GroupApplyDto = Static<typeof GroupApplySchema>;

/** Changing a member's auth (approve: 3, refuse: 2, promote, demote). */
export const GroupMemberUpdateSchema = Type.Object(
  { gid: Id, uid: Type.String({ minLength: 1, maxLength: 36 }), auth: MemberAuthValue },
  { additionalProperties: false },
);
export type GroupMemberUpdateDto = Static<typeof GroupMemberUpdateSchema>;

/** Removing a member: the group and the member's uid. */
export const GroupMemberRemoveQuerySchema = Type.Object({ gid: Id, uid: Type.String({ minLength: 1, maxLength: 36 }) });
export type GroupMemberRemoveQueryDto = Static<typeof GroupMemberRemoveQuerySchema>;

/** A group announcement (spec 03 §3). */
export const GroupAnnouncementSchema = Type.Object({
  id: Type.Integer(),
  gid: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  status: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  gmtCreate: IsoTime,
  gmtModified: IsoTime,
});
export type GroupAnnouncementDto = Static<typeof GroupAnnouncementSchema>;

export const GroupAnnouncementPageSchema = Type.Object({ total: Type.Integer(), records: Type.Array(GroupAnnouncementSchema) });
export type GroupAnnouncementPageDto = Static<typeof GroupAnnouncementPageSchema>;

const StatusValue = Type.Integer({ minimum: GroupAnnouncementStatus.Visible, maximum: GroupAnnouncementStatus.Hidden });

export const GroupAnnouncementFormSchema = Type.Object(
  {
    gid: Id,
    title: Type.String({ maxLength: GROUP_LIMITS.announcementTitleMax }),
    content: Type.String({ maxLength: GROUP_LIMITS.announcementContentMax }),
    status: Type.Optional(StatusValue),
  },
  { additionalProperties: false },
);
export type GroupAnnouncementFormDto = Static<typeof GroupAnnouncementFormSchema>;

/** Changing an announcement: any of title, content, status (the status switch sends only the status). */
export const GroupAnnouncementUpdateSchema = Type.Object(
  {
    id: Id,
    title: Type.Optional(Type.String({ maxLength: GROUP_LIMITS.announcementTitleMax })),
    content: Type.Optional(Type.String({ maxLength: GROUP_LIMITS.announcementContentMax })),
    status: Type.Optional(StatusValue),
  },
  { additionalProperties: false },
);
export type GroupAnnouncementUpdateDto = Static<typeof GroupAnnouncementUpdateSchema>;

export const GroupAnnouncementIdQuerySchema = Type.Object({ id: Id });

/** get-group-rank-list: the group, type 0 ACM / 1 OI, a page (30 by default) and a username search. */
export const GroupRankQuerySchema = Type.Object({
  gid: Id,
  type: Type.Optional(Type.Integer({ minimum: GroupRankType.Acm, maximum: GroupRankType.Oi })),
  currentPage: Page,
  limit: Limit,
  searchUser: Type.Optional(Type.String({ maxLength: 100 })),
});
export type GroupRankQueryDto = Static<typeof GroupRankQuerySchema>;

/** One member's row of the group rank (spec 03 §3 "Group rank row"). */
export const GroupRankRowSchema = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  avatar: nullable(Type.String()),
  nickname: nullable(Type.String()),
  titleName: nullable(Type.String()),
  titleColor: nullable(Type.String()),
  ac: Type.Integer(),
  total: Type.Integer(),
  score: Type.Integer(),
});
export type GroupRankRowDto = Static<typeof GroupRankRowSchema>;

export const GroupRankPageSchema = Type.Object({ total: Type.Integer(), records: Type.Array(GroupRankRowSchema) });
export type GroupRankPageDto = Static<typeof GroupRankPageSchema>;
