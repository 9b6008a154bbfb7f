/**
 * Wire shapes of tidan, the problem-set outlines (spec 02 §2 "Tidan list", §3 Tidan; spec 03 admin
 * "tidan (with groups, problem groups, swap, bind and unbind problem)"). The spec shows neither the
 * query nor the back office's payloads: they are designed in docs/tidan.md.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Rank = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 });

export const TIDAN_NAME_MAX = 255;

/** A caller's standing on a tidan problem (spec 02 §3): 0 solved, 1 tried and not solved; absent when never tried. */
export const TidanStatus = { Solved: 0, Failed: 1 } as const;

/** A problem of a problem group, with the caller's standing and its public counters. */
export const TidanProblemSchema = Type.Object({
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  accepted: Type.Integer(),
  submitted: Type.Integer(),
});
export type TidanProblemDto = Static<typeof TidanProblemSchema>;

/** A collapsible panel of problems. */
export const TidanProblemGroupSchema = Type.Object({ id: Type.Integer(), name: Type.String(), problems: Type.Array(TidanProblemSchema) });
export type TidanProblemGroupDto = Static<typeof TidanProblemGroupSchema>;

/** A second-level tab. */
export const TidanGroupSchema = Type.Object({ id: Type.Integer(), name: Type.String(), problemGroups: Type.Array(TidanProblemGroupSchema) });
export type TidanGroupDto = Static<typeof TidanGroupSchema>;

/** A top-level tab. */
export const TidanSchema = Type.Object({ id: Type.Integer(), name: Type.String(), groups: Type.Array(TidanGroupSchema) });
export type TidanDto = Static<typeof TidanSchema>;

export const TidanListSchema = Type.Array(TidanSchema);
export type TidanListDto = Static<typeof TidanListSchema>;

// ---- back office ----

/** A problem as the back office lists it under a problem group. */
export const AdminTidanProblemSchema = Type.Object({
  id: Type.Integer(),
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  rank: Type.Integer(),
});
export type AdminTidanProblemDto = Static<typeof AdminTidanProblemSchema>;
export const AdminTidanProblemGroupSchema = Type.Object({
  id: Type.Integer(),
  gid: Type.Integer(),
  name: Type.String(),
  rank: Type.Integer(),
  problems: Type.Array(AdminTidanProblemSchema),
});
export type AdminTidanProblemGroupDto = Static<typeof AdminTidanProblemGroupSchema>;
export const AdminTidanGroupSchema = Type.Object({
  id: Type.Integer(),
  tid: Type.Integer(),
  name: Type.String(),
  rank: Type.Integer(),
  problemGroups: Type.Array(AdminTidanProblemGroupSchema),
});
export type AdminTidanGroupDto = Static<typeof AdminTidanGroupSchema>;
export const AdminTidanSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rank: Type.Integer(),
  visible: Type.Boolean(),
  groups: Type.Array(AdminTidanGroupSchema),
});
export type AdminTidanDto = Static<typeof AdminTidanSchema>;
export const AdminTidanListSchema = Type.Array(AdminTidanSchema);
export type AdminTidanListDto = Static<typeof AdminTidanListSchema>;

export const TidanFormSchema = Type.Object({
  name: Type.String({ maxLength: TIDAN_NAME_MAX }),
  rank: Type.Optional(Rank),
  visible: Type.Optional(Type.Boolean()),
});
export type TidanFormDto = Static<typeof TidanFormSchema>;
export const TidanUpdateSchema = Type.Composite([Type.Object({ id: Id }), TidanFormSchema]);
export type TidanUpdateDto = Static<typeof TidanUpdateSchema>;

export const TidanGroupFormSchema = Type.Object({ tid: Id, name: Type.String({ maxLength: TIDAN_NAME_MAX }), rank: Type.Optional(Rank) });
export type TidanGroupFormDto = Static<typeof TidanGroupFormSchema>;
export const TidanProblemGroupFormSchema = Type.Object({ gid: Id, name: Type.String({ maxLength: TIDAN_NAME_MAX }), rank: Type.Optional(Rank) });
export type TidanProblemGroupFormDto = Static<typeof TidanProblemGroupFormSchema>;
/** Renames or reorders a group or a problem group. */
export const TidanNodeUpdateSchema = Type.Object({ id: Id, name: Type.String({ maxLength: TIDAN_NAME_MAX }), rank: Type.Optional(Rank) });
export type TidanNodeUpdateDto = Static<typeof TidanNodeUpdateSchema>;

export const TidanIdQuerySchema = Type.Object({ id: Id });
export type TidanIdQueryDto = Static<typeof TidanIdQuerySchema>;

/** Binds a public problem (by pid, or by its display id) at the end of a problem group. */
export const TidanBindSchema = Type.Object({ pgid: Id, pid: Type.Optional(Id), problemId: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })) });
export type TidanBindDto = Static<typeof TidanBindSchema>;
export const TidanUnbindQuerySchema = Type.Object({ pgid: Id, pid: Id });
export type TidanUnbindQueryDto = Static<typeof TidanUnbindQuerySchema>;
/** Swaps two bound problems' places (both of one problem group), by their tidan_problem ids. */
export const TidanSwapSchema = Type.Object({ first: Id, second: Id });
export type TidanSwapDto = Static<typeof TidanSwapSchema>;
