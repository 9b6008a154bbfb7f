// Where the training screens manage trainings: the back office (every call under /admin/training)
// or the group `ManageScope` names (the calls under /group/, spec 03 §7 "Group trainings"). The
// screens are one piece; these hooks pick the calls of their scope (each asks both with `skip`,
// hooks being unconditional).
import {
  useAddAdminTrainingMutation,
  useAddTrainingProblemFromPublicMutation,
  useChangeTrainingVisibleMutation,
  useDeleteAdminTrainingMutation,
  useGetAdminTrainingCategoriesQuery,
  useGetAdminTrainingListQuery,
  useGetAdminTrainingProblemsQuery,
  useGetAdminTrainingQuery,
  useRemoveTrainingProblemMutation,
  useUpdateAdminTrainingMutation,
  useUpdateTrainingProblemMutation,
} from '@oj/api-client/admin-training';
import {
  useAddGroupTrainingMutation,
  useAddGroupTrainingProblemFromPublicMutation,
  useChangeGroupTrainingStatusMutation,
  useDeleteGroupTrainingMutation,
  useGetGroupAdminTrainingListQuery,
  useGetGroupTrainingCategoriesQuery,
  useGetGroupTrainingProblemsQuery,
  useGetGroupTrainingQuery,
  useRemoveGroupTrainingProblemMutation,
  useUpdateGroupTrainingMutation,
  useUpdateGroupTrainingProblemMutation,
} from '@oj/api-client/group-training';
import { useMemo } from 'react';
import type { AdminTrainingDto, TrainingFormDto } from '@oj/contracts';
import { useManageGid } from '../group.tsx';
import type { TableArgs } from '../shared/data-table';

/** The back office (gid null) or a group's admin mode. */
export interface TrainingScope {
  gid: number | null;
}

/** The scope of the screens around the caller: the group `ManageScope` names, or the back office. */
export function useTrainingScope(): TrainingScope {
  const gid = useManageGid();
  return useMemo(() => ({ gid }), [gid]);
}

/** Where the training screens lead; each host gives its own. */
export interface TrainingLinks {
  list: () => string;
  create: () => string;
  edit: (tid: number) => string;
  problems: (tid: number) => string;
  /** No training category exists at all (spec 03 §2.10): the host sends the user to /admin/training/category. */
  toCategories: () => void;
}

/** What a call answered: an error, or not. */
type Outcome = Promise<{ error?: unknown }>;

const paging = (args: TableArgs) => ({ currentPage: args.currentPage, limit: args.limit, ...(args.keyword ? { keyword: args.keyword } : {}) });

/** The training list of the scope (the admin rows, each with canManage). */
export function useScopedTrainingList(scope: TrainingScope, args: TableArgs) {
  const admin = useGetAdminTrainingListQuery(paging(args), { skip: scope.gid !== null });
  const group = useGetGroupAdminTrainingListQuery({ gid: scope.gid ?? 0, ...paging(args) }, { skip: scope.gid === null });
  return scope.gid === null ? admin : group;
}

/** Show or hide, and delete, in the scope. */
export function useScopedTrainingActions(scope: TrainingScope): { setVisible: (tid: number, visible: boolean) => Outcome; remove: (tid: number) => Outcome } {
  const [adminVisible] = useChangeTrainingVisibleMutation();
  const [groupVisible] = useChangeGroupTrainingStatusMutation();
  const [adminDelete] = useDeleteAdminTrainingMutation();
  const [groupDelete] = useDeleteGroupTrainingMutation();
  const { gid } = scope;
  return gid === null
    ? { setVisible: (tid, visible) => adminVisible({ tid, visible }), remove: (tid) => adminDelete(tid) }
    : { setVisible: (tid, visible) => groupVisible({ tid, visible, gid }), remove: (tid) => groupDelete({ tid, gid }) };
}

/** The categories a training of the scope may take. */
export function useScopedCategories(scope: TrainingScope) {
  const admin = useGetAdminTrainingCategoriesQuery(undefined, { skip: scope.gid !== null });
  const group = useGetGroupTrainingCategoriesQuery(scope.gid ?? 0, { skip: scope.gid === null });
  return scope.gid === null ? admin : group;
}

