import type {
  GroupAccessDto,
  GroupAnnouncementDto,
  GroupAnnouncementFormDto,
  GroupAnnouncementPageDto,
  GroupAnnouncementUpdateDto,
  GroupApplyDto,
  GroupDto,
  GroupFormDto,
  GroupListQueryDto,
  GroupMemberDto,
  GroupMemberPageDto,
  GroupMemberUpdateDto,
  GroupPageDto,
  GroupPageQueryDto,
  GroupRankPageDto,
  GroupRankQueryDto,
  GroupUpdateDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** get-group-list query: empty filters dropped, the keyword trimmed. */
export function groupListParams(query: GroupListQueryDto): GroupListQueryDto {
  const params: GroupListQueryDto = {};
  if (query.currentPage !== undefined) params.currentPage = query.currentPage;
  if (query.limit !== undefined) params.limit = query.limit;
  if (query.auth !== undefined) params.auth = query.auth;
  if (query.onlyMine === true) params.onlyMine = true;
  const keyword = query.keyword?.trim();
  if (keyword) params.keyword = keyword;
  return params;
}

const groupTag = (gid: number) => ({ type: 'Group' as const, id: gid });
const membersTag = (gid: number) => ({ type: 'GroupMember' as const, id: gid });
const announcementsTag = (gid: number) => ({ type: 'Group' as const, id: `announcements-${gid}` });
const LIST = { type: 'Group' as const, id: 'LIST' };

/** The group calls (spec 03 §7 "Groups"; docs/api.md "Groups"). */
export const groupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupList: build.query<GroupPageDto, GroupListQueryDto>({
      query: (query) => ({ url: 'get-group-list', params: groupListParams(query) }),
      providesTags: [LIST],
    }),
    getGroupDetail: build.query<GroupDto, { gid: number }>({
      query: (params) => ({ url: 'get-group-detail', params }),
      providesTags: (_result, _error, { gid }) => [groupTag(gid)],
    }),
    getGroupAccess: build.query<GroupAccessDto, { gid: number }>({
      query: (params) => ({ url: 'get-group-access', params }),
      providesTags: (_result, _error, { gid }) => [groupTag(gid), membersTag(gid)],
    }),
    createGroup: build.mutation<GroupDto, GroupFormDto>({
      query: (body) => ({ url: 'group', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    updateGroup: build.mutation<GroupDto, GroupUpdateDto>({
      query: (body) => ({ url: 'group', method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [groupTag(id), LIST]),
    }),
    disbandGroup: build.mutation<null, { gid: number }>({
      query: (params) => ({ url: 'group', method: 'DELETE', params }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    uploadGroupAvatar: build.mutation<{ link: string }, { gid: number; image: Blob; fileName: string }>({
      query: ({ gid, image, fileName }) => {
        const body = new FormData();
        body.append('image', image, fileName);
        return { url: 'file/upload-group-avatar', method: 'POST', params: { gid }, body };
      },
    }),
    getGroupMembers: build.query<GroupMemberPageDto, GroupPageQueryDto>({
      query: (params) => ({ url: 'group/get-member-list', params }),
      providesTags: (_result, _error, { gid }) => [membersTag(gid)],
    }),
    getGroupApplications: build.query<GroupMemberPageDto, GroupPageQueryDto>({
      query: (params) => ({ url: 'group/get-apply-list', params }),
      providesTags: (_result, _error, { gid }) => [membersTag(gid)],
    }),
    applyToGroup: build.mutation<null, GroupApplyDto>({
      query: (body) => ({ url: 'group/member', method: 'POST', body }),
      invalidatesTags: (_result, error, { gid }) => (error ? [] : [groupTag(gid), membersTag(gid), LIST]),
    }),
    changeGroupMember: build.mutation<GroupMemberDto, GroupMemberUpdateDto>({
      query: (body) => ({ url: 'group/member', method: 'PUT', body }),
      invalidatesTags: (_result, error, { gid }) => (error ? [] : [groupTag(gid), membersTag(gid)]),
    }),
    removeGroupMember: build.mutation<null, { gid: number; uid: string }>({
      query: (params) => ({ url: 'group/member', method: 'DELETE', params }),
      invalidatesTags: (_result, error, { gid }) => (error ? [] : [groupTag(gid), membersTag(gid)]),
    }),
    exitGroup: build.mutation<null, { gid: number }>({
      query: (params) => ({ url: 'group/member/exit', method: 'DELETE', params }),
      invalidatesTags: (_result, error, { gid }) => (error ? [] : [groupTag(gid), membersTag(gid), LIST]),
    }),
    getGroupAnnouncements: build.query<GroupAnnouncementPageDto, GroupPageQueryDto>({
      query: (params) => ({ url: 'group/get-announcement-list', params }),
      providesTags: (_result, _error, { gid }) => [announcementsTag(gid)],
    }),
    getGroupAdminAnnouncements: build.query<GroupAnnouncementPageDto, GroupPageQueryDto>({
      query: (params) => ({ url: 'group/get-admin-announcement-list', params }),
      providesTags: (_result, _error, { gid }) => [announcementsTag(gid)],
    }),
    addGroupAnnouncement: build.mutation<GroupAnnouncementDto, GroupAnnouncementFormDto>({
      query: (body) => ({ url: 'group/announcement', method: 'POST', body }),
      invalidatesTags: (_result, error, { gid }) => (error ? [] : [announcementsTag(gid)]),
    }),
    updateGroupAnnouncement: build.mutation<GroupAnnouncementDto, GroupAnnouncementUpdateDto & { gid: number }>({
      query: ({ gid: _gid, ...body }) => ({ url: 'group/announcement', method: 'PUT', body }),
      invalidatesTags: (_result, error, { gid }) => (error ? [] : [announcementsTag(gid)]),
    }),
    deleteGroupAnnouncement: build.mutation<null, { gid: number; id: number }>({
      query: ({ id }) => ({ url: 'group/announcement', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error, { gid }) => (error ? [] : [announcementsTag(gid)]),
    }),
    getGroupRank: build.query<GroupRankPageDto, GroupRankQueryDto>({
      query: (params) => ({ url: 'get-group-rank-list', params }),
      providesTags: (_result, _error, { gid }) => [{ type: 'Group', id: `rank-${gid}` }],
    }),
  }),
});

export const {
  useGetGroupListQuery,
  useGetGroupDetailQuery,
  useGetGroupAccessQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useDisbandGroupMutation,
  useUploadGroupAvatarMutation,
  useGetGroupMembersQuery,
  useGetGroupApplicationsQuery,
  useApplyToGroupMutation,
  useChangeGroupMemberMutation,
  useRemoveGroupMemberMutation,
  useExitGroupMutation,
  useGetGroupAnnouncementsQuery,
  useGetGroupAdminAnnouncementsQuery,
  useAddGroupAnnouncementMutation,
  useUpdateGroupAnnouncementMutation,
  useDeleteGroupAnnouncementMutation,
  useGetGroupRankQuery,
} = groupApi;
