import type {
  AdminUserListDto,
  AdminUserListQueryDto,
  BatchUserReportDto,
  DeleteUserBodyDto,
  EditUserBodyDto,
  GenerateUserBodyDto,
  GenerateUserResultDto,
  InsertBatchUserBodyDto,
  RoleAuthListDto,
  TeamAccountsBodyDto,
  TeamAccountsResultDto,
  UserSessionDto,
} from '@oj/contracts';
import { api } from '../api.ts';

export type {
  AdminUserListDto,
  AdminUserListQueryDto,
  AdminUserRecordDto,
  BatchUserReportDto,
  BatchUserRowReportDto,
  EditUserBodyDto,
  GenerateUserBodyDto,
  GenerateUserResultDto,
  GeneratedUserDto,
  RoleAuthDto,
  RoleAuthListDto,
  TeamAccountDto,
  TeamAccountsBodyDto,
  TeamAccountsResultDto,
  TeamEntryDto,
  UserSessionDto,
} from '@oj/contracts';

/** The super admin's user tools (spec 03 §7 "user", "auth"), and team accounts for a contest's account limit rule. */
export const adminUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUserList: build.query<AdminUserListDto, AdminUserListQueryDto>({
      query: (query) => {
        const params: AdminUserListQueryDto = { ...query };
        if (!params.keyword?.trim()) delete params.keyword;
        if (!params.onlyAdmin) delete params.onlyAdmin;
        return { url: 'admin/user/get-user-list', params };
      },
      providesTags: (result) => [
        { type: 'AdminUser', id: 'LIST' },
        ...(result?.records ?? []).map((record) => ({ type: 'AdminUser' as const, id: record.uid })),
      ],
    }),
    editAdminUser: build.mutation<null, EditUserBodyDto>({
      query: (body) => ({ url: 'admin/user/edit-user', method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'AdminUser', id: 'LIST' },
        { type: 'AdminUser', id: body.uid },
      ],
    }),
    deleteAdminUsers: build.mutation<number, DeleteUserBodyDto>({
      query: (body) => ({ url: 'admin/user/delete-user', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }],
    }),
    getUserSessions: build.query<UserSessionDto[], string>({
      query: (uid) => ({ url: 'admin/user/sessions', params: { uid } }),
      providesTags: (_result, _error, uid) => [{ type: 'AdminUser', id: `sessions-${uid}` }],
    }),
    forceLogoutUser: build.mutation<null, string>({
      query: (uid) => ({ url: 'admin/user/force-logout', method: 'POST', body: { uid } }),
      invalidatesTags: (_result, _error, uid) => [{ type: 'AdminUser', id: `sessions-${uid}` }],
    }),
    insertBatchUsers: build.mutation<BatchUserReportDto, InsertBatchUserBodyDto>({
      query: (body) => ({ url: 'admin/user/insert-batch-user', method: 'POST', body }),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }],
    }),
    generateUsers: build.mutation<GenerateUserResultDto, GenerateUserBodyDto>({
      query: (body) => ({ url: 'admin/user/generate-user', method: 'POST', body }),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }],
    }),
    generateTeamAccounts: build.mutation<TeamAccountsResultDto, TeamAccountsBodyDto>({
      query: (body) => ({ url: 'admin/user/generate-team-accounts', method: 'POST', body }),
      invalidatesTags: [{ type: 'AdminUser', id: 'LIST' }],
    }),
    getRoleAuth: build.query<RoleAuthListDto, undefined>({
      query: () => ({ url: 'admin/auth/roles' }),
    }),
  }),
});

export const {
  useGetAdminUserListQuery,
  useEditAdminUserMutation,
  useDeleteAdminUsersMutation,
  useGetUserSessionsQuery,
  useForceLogoutUserMutation,
  useInsertBatchUsersMutation,
  useGenerateUsersMutation,
  useGenerateTeamAccountsMutation,
  useGetRoleAuthQuery,
} = adminUserApi;
