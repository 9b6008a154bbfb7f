/**
 * Wire shapes of the super admin's user tools (spec 03 §2.19, §3 "Admin user fields", §5 Admin):
 * the user list, edit, delete, sessions and forced sign-out, CSV import and generated accounts,
 * and the read-only role table.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { EmailText, GenderSchema, UsernameText } from './account-api.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Largest page of the user list. */
export const ADMIN_USER_PAGE_MAX = 100;
/** Most rows one insert-batch-user call takes. */
export const BATCH_USER_MAX_ROWS = 1000;
/** Most accounts one generate-user call creates. */
export const GENERATE_USER_MAX = 1000;
/** Generated password length bounds (spec 03 §5). */
export const GENERATED_PASSWORD_LENGTH = { min: 6, max: 25 } as const;
/** Columns of a user CSV row, in order (spec 03 §2.19), then the team columns of a team account. */
export const BATCH_USER_COLUMNS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school', 'teamName', 'members'] as const;
/** Longest team name (`user_team.teamName`). */
export const TEAM_NAME_MAX = 100;
/** Most members of a team account, and the longest member name. */
export const TEAM_MEMBERS_MAX = 10;
export const TEAM_MEMBER_NAME_MAX = 50;

/** A team account's member names (shown on the boards under the team name). */
export const TeamMembersSchema = Type.Array(Type.String({ minLength: 1, maxLength: TEAM_MEMBER_NAME_MAX }), { maxItems: TEAM_MEMBERS_MAX });

/** Account status of the admin tools: 0 normal, 1 banned. */
export const AdminUserStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 normal, 1 banned' });

/** get-user-list query. */
export const AdminUserListQuerySchema = Type.Object(
  {
    currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_USER_PAGE_MAX, default: 10 })),
    keyword: Type.Optional(Type.String({ maxLength: 100, description: 'part of the username, real name or email' })),
    onlyAdmin: Type.Optional(Type.Boolean({ description: 'only users holding an admin role' })),
  },
  { additionalProperties: false },
);
export type AdminUserListQueryDto = Static<typeof AdminUserListQuerySchema>;

/** A role held by a user: its code (1000 to 1008) and name. */
export const UserRoleRefSchema = Type.Object({ code: Type.Integer(), name: Type.String() });

/** One user of the admin list. `email` is '' for accounts made without one (import, generate). */
export const AdminUserRecordSchema = Type.Object({
  uid: Type.String(),
  username: Type.String(),
  realname: nullable(Type.String()),
  email: Type.String(),
  nickname: nullable(Type.String()),
  school: nullable(Type.String()),
  number: nullable(Type.String()),
  gender: Type.String(),
  titleName: nullable(Type.String()),
  titleColor: nullable(Type.String()),
  status: Type.Integer({ description: '0 normal, 1 banned' }),
  roles: Type.Array(UserRoleRefSchema),
  gmtCreate: Type.String({ format: 'date-time' }),
  /** Team accounts (`user_team`): the team's name and members; null for other accounts. */
  teamName: nullable(Type.String()),
  members: nullable(Type.Array(Type.String())),
});
export type AdminUserRecordDto = Static<typeof AdminUserRecordSchema>;

/** get-user-list answer. */
export const AdminUserListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(AdminUserRecordSchema) });
export type AdminUserListDto = Static<typeof AdminUserListSchema>;

const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** edit-user body: '' clears an optional field; a password, role or status change signs the user out everywhere. */
export const EditUserBodySchema = Type.Object(
  {
    uid: Type.String({ minLength: 1, maxLength: 36 }),
    username: UsernameText,
    email: Type.Optional(Type.Union([Type.Literal(''), EmailText], { description: "'' = no email" })),
    realname: optionalText(50),
    nickname: optionalText(20),
    school: optionalText(100),
    number: optionalText(50),
    gender: Type.Optional(GenderSchema),
    titleName: optionalText(50),
    titleColor: Type.Optional(Type.String({ maxLength: 20, pattern: '^(|#[0-9A-Fa-f]{3,8})$', description: "'' or a #rgb colour" })),
    role: Type.Integer({ minimum: 1000, maximum: 1008, description: 'role code of spec 01 §3' }),
    status: AdminUserStatusSchema,
    password: Type.Optional(Type.String({ maxLength: GENERATED_PASSWORD_LENGTH.max, description: 'omitted or empty = keep; else 6 to 25 characters' })),
    teamName: Type.Optional(Type.String({ maxLength: TEAM_NAME_MAX, description: "omitted = keep the team as it is; '' = not a team account" })),
    members: Type.Optional(TeamMembersSchema),
  },
  { additionalProperties: false },
);
export type EditUserBodyDto = Static<typeof EditUserBodySchema>;

