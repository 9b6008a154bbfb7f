/**
 * Wire shapes of the group problem calls (spec 03 §7 "Group problems"): the group's variants of
 * the core problem list and of the back office's problem calls. The save, detail, cases and list
 * answers are those of the back office (admin-problem-api.ts) and the core list (problem-api.ts);
 * each request adds the group (`gid`).
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { AdminProblemSaveSchema } from './admin-problem-api.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const PageFields = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** GET /group/get-problem-list query: the group's problems tab (its answer is the core list's, ProblemListSchema). */
export const GroupProblemsQuerySchema = Type.Object({
  ...PageFields,
  gid: Id,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
});
export type GroupProblemsQueryDto = Static<typeof GroupProblemsQuerySchema>;

/** GET /group/get-admin-problem-list query (answer: AdminProblemListSchema, with gid and applyPublicProgress). */
export const GroupAdminProblemsQuerySchema = Type.Object({
  ...PageFields,
  gid: Id,
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  /** 1 public, 2 private, 3 contest; absent = all. */
  auth: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
});
export type GroupAdminProblemsQueryDto = Static<typeof GroupAdminProblemsQuerySchema>;

/** GET and DELETE /group/problem, GET /group/get-problem-cases query: a problem of the group. */
export const GroupPidQuerySchema = Type.Object({ pid: Id, gid: Id });
export type GroupPidQueryDto = Static<typeof GroupPidQuerySchema>;

/** GET /group/get-problem-tags query: the group's own tags. */
export const GroupIdQuerySchema = Type.Object({ gid: Id });
export type GroupIdQueryDto = Static<typeof GroupIdQuerySchema>;

/**
 * POST and PUT /group/problem body: the back office's save payload and the group. The display id is
 * sent without the group's short-name prefix; the server stores it prefixed (spec 03 §3, §5).
 */
export const GroupProblemSaveSchema = Type.Composite([AdminProblemSaveSchema, Type.Object({ gid: Id })]);
export type GroupProblemSaveDto = Static<typeof GroupProblemSaveSchema>;

/** PUT /group/change-problem-auth body: public (1) or private (2); contest (3) is refused (spec 03 §4). */
export const GroupChangeProblemAuthSchema = Type.Object({ pid: Id, gid: Id, auth: Type.Integer({ minimum: 1, maximum: 3 }) });
export type GroupChangeProblemAuthDto = Static<typeof GroupChangeProblemAuthSchema>;

/** PUT /group/apply-public body: `flag` true applies for the problem to go public, false cancels a waiting application. */
export const GroupApplyPublicSchema = Type.Object({ pid: Id, gid: Id, flag: Type.Boolean() });
export type GroupApplyPublicDto = Static<typeof GroupApplyPublicSchema>;

/** The display id as the group's form edits it: without the group's short-name prefix (spec 03 §5 "stripped on edit"). */
export function stripGroupPrefix(problemId: string, shortName: string): string {
  return shortName !== '' && problemId.startsWith(shortName) ? problemId.slice(shortName.length) : problemId;
}