/** A training as the form loads it (`tid` null: a new one). */
export function useScopedTraining(scope: TrainingScope, tid: number | null): { data: AdminTrainingDto | undefined; isError: boolean } {
  const admin = useGetAdminTrainingQuery(tid ?? 0, { skip: tid === null || scope.gid !== null });
  const group = useGetGroupTrainingQuery(tid ?? 0, { skip: tid === null || scope.gid === null });
  return scope.gid === null ? { data: admin.data, isError: admin.isError } : { data: group.data?.training, isError: group.isError };
}

/** Creating (answers the new id) and updating in the scope. */
export function useScopedTrainingSave(scope: TrainingScope): {
  create: (form: TrainingFormDto) => Promise<number | null>;
  update: (tid: number, form: TrainingFormDto) => Promise<boolean>;
  saving: boolean;
} {
  const [adminCreate, adminCreated] = useAddAdminTrainingMutation();
  const [adminUpdate, adminUpdated] = useUpdateAdminTrainingMutation();
  const [groupCreate, groupCreated] = useAddGroupTrainingMutation();
  const [groupUpdate, groupUpdated] = useUpdateGroupTrainingMutation();
  const saving = adminCreated.isLoading || adminUpdated.isLoading || groupCreated.isLoading || groupUpdated.isLoading;
  const { gid } = scope;
  if (gid === null) {
    return {
      create: async (form) => (await adminCreate(form)).data?.id ?? null,
      update: async (tid, form) => (await adminUpdate({ ...form, id: tid })).data !== undefined,
      saving,
    };
  }
  // The group calls take the form as training and trainingCategory {id} (spec 03 §7).
  return {
    create: async ({ categoryId, ...training }) =>
      (await groupCreate({ training: { ...training, gid }, trainingCategory: { id: categoryId } })).data?.training.id ?? null,
    update: async (tid, { categoryId, ...training }) =>
      (await groupUpdate({ gid, training: { ...training, id: tid }, trainingCategory: { id: categoryId } })).data !== undefined,
    saving,
  };
}

/** A training's problems in the scope, as the back office's rows. */
export function useScopedTrainingProblems(scope: TrainingScope, tid: number, args: TableArgs) {
  const admin = useGetAdminTrainingProblemsQuery({ tid, ...paging(args) }, { skip: tid === 0 || scope.gid !== null });
  const group = useGetGroupTrainingProblemsQuery({ tid, ...paging(args) }, { skip: tid === 0 || scope.gid === null });
  return scope.gid === null ? admin : group;
}

/** Ordering, removing and adding a public problem in the scope. */
export function useScopedTrainingProblemActions(scope: TrainingScope): {
  setRank: (tid: number, pid: number, rank: number) => Outcome;
  remove: (tid: number, pid: number) => Outcome;
  addPublic: (tid: number, pid: number, displayId: string) => Outcome;
  adding: boolean;
} {
  const [adminUpdate] = useUpdateTrainingProblemMutation();
  const [groupUpdate] = useUpdateGroupTrainingProblemMutation();
  const [adminRemove] = useRemoveTrainingProblemMutation();
  const [groupRemove] = useRemoveGroupTrainingProblemMutation();
  const [adminAdd, adminAdding] = useAddTrainingProblemFromPublicMutation();
  const [groupAdd, groupAdding] = useAddGroupTrainingProblemFromPublicMutation();
  const inGroup = scope.gid !== null;
  return {
    setRank: (tid, pid, rank) => (inGroup ? groupUpdate({ tid, pid, rank }) : adminUpdate({ tid, pid, rank })),
    remove: (tid, pid) => (inGroup ? groupRemove({ tid, pid }) : adminRemove({ tid, pid })),
    addPublic: (tid, pid, displayId) => (inGroup ? groupAdd({ tid, pid, displayId }) : adminAdd({ tid, pid, displayId })),
    adding: adminAdding.isLoading || groupAdding.isLoading,
  };
}
