/**
 * Wire shapes of the group training calls (spec 03 §2.10, §7 "Group trainings"): the member and
 * admin lists, the form's body (training and trainingCategory {id}), the training problem list
 * (problemList and trainingProblemMap) and the clone. Rows and forms are the training calls' own
 * (training-api.ts), so the group screens and the back office read one shape.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { AdminTrainingSchema, TrainingCategorySchema, TrainingFormSchema } from './training-api.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 }));
const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }));
const Keyword = Type.Optional(Type.String({ maxLength: 100 }));

/** The group training list for members (spec 03 §9: 15 a page). */
export const GroupTrainingListQuerySchema = Type.Object({ gid: Id, currentPage: Page, limit: Limit });
export type GroupTrainingListQueryDto = Static<typeof GroupTrainingListQuerySchema>;

/** The group admins' training list. */
export const GroupAdminTrainingListQuerySchema = Type.Object({ gid: Id, currentPage: Page, limit: Limit, keyword: Keyword });
export type GroupAdminTrainingListQueryDto = Static<typeof GroupAdminTrainingListQuerySchema>;

/** The training form's fields without the category, which travels as trainingCategory {id}. */
const TrainingFieldsSchema = Type.Omit(TrainingFormSchema, ['categoryId']);
const CategoryRefSchema = Type.Object({ id: Id });

/** POST /group/training: the new training of group `gid`. */
export const GroupTrainingCreateSchema = Type.Object({
  training: Type.Composite([Type.Object({ gid: Id }), TrainingFieldsSchema]),
  trainingCategory: CategoryRefSchema,
});
export type GroupTrainingCreateDto = Static<typeof GroupTrainingCreateSchema>;

/** PUT /group/training: an empty pwd keeps the stored password. */
export const GroupTrainingUpdateSchema = Type.Object({
  training: Type.Composite([Type.Object({ id: Id }), TrainingFieldsSchema]),
  trainingCategory: CategoryRefSchema,
});
export type GroupTrainingUpdateDto = Static<typeof GroupTrainingUpdateSchema>;

/** GET /group/training: the form's training (with its group) and its category. */
export const GroupTrainingSchema = Type.Object({
  training: Type.Composite([AdminTrainingSchema, Type.Object({ gid: Type.Integer() })]),
  trainingCategory: Type.Union([TrainingCategorySchema, Type.Null()]),
});
export type GroupTrainingDto = Static<typeof GroupTrainingSchema>;

/**
 * GET /group/get-training-problem-list: with queryExisted (the default) the training's problems in
 * order; without it the group's problems not yet in the training (the add-from-group picker).
 * problemType filters ACM (0) or OI (1); cid is accepted as the spec names it and has no effect on a
 * training's list.
 */
export const GroupTrainingProblemListQuerySchema = Type.Object({
  tid: Id,
  currentPage: Page,
  limit: Limit,
  keyword: Keyword,
  problemType: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  cid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  queryExisted: Type.Optional(Type.Boolean()),
});
export type GroupTrainingProblemListQueryDto = Static<typeof GroupTrainingProblemListQuerySchema>;

/** A problem of the list: the bank's columns. */
export const GroupTrainingProblemRecordSchema = Type.Object({
  id: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  auth: Type.Integer(),
  type: Type.Integer(),
  gid: Type.Union([Type.Integer(), Type.Null()]),
});
export type GroupTrainingProblemRecordDto = Static<typeof GroupTrainingProblemRecordSchema>;

/** The training's link of a problem: its order and display id. */
export const TrainingProblemLinkSchema = Type.Object({
  id: Type.Integer(),
  tid: Type.Integer(),
  pid: Type.Integer(),
  rank: Type.Integer(),
  displayId: Type.String(),
});
export type TrainingProblemLinkDto = Static<typeof TrainingProblemLinkSchema>;

export const GroupTrainingProblemListSchema = Type.Object({
  problemList: Type.Object({ total: Type.Integer(), records: Type.Array(GroupTrainingProblemRecordSchema) }),
  /** Keyed by pid: the link of each listed problem that is in the training. */
  trainingProblemMap: Type.Record(Type.String(), TrainingProblemLinkSchema),
});
export type GroupTrainingProblemListDto = Static<typeof GroupTrainingProblemListSchema>;

/** POST /group/clone-training: every training of group sgid copied into group tgid (super admins; spec 03 §5 "Clone requires a target group"). */
export const CloneTrainingRequestSchema = Type.Object({ sgid: Id, tgid: Type.Optional(Type.Union([Id, Type.Null()])) });
export type CloneTrainingRequestDto = Static<typeof CloneTrainingRequestSchema>;
/**
 * `count`: the trainings copied. `problems`: the source group's problems the copies link to as
 * problems of the target group (copied now, or found from an earlier clone of the same problem).
 */
export const CloneTrainingResultSchema = Type.Object({ count: Type.Integer(), problems: Type.Integer() });
export type CloneTrainingResultDto = Static<typeof CloneTrainingResultSchema>;
