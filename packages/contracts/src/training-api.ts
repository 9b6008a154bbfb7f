/**
 * Wire shapes of the training calls (spec 02 §3, §7 "Trainings"; spec 03 §2.10, §5 for the back
 * office): trainings, their categories, problems, registration and rank. Times are ISO strings.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { ProblemCountSchema, ProblemDetailSchema, ProblemTagSchema } from './problem-api.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoTime = Type.String({ format: 'date-time' });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 }));

/** Training auth (spec 02 §3). */
export const TrainingAuth = { Public: 'Public', Private: 'Private' } as const;
export const TRAINING_AUTHS = [TrainingAuth.Public, TrainingAuth.Private] as const;
/** Spec 02 §9 and spec 03 §9. */
export const TRAINING_LIST_PAGE_SIZE = 15;
export const TRAINING_RANK_PAGE_SIZE = 30;
export const TRAINING_RANK_PAGE_SIZES = [10, 30, 50, 100] as const;
export const TRAINING_RANK_MAX = 2_147_483_647;
export const TRAINING_DEFAULT_RANK = 1000;

const AuthSchema = Type.Union([Type.Literal(TrainingAuth.Public), Type.Literal(TrainingAuth.Private)]);
/** A tag colour: #rgb or #rrggbb, or a CSS colour name. */
const ColorSchema = Type.String({ minLength: 1, maxLength: 20, pattern: '^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]+)$' });

export const TrainingCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() });
export type TrainingCategoryDto = Static<typeof TrainingCategorySchema>;

export const TidQuerySchema = Type.Object({ tid: Id });

export const TrainingListQuerySchema = Type.Object({
  currentPage: Page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  categoryId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  auth: Type.Optional(Type.Union([AuthSchema, Type.Literal('')])),
});
export type TrainingListQueryDto = Static<typeof TrainingListQuerySchema>;

/** A row of the training list. `acCount` is the signed-in viewer's solved problems in it (0 for guests). */
export const TrainingListRecordSchema = Type.Object({
  id: Type.Integer(),
  rank: Type.Integer(),
  title: Type.String(),
  auth: Type.String(),
  categoryId: nullable(Type.Integer()),
  categoryName: nullable(Type.String()),
  categoryColor: nullable(Type.String()),
  acCount: Type.Integer(),
  problemCount: Type.Integer(),
  author: Type.String(),
  gmtModified: IsoTime,
});
export type TrainingListRecordDto = Static<typeof TrainingListRecordSchema>;

export const TrainingListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(TrainingListRecordSchema) });
export type TrainingListDto = Static<typeof TrainingListSchema>;

/** get-training-detail: the training and the training policy's answers for the viewer. */
export const TrainingDetailSchema = Type.Composite([
  TrainingListRecordSchema,
  Type.Object({
    description: Type.String(),
    gid: nullable(Type.Integer()),
    rankShowName: Type.String(),
    gmtCreate: IsoTime,
    /** May enter: public, registered, or a training admin. */
    access: Type.Boolean(),
    /** Is a training admin (sees real names in the rank). */
    isAdmin: Type.Boolean(),
    /** Has a rank tab (private trainings). */
    hasRank: Type.Boolean(),
  }),
]);
export type TrainingDetailDto = Static<typeof TrainingDetailSchema>;

export const RegisterTrainingRequestSchema = Type.Object({ tid: Id, password: Type.String({ maxLength: 255 }) });
export type RegisterTrainingRequestDto = Static<typeof RegisterTrainingRequestSchema>;

export const TrainingAccessSchema = Type.Object({ access: Type.Boolean() });

/** A training problem (spec 02 §3): counts are of the submissions made in the training. */
export const TrainingProblemSchema = Type.Object({
  pid: Type.Integer(),
  problemId: Type.String(),
  displayId: Type.String(),
  title: Type.String(),
  difficulty: Type.Integer(),
  tags: Type.Array(ProblemTagSchema),
  ac: Type.Integer(),
  total: Type.Integer(),
  /** -10 not attempted, 0 accepted, else the latest status. */
  myStatus: Type.Integer(),
});
export type TrainingProblemDto = Static<typeof TrainingProblemSchema>;

export const TrainingProblemDetailQuerySchema = Type.Object({ tid: Id, problemId: Type.String({ minLength: 1, maxLength: 100 }) });

/** get-training-problem-details: the core problem page's shape, with the training problem. */
export const TrainingProblemDetailSchema = Type.Object({
  problem: ProblemDetailSchema,
  tags: Type.Array(ProblemTagSchema),
  languages: Type.Array(Type.String()),
  codeTemplate: Type.Record(Type.String(), Type.String()),
  problemCount: ProblemCountSchema,
  myStatus: Type.Integer(),
  trainingProblem: Type.Object({ tid: Type.Integer(), pid: Type.Integer(), displayId: Type.String() }),
});
export type TrainingProblemDetailDto = Static<typeof TrainingProblemDetailSchema>;

