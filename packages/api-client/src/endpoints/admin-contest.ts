import type {
  AddContestProblemRequestDto,
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
    getAdminContest: build.query<AdminContestDto, number>({
      query: (cid) => ({ url: 'admin/contest', params: { cid } }),
      providesTags: (_result, _error, cid) => [{ type: 'Contest', id: cid }],
    }),
    addAdminContest: build.mutation<AdminContestDto, ContestFormDto>({
      query: (body) => ({ url: 'admin/contest', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST]),
    }),
    updateAdminContest: build.mutation<unknown, ContestUpdateDto>({
      query: (body) => ({ url: 'admin/contest', method: 'PUT', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST, { type: 'Contest', id: body.id }]),
    }),
    deleteAdminContest: build.mutation<null, number>({
      query: (cid) => ({ url: 'admin/contest', method: 'DELETE', params: { cid } }),
      invalidatesTags: (_result, error, cid) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST, { type: 'Contest', id: cid }]),
    }),
    changeContestVisible: build.mutation<null, { cid: number; visible: boolean }>({
      query: (body) => ({ url: 'admin/contest/change-contest-visible', method: 'PUT', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST, { type: 'Contest', id: body.cid }]),
    }),
    cloneContest: build.mutation<AdminContestDto, number>({
      query: (cid) => ({ url: 'admin/contest/clone', method: 'POST', body: { cid } }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN_LIST, PUBLIC_LIST]),
    }),

    getAdminContestProblems: build.query<AdminContestProblemDto[], number>({
      query: (cid) => ({ url: 'admin/contest/get-problem-list', params: { cid } }),
      providesTags: (_result, _error, cid) => [problemsTag(cid)],
    }),
    addContestProblemFromPublic: build.mutation<unknown, AddContestProblemRequestDto>({
      query: (body) => ({ url: 'admin/contest/add-problem-from-public', method: 'POST', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [problemsTag(body.cid), { type: 'Problem', id: 'ADMIN_LIST' }]),
    }),
    updateContestProblem: build.mutation<unknown, UpdateContestProblemRequestDto>({
      query: (body) => ({ url: 'admin/contest/problem', method: 'PUT', body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [problemsTag(body.cid)]),
    }),
    deleteContestProblem: build.mutation<null, { id: number; cid: number }>({
      query: (params) => ({ url: 'admin/contest/problem', method: 'DELETE', params }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [problemsTag(cid), { type: 'Problem', id: 'ADMIN_LIST' }]),
    }),

    getAdminContestAnnouncements: build.query<{ total: number; records: AdminContestAnnouncementDto[] }, { cid: number; currentPage?: number; limit?: number }>(
      {
        query: (params) => ({ url: 'admin/contest/announcement', params: present(params) }),
        providesTags: (_result, _error, { cid }) => [announcementsTag(cid)],
      },
    ),
    addContestAnnouncement: build.mutation<unknown, ContestAnnouncementForm>({
      query: (body) => ({ url: 'admin/contest/announcement', method: 'POST', body }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [announcementsTag(cid), { type: 'ContestAnnouncement', id: 'LIST' }]),
    }),
    updateContestAnnouncement: build.mutation<unknown, ContestAnnouncementForm & { id: number }>({
      query: (body) => ({ url: 'admin/contest/announcement', method: 'PUT', body }),
      invalidatesTags: (_result, error, { cid }) => (error ? [] : [announcementsTag(cid), { type: 'ContestAnnouncement', id: 'LIST' }]),
    }),
    deleteContestAnnouncement: build.mutation<null, { id: number; cid: number }>({
      query: (params) => ({ url: 'admin/contest/announcement', method: 'DELETE', params }),
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
  useGetAdminContestProblemsQuery,
  useAddContestProblemFromPublicMutation,
  useUpdateContestProblemMutation,
  useDeleteContestProblemMutation,
  useGetAdminContestAnnouncementsQuery,
  useAddContestAnnouncementMutation,
  useUpdateContestAnnouncementMutation,
  useDeleteContestAnnouncementMutation,
} = adminContestApi;