/** delete-user body. */
export const DeleteUserBodySchema = Type.Object(
  { ids: Type.Array(Type.String({ minLength: 1, maxLength: 36 }), { minItems: 1, maxItems: 500, description: 'uids' }) },
  { additionalProperties: false },
);
export type DeleteUserBodyDto = Static<typeof DeleteUserBodySchema>;

/** sessions query and force-logout body. */
export const UserUidSchema = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 36, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false });
export type UserUidDto = Static<typeof UserUidSchema>;

/** One sign-in that may still hold a live token. */
export const UserSessionSchema = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  userAgent: Type.String(),
  gmtCreate: Type.String({ format: 'date-time' }),
});
export type UserSessionDto = Static<typeof UserSessionSchema>;

/** sessions answer. */
export const UserSessionListSchema = Type.Array(UserSessionSchema);

/** insert-batch-user body: the CSV's rows, parsed in the browser, the server checks each again. */
export const InsertBatchUserBodySchema = Type.Object(
  {
    users: Type.Array(Type.Array(Type.String({ maxLength: 255 }), { maxItems: BATCH_USER_COLUMNS.length }), {
      minItems: 1,
      maxItems: BATCH_USER_MAX_ROWS,
      description: "rows of username, password, email, realname, gender, nickname, school, teamName, members (names separated by ';')",
    }),
  },
  { additionalProperties: false },
);
export type InsertBatchUserBodyDto = Static<typeof InsertBatchUserBodySchema>;

/** One row of the import report: `row` counts from 1, `reason` is '' for an imported row. */
export const BatchUserRowReportSchema = Type.Object({ row: Type.Integer(), username: Type.String(), ok: Type.Boolean(), reason: Type.String() });
export type BatchUserRowReportDto = Static<typeof BatchUserRowReportSchema>;

/** insert-batch-user answer. */
export const BatchUserReportSchema = Type.Object({
  imported: Type.Integer(),
  refused: Type.Integer(),
  rows: Type.Array(BatchUserRowReportSchema),
});
export type BatchUserReportDto = Static<typeof BatchUserReportSchema>;

/** generate-user body (spec 03 §5: password length 6 to 25, end not below start, both required). */
export const GenerateUserBodySchema = Type.Object(
  {
    prefix: Type.String({ maxLength: 19 }),
    suffix: Type.String({ maxLength: 19 }),
    numberFrom: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    numberTo: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    passwordLength: Type.Integer({ minimum: GENERATED_PASSWORD_LENGTH.min, maximum: GENERATED_PASSWORD_LENGTH.max }),
    school: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type GenerateUserBodyDto = Static<typeof GenerateUserBodySchema>;

/** One generated account; the password is shown once and never stored in plain text. */
export const GeneratedUserSchema = Type.Object({ username: Type.String(), password: Type.String() });
export type GeneratedUserDto = Static<typeof GeneratedUserSchema>;

/** generate-user answer. */
export const GenerateUserResultSchema = Type.Object({ users: Type.Array(GeneratedUserSchema) });
export type GenerateUserResultDto = Static<typeof GenerateUserResultSchema>;

/** One role of the role table, with what it may do. */
export const RoleAuthSchema = Type.Object({
  code: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  permissions: Type.Array(Type.String()),
  userCount: Type.Integer(),
});
export type RoleAuthDto = Static<typeof RoleAuthSchema>;

/** auth/roles answer; `editable` is false: permissions are fixed in code (docs/api.md). */
export const RoleAuthListSchema = Type.Object({ editable: Type.Boolean(), roles: Type.Array(RoleAuthSchema) });
export type RoleAuthListDto = Static<typeof RoleAuthListSchema>;
