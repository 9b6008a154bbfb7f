/**
 * Wire shapes of the group contest calls (spec 03 §7 "Group contests", "Group contest problems",
 * group contest announcements; docs/api.md "Group contests"). They are the back office's contest
 * shapes with the group named: one form, one problem table, one announcement list for both.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { AdminContestListQuerySchema, ContestFormSchema, ContestUpdateSchema } from './contest-admin-api.ts';
import { ContestListQuerySchema } from './contest-api.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const DisplayId = Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' });

/** The members' list of a group's contests (visible ones, as the contest list orders them). */
export const GroupContestListQuerySchema = Type.Composite([Type.Object({ gid: Id }), ContestListQuerySchema]);
export type GroupContestListQueryDto = Static<typeof GroupContestListQuerySchema>;

/** The group admins' list (hidden contests too), by keyword. */
export const GroupAdminContestListQuerySchema = Type.Composite([Type.Object({ gid: Id }), AdminContestListQuerySchema]);
export type GroupAdminContestListQueryDto = Static<typeof GroupAdminContestListQuerySchema>;

/** Creating a group contest: the contest form with its group. */
export const GroupContestFormSchema = Type.Composite([Type.Omit(ContestFormSchema, ['gid']), Type.Object({ gid: Id })]);
export type GroupContestFormDto = Static<typeof GroupContestFormSchema>;

/** Updating a group contest: the back office's update (the group cannot change). */
export const GroupContestUpdateSchema = ContestUpdateSchema;

/** Deleting a group contest: the contest and its group. */
export const GroupContestDeleteQuerySchema = Type.Object({ cid: Id, gid: Id });

/** add-contest-problem-from-group: a problem of the contest's group by its display id (problemId), under a contest display id. */
export const AddGroupContestProblemRequestSchema = Type.Object({
  cid: Id,
  problemId: Type.String({ minLength: 1, maxLength: 255 }),
  displayId: DisplayId,
  displayTitle: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  color: Type.Optional(Type.Union([Type.String({ maxLength: 20, pattern: '^(#[0-9A-Fa-f]{3,8})?$' }), Type.Null()])),
});
export type AddGroupContestProblemRequestDto = Static<typeof AddGroupContestProblemRequestSchema>;
