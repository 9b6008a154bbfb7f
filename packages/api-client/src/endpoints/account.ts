import { REFRESH_TOKEN_HEADER } from '@oj/contracts';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '../api.ts';
import { selectUserInfo, sessionCleared, signedIn, userInfoReceived } from '../session.ts';
import type { SessionState } from '../session.ts';
import type {
  ApplyResetPasswordRequest,
  CalendarHeatmap,
  Captcha,
  ChangeEmailRequest,
  ChangeMobileRequest,
  ChangePasswordRequest,
  CheckUsernameOrEmailRequest,
  CheckUsernameOrEmailResult,
  LoginRequest,
  LoginResult,
  ProfileUpdate,
  RegisterRequest,
  ResetPasswordRequest,
  UnreadMessageCount,
  UserAuthInfo,
  UserHome,
  UserInfo,
  UserLookup,
} from '../types/account.ts';

export type * from '../types/account.ts';

/** Reads the token of a login answer from its authorization response header. */
function loginResult(userInfo: UserInfo, meta: FetchBaseQueryMeta | undefined): LoginResult {
  return { userInfo, token: meta?.response?.headers.get(REFRESH_TOKEN_HEADER) ?? '' };
}

/** Both login calls end the same way: a token and user info make a session. */
async function signInWhenFulfilled(queryFulfilled: Promise<{ data: LoginResult }>, dispatch: (action: ReturnType<typeof signedIn>) => unknown): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    if (data.token) dispatch(signedIn(data));
  } catch {
    // The caller shows the failure; nothing to record here.
  }
}

/** Account calls of spec 01 §7. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      transformResponse: (data: UserInfo, meta) => loginResult(data, meta),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => signInWhenFulfilled(queryFulfilled, dispatch),
    }),
    adminLogin: build.mutation<LoginResult, LoginRequest>({
      query: (body) => ({ url: 'admin/login', method: 'POST', body }),
      transformResponse: (data: UserInfo, meta) => loginResult(data, meta),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => signInWhenFulfilled(queryFulfilled, dispatch),
    }),
    logout: build.mutation<null, { admin?: boolean } | undefined>({
      query: (arg) => ({ url: arg?.admin ? 'admin/logout' : 'logout', method: 'GET' }),
      // The local session ends whatever the server says, and no signed-in data stays cached.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch {
          // Already logged out server-side, or offline: the local logout still counts.
        }
        dispatch(sessionCleared());
        dispatch(api.util.resetApiState());
      },
    }),
    register: build.mutation<null, RegisterRequest>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
    }),
    getRegisterCode: build.mutation<null, string>({
      query: (email) => ({ url: 'get-register-code', method: 'GET', params: { email } }),
    }),
    checkUsernameOrEmail: build.mutation<CheckUsernameOrEmailResult, CheckUsernameOrEmailRequest>({
      query: (body) => ({ url: 'check-username-or-email', method: 'POST', body }),
    }),
    getCaptcha: build.query<Captcha, undefined>({
      query: () => 'captcha',
      keepUnusedDataFor: 0,
    }),
    applyResetPassword: build.mutation<null, ApplyResetPasswordRequest>({
      query: (body) => ({ url: 'apply-reset-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<null, ResetPasswordRequest>({
      query: (body) => ({ url: 'reset-password', method: 'POST', body }),
    }),
    getUserAuthInfo: build.query<UserAuthInfo, undefined>({
      query: () => 'get-user-auth-info',
      providesTags: ['UserInfo'],
      // Refreshes the stored role list (spec 01 §8: a 403 refreshes roles).
      onQueryStarted: async (_arg, lifecycle) => {
        try {
          const { data } = await lifecycle.queryFulfilled;
          // Both apps mount sessionSlice next to the api reducer; RTK only types the api part of the state.
          const current = selectUserInfo(lifecycle.getState() as unknown as { session: SessionState });
          if (current) lifecycle.dispatch(userInfoReceived({ ...current, roleList: data.roles }));
        } catch {
          // Errors reach the caller and the app's error reporter.
        }
      },
    }),
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => ({ url: 'change-password', method: 'POST', body }),
    }),
    getChangeEmailCode: build.mutation<null, string>({
      query: (email) => ({ url: 'get-change-email-code', method: 'GET', params: { email } }),
    }),
    changeEmail: build.mutation<UserInfo, ChangeEmailRequest>({
      query: (body) => ({ url: 'change-email', method: 'POST', body }),
    }),
    // The answer is the new user info: the session shows the new number at once.
    changeMobile: build.mutation<UserInfo, ChangeMobileRequest>({
      query: (body) => ({ url: 'change-mobile', method: 'POST', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(userInfoReceived(data));
        } catch {
          // See getUserAuthInfo.
        }
      },
    }),
    changeUserInfo: build.mutation<UserInfo, ProfileUpdate>({
      query: (body) => ({ url: 'change-userInfo', method: 'POST', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(userInfoReceived(data));
        } catch {
          // See getUserAuthInfo.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['UserHome']),
    }),
    uploadAvatar: build.mutation<UserInfo, { image: Blob; fileName: string }>({
      query: ({ image, fileName }) => {
        const body = new FormData();
        body.append('image', image, fileName);
        return { url: 'file/upload-avatar', method: 'POST', body };
      },
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(userInfoReceived(data));
        } catch {
          // See getUserAuthInfo.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['UserHome']),
    }),
    getUserHomeInfo: build.query<UserHome, UserLookup>({
      query: (params) => ({ url: 'get-user-home-info', params }),
      providesTags: ['UserHome'],
    }),
    getUserCalendarHeatmap: build.query<CalendarHeatmap, UserLookup>({
      query: (params) => ({ url: 'get-user-calendar-heatmap', params }),
      providesTags: ['UserHome'],
    }),
    getUnreadMessageCount: build.query<UnreadMessageCount, undefined>({
      query: () => 'msg/unread',
      providesTags: ['UnreadCount'],
    }),
  }),
});

export const {
  useLoginMutation,
  useAdminLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useGetRegisterCodeMutation,
  useCheckUsernameOrEmailMutation,
  useGetCaptchaQuery,
  useLazyGetCaptchaQuery,
  useApplyResetPasswordMutation,
  useResetPasswordMutation,
  useGetUserAuthInfoQuery,
  useLazyGetUserAuthInfoQuery,
  useChangePasswordMutation,
  useGetChangeEmailCodeMutation,
  useChangeEmailMutation,
  useChangeMobileMutation,
  useChangeUserInfoMutation,
  useUploadAvatarMutation,
  useGetUserHomeInfoQuery,
  useGetUserCalendarHeatmapQuery,
  useGetUnreadMessageCountQuery,
} = accountApi;