export const TrainingRankQuerySchema = Type.Object({
  tid: Id,
  currentPage: Page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 300 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type TrainingRankQueryDto = Static<typeof TrainingRankQuerySchema>;

export const TrainingRankCellSchema = Type.Object({ status: Type.Integer(), runTime: nullable(Type.Integer()) });

/** A row of the training rank (spec 02 §3); `realname` is null unless the viewer is a training admin. */
export const TrainingRankRowSchema = Type.Object({
  rank: Type.Integer(),
  uid: Type.String(),
  username: Type.String(),
  avatar: nullable(Type.String()),
  gender: nullable(Type.String()),
  school: nullable(Type.String()),
  realname: nullable(Type.String()),
  ac: Type.Integer(),
  /** Sum over solved problems of the fastest accepted run, in ms. */
  totalRunTime: Type.Integer(),
  /** Keyed by problemId. */
  submissionInfo: Type.Record(Type.String(), TrainingRankCellSchema),
});
export type TrainingRankRowDto = Static<typeof TrainingRankRowSchema>;

export const TrainingRankSchema = Type.Object({
  total: Type.Integer(),
  records: Type.Array(TrainingRankRowSchema),
  /** The columns: the training's problems in order. */
  problems: Type.Array(Type.Object({ pid: Type.Integer(), problemId: Type.String(), title: Type.String() })),
});
export type TrainingRankDto = Static<typeof TrainingRankSchema>;

// ---- the back office (spec 03 §2.10 form, §5) ----

export const AdminTrainingListQuerySchema = Type.Object({
  currentPage: Page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AdminTrainingListQueryDto = Static<typeof AdminTrainingListQuerySchema>;

export const AdminTrainingRowSchema = Type.Object({
  id: Type.Integer(),
  rank: Type.Integer(),
  title: Type.String(),
  auth: Type.String(),
  visible: Type.Boolean(),
  author: Type.String(),
  categoryId: nullable(Type.Integer()),
  categoryName: nullable(Type.String()),
  categoryColor: nullable(Type.String()),
  gmtCreate: IsoTime,
  gmtModified: IsoTime,
  /** The viewer administers this training (edit, problems, visibility, delete); the switch is disabled for others. */
  canManage: Type.Boolean(),
});
export type AdminTrainingRowDto = Static<typeof AdminTrainingRowSchema>;

export const AdminTrainingListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(AdminTrainingRowSchema) });
export type AdminTrainingListDto = Static<typeof AdminTrainingListSchema>;

/** Everything the training form loads (never the password). */
export const AdminTrainingSchema = Type.Composite([
  AdminTrainingRowSchema,
  Type.Object({ description: Type.String(), rankShowName: Type.String(), hasPassword: Type.Boolean() }),
]);
export type AdminTrainingDto = Static<typeof AdminTrainingSchema>;

/** The training form (spec 03 §2.10: rank, title, description, category, auth and password). */
export const TrainingFormSchema = Type.Object({
  rank: Type.Integer({ minimum: 0, maximum: TRAINING_RANK_MAX }),
  title: Type.String({ minLength: 1, maxLength: 255 }),
  description: Type.String({ maxLength: 65_535 }),
  auth: AuthSchema,
  /** A private training's password; on update an empty or absent one keeps the stored password. */
  pwd: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
  visible: Type.Optional(Type.Boolean()),
  categoryId: Id,
});
export type TrainingFormDto = Static<typeof TrainingFormSchema>;

export const TrainingUpdateSchema = Type.Composite([Type.Object({ id: Id }), TrainingFormSchema]);
export type TrainingUpdateDto = Static<typeof TrainingUpdateSchema>;

export const TrainingVisibleRequestSchema = Type.Object({ tid: Id, visible: Type.Boolean() });

export const TrainingCategoryFormSchema = Type.Object({ name: Type.String({ minLength: 1, maxLength: 50 }), color: ColorSchema });
export type TrainingCategoryFormDto = Static<typeof TrainingCategoryFormSchema>;
export const TrainingCategoryUpdateSchema = Type.Composite([Type.Object({ id: Id }), TrainingCategoryFormSchema]);
export const TrainingCategoryIdQuerySchema = Type.Object({ id: Id });

export const AdminTrainingProblemListQuerySchema = Type.Object({
  tid: Id,
  currentPage: Page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

export type AdminTrainingProblemListQueryDto = Static<typeof AdminTrainingProblemListQuerySchema>;

export const AdminTrainingProblemRowSchema = Type.Object({
  id: Type.Integer(),
  tid: Type.Integer(),
  pid: Type.Integer(),
  problemId: Type.String(),
  displayId: Type.String(),
  title: Type.String(),
  rank: Type.Integer(),
  auth: Type.Integer(),
});
export type AdminTrainingProblemRowDto = Static<typeof AdminTrainingProblemRowSchema>;
export const AdminTrainingProblemListSchema = Type.Object({ total: Type.Integer(), records: Type.Array(AdminTrainingProblemRowSchema) });
export type AdminTrainingProblemListDto = Static<typeof AdminTrainingProblemListSchema>;

export const AddTrainingProblemFromPublicSchema = Type.Object({ pid: Id, tid: Id, displayId: Type.String({ minLength: 1, maxLength: 64 }) });
export const AddTrainingProblemFromGroupSchema = Type.Object({ problemId: Type.String({ minLength: 1, maxLength: 100 }), tid: Id });
export const UpdateTrainingProblemSchema = Type.Object({
  tid: Id,
  pid: Id,
  rank: Type.Integer({ minimum: 0, maximum: TRAINING_RANK_MAX }),
  displayId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export const TrainingProblemKeySchema = Type.Object({ tid: Id, pid: Id });
