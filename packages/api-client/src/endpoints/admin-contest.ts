import type {
  AddContestProblemRequestDto,
  AddGroupContestProblemRequestDto,
  CidQueryDto,
  ContestListDto,
  AdminContestAnnouncementDto,
  AdminContestDto,
  AdminContestListDto,
  AdminContestProblemDto,
  ContestFormDto,
  ContestUpdateDto,
  UpdateContestProblemRequestDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** Announcement create body (contracts `ContestAnnouncementFormSchema`); update adds `id`. */
export type ContestAnnouncementForm = Pick<AdminContestAnnouncementDto, 'cid' | 'title' | 'content'> & Partial<Pick<AdminContestAnnouncementDto, 'visible'>>;

const ADMIN_LIST = { type: 'Contest' as const, id: 'ADMIN_LIST' };
// The user site's lists read the same rows: a change drops them too.
const PUBLIC_LIST = { type: 'Contest' as const, id: 'LIST' };
const problemsTag = (cid: number) => ({ type: 'Contest' as const, id: `PROBLEMS-${cid}` });
const announcementsTag = (cid: number) => ({ type: 'ContestAnnouncement' as const, id: `ADMIN-${cid}` });

/**
 * Where a contest is managed: the back office (no `gid`) or its group's page (`gid`: the same calls
 * under /group/*, spec 03 §7 "Group contests"). Calls naming a contest take its id, or the id and the group.
 */
export type ContestKey = number | (CidQueryDto & InGroup);
/** The group a call goes through, added to a call's argument (the contest form's `gid`). */
export type InGroup = Pick<ContestFormDto, 'gid'>;

const cidOf = (key: ContestKey): number => (typeof key === 'number' ? key : key.cid);
const inGroup = (key: ContestKey | InGroup): boolean => typeof key !== 'number' && key.gid !== undefined && key.gid !== null;

/** The path of a management call: the back office's, or the group's. */
function pathOf(key: ContestKey | InGroup, admin: string, group: string): string {
  return inGroup(key) ? group : admin;
}

/** The body or query without the routing `gid` (the server's schemas name only their own fields). */
function withoutGid<T extends InGroup>(value: T): Omit<T, 'gid'> {
  const { gid: _gid, ...rest } = value;
  return rest;
}

const GROUP_LIST = (gid: number) => ({ type: 'Contest' as const, id: `GROUP-${gid}` });

/** Drops empty filters, so the server sees only real ones. */
function present<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

/**
 * The back office's contests (spec 03 §2.19, §4; routes designed in docs/api.md "Contests"): the
 * list, the form, visibility and clone, the contest's problems and announcements. The contest's
 * submissions and the rejudge of a contest problem are the contest clients' (`./contest`,
 * `./contest-board`).
 */
export const adminContestApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminContestList: build.query<AdminContestListDto, { currentPage?: number; limit?: number; keyword?: string }>({
      query: (params) => ({ url: 'admin/contest/get-contest-list', params: present(params) }),
      providesTags: [ADMIN_LIST],
    }),
    getAdminContest: build.query<AdminContestDto, ContestKey>({
      query: (key) => ({ url: pathOf(key, 'admin/contest', 'group/contest'), params: { cid: cidOf(key) } }),
      providesTags: (_result, _error, key) => [{ type: 'Contest', id: cidOf(key) }],
    }),
    /** Create: a form naming a group goes to the group (`POST /group/contest`). */
    addAdminContest: build.mutation<AdminContestDto, ContestFormDto>({
      query: (body) => ({ url: pathOf(body, 'admin/contest', 'group/contest'), method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST, ...(inGroup(body) ? [GROUP_LIST(body.gid ?? 0)] : [])]),
    }),
    updateAdminContest: build.mutation<unknown, ContestUpdateDto>({
      query: (body) => ({ url: pathOf(body, 'admin/contest', 'group/contest'), method: 'PUT', body }),
      invalidatesTags: (_result, error, body) =>
        error ? [] : [ADMIN_LIST, PUBLIC_LIST, { type: 'Contest', id: body.id }, ...(inGroup(body) ? [GROUP_LIST(body.gid ?? 0)] : [])],
    }),
    deleteAdminContest: build.mutation<null, ContestKey>({
      query: (key) => ({ url: pathOf(key, 'admin/contest', 'group/contest'), method: 'DELETE', params: typeof key === 'number' ? { cid: key } : key }),
      invalidatesTags: (_result, error, key) =>
        error
          ? []
          : [ADMIN_LIST, PUBLIC_LIST, { type: 'Contest', id: cidOf(key) }, ...(typeof key !== 'number' && inGroup(key) ? [GROUP_LIST(key.gid ?? 0)] : [])],
    }),
    changeContestVisible: build.mutation<null, { cid: number; visible: boolean } & InGroup>({
      query: (body) => ({ url: pathOf(body, 'admin/contest/change-contest-visible', 'group/change-contest-visible'), method: 'PUT', body: withoutGid(body) }),
      invalidatesTags: (_result, error, body) =>
        error ? [] : [ADMIN_LIST, PUBLIC_LIST, { type: 'Contest', id: body.cid }, ...(inGroup(body) ? [GROUP_LIST(body.gid ?? 0)] : [])],
    }),
    /** A group's visible contests (its members' list; spec 03 §2.11). */
    getGroupContestList: build.query<ContestListDto, { gid: number; currentPage?: number; limit?: number }>({
      query: (params) => ({ url: 'group/get-contest-list', params: present(params) }),
      providesTags: (_result, _error, { gid }) => [GROUP_LIST(gid), PUBLIC_LIST],
    }),
    /** Every contest of a group (its admins' list). */
    getGroupAdminContestList: build.query<AdminContestListDto, { gid: number; currentPage?: number; limit?: number; keyword?: string }>({
      query: (params) => ({ url: 'group/get-admin-contest-list', params: present(params) }),
      providesTags: (_result, _error, { gid }) => [GROUP_LIST(gid)],
    }),
    cloneContest: build.mutation<AdminContestDto, number>({
      query: (cid) => ({ url: 'admin/contest/clone', method: 'POST', body: { cid } }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST]),
    }),

    getAdminContestProblems: build.query<AdminContestProblemDto[], ContestKey>({
      query: (key) => ({ url: pathOf(key, 'admin/contest/get-problem-list', 'group/get-contest-problem-list'), params: { cid: cidOf(key) } }),
      providesTags: (_result, _error, key) => [problemsTag(cidOf(key))],
    }),
    addContestProblemFromPublic: build.mutation<unknown, AddContestProblemRequestDto & InGroup>({
      query: (body) => ({
        url: pathOf(body, 'admin/contest/add-problem-from-public', 'group/add-contest-problem-from-public'),
        method: 'POST',
        body: withoutGid(body),
      }),
      invalidatesTags: (_result, error, body) => (error ? [] : [problemsTag(body.cid), { type: 'Problem', id: 'ADMIN_LIST' }]),
    }),
    /** A group contest takes a problem of its group by the problem's display id. */
    addContestProblemFromGroup: build.mutation<unknown, AddGroupContestProblemRequestDto>({
      query: (body) => ({ url: 'group/add-contest-problem-from-group', method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [problemsTag(body.cid)]),
    }),
    updateContestProblem: build.mutation<unknown, UpdateContestProblemRequestDto & InGroup>({
      query: (body) => ({ url: pathOf(body, 'admin/contest/problem', 'group/contest-problem'), method: 'PUT', body: withoutGid(body) }),
      invalidatesTags: (_result, error, body) => (error ? [] : [problemsTag(body.cid)]),
    }),
    deleteContestProblem: build.mutation<null, { id: number; cid: number } & InGroup>({
      query: (params) => ({ url: pathOf(params, 'admin/contest/problem', 'group/contest-problem'), method: 'DELETE', params: withoutGid(params) }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [problemsTag(cid), { type: 'Problem', id: 'ADMIN_LIST' }]),
    }),

    getAdminContestAnnouncements: build.query<
      { total: number; records: AdminContestAnnouncementDto[] },
      { cid: number; currentPage?: number; limit?: number } & InGroup
    >({
      query: (params) => ({
        url: pathOf(params, 'admin/contest/announcement', 'group/get-contest-announcement-list'),
        params: present(withoutGid(params)),
      }),
      providesTags: (_result, _error, { cid }) => [announcementsTag(cid)],
    }),
    addContestAnnouncement: build.mutation<unknown, ContestAnnouncementForm & InGroup>({
      query: (body) => ({ url: pathOf(body, 'admin/contest/announcement', 'group/contest-announcement'), method: 'POST', body: withoutGid(body) }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [announcementsTag(cid), { type: 'ContestAnnouncement', id: 'LIST' }]),
    }),
    updateContestAnnouncement: build.mutation<unknown, ContestAnnouncementForm & { id: number } & InGroup>({
      query: (body) => ({ url: pathOf(body, 'admin/contest/announcement', 'group/contest-announcement'), method: 'PUT', body: withoutGid(body) }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [announcementsTag(cid), { type: 'ContestAnnouncement', id: 'LIST' }]),
    }),
    deleteContestAnnouncement: build.mutation<null, { id: number; cid: number } & InGroup>({
      query: (params) => ({ url: pathOf(params, 'admin/contest/announcement', 'group/contest-announcement'), method: 'DELETE', params: withoutGid(params) }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [announcementsTag(cid), { type: 'ContestAnnouncement', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetAdminContestListQuery,
  useGetAdminContestQuery,
  useAddAdminContestMutation,
  useUpdateAdminContestMutation,
  useDeleteAdminContestMutation,
  useChangeContestVisibleMutation,
  useCloneContestMutation,
  useGetGroupContestListQuery,
  useGetGroupAdminContestListQuery,
  useGetAdminContestProblemsQuery,
  useAddContestProblemFromPublicMutation,
  useAddContestProblemFromGroupMutation,
  useUpdateContestProblemMutation,
  useDeleteContestProblemMutation,
  useGetAdminContestAnnouncementsQuery,
  useAddContestAnnouncementMutation,
  useUpdateContestAnnouncementMutation,
  useDeleteContestAnnouncementMutation,
} = adminContestApi;
