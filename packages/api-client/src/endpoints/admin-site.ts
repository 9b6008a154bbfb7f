import type {
  AdminWebConfigDto,
  AdminWebConfigPatchDto,
  DataSourceInfoDto,
  EmailConfigBodyDto,
  EmailConfigDto,
  JudgeServiceInfoDto,
  LimitsConfigByTab,
  MobileConfigBodyDto,
  MobileConfigDto,
  ServiceInfoDto,
  SwitchInfoDto,
  SwitchUpdateBodyDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** The values of each limits tab, by tab. */
export type LimitsOf = LimitsConfigByTab;

/** The tabs of the system config page stored as plain limits. */
export type LimitsTab = keyof LimitsConfigByTab;

// Every call here changes or reads one system-config area; a write refreshes what it changed and
// the public website config the shell reads (switches and website fields live there).
const CONFIG = (id: string) => ({ type: 'AdminConfig' as const, id });

/** The super admin's system config, switches and service info (spec 03 §2.19, §7 "config", "switch"). */
export const adminSiteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebConfig: build.query<AdminWebConfigDto, undefined>({
      query: () => 'admin/config/get-web-config',
      providesTags: [CONFIG('web')],
    }),
    setWebConfig: build.mutation<AdminWebConfigDto, AdminWebConfigPatchDto>({
      query: (body) => ({ url: 'admin/config/set-web-config', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CONFIG('web'), CONFIG('switch'), 'WebsiteConfig']),
    }),
    getEmailConfig: build.query<EmailConfigDto, undefined>({
      query: () => 'admin/config/get-email-config',
      providesTags: [CONFIG('email')],
    }),
    setEmailConfig: build.mutation<EmailConfigDto, EmailConfigBodyDto>({
      query: (body) => ({ url: 'admin/config/set-email-config', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CONFIG('email')]),
    }),
    sendTestEmail: build.mutation<null, string>({
      query: (email) => ({ url: 'admin/config/test-email', method: 'POST', body: { email } }),
    }),
    getMobileConfig: build.query<MobileConfigDto, undefined>({
      query: () => 'admin/config/get-mobile-config',
      providesTags: [CONFIG('mobile')],
    }),
    setMobileConfig: build.mutation<MobileConfigDto, MobileConfigBodyDto>({
      query: (body) => ({ url: 'admin/config/set-mobile-config', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CONFIG('mobile')]),
    }),
    getLimits: build.query<LimitsOf[LimitsTab], LimitsTab>({
      query: (tab) => `admin/config/get-${tab}-config`,
      providesTags: (_result, _error, tab) => [CONFIG(tab)],
    }),
    setLimits: build.mutation<LimitsOf[LimitsTab], { tab: LimitsTab; values: LimitsOf[LimitsTab] }>({
      query: ({ tab, values }) => ({ url: `admin/config/set-${tab}-config`, method: 'PUT', body: values }),
      invalidatesTags: (_result, error, { tab }) => (error ? [] : [CONFIG(tab)]),
    }),
    getSwitchInfo: build.query<SwitchInfoDto, undefined>({
      query: () => 'admin/switch/info',
      providesTags: [CONFIG('switch')],
    }),
    updateSwitches: build.mutation<SwitchInfoDto, SwitchUpdateBodyDto>({
      query: (body) => ({ url: 'admin/switch/update', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : [CONFIG('switch'), CONFIG('web'), 'WebsiteConfig']),
    }),
    getServiceInfo: build.query<ServiceInfoDto, undefined>({
      query: () => 'admin/config/get-service-info',
      providesTags: [CONFIG('service')],
    }),
    getJudgeServiceInfo: build.query<JudgeServiceInfoDto, undefined>({
      query: () => 'admin/config/get-judge-service-info',
      providesTags: [CONFIG('judge-service')],
    }),
    getDataSourceInfo: build.query<DataSourceInfoDto, undefined>({
      query: () => 'admin/config/get-db-and-redis-config',
      providesTags: [CONFIG('data-source')],
    }),
  }),
});

export const {
  useGetWebConfigQuery,
  useSetWebConfigMutation,
  useGetEmailConfigQuery,
  useSetEmailConfigMutation,
  useSendTestEmailMutation,
  useGetMobileConfigQuery,
  useSetMobileConfigMutation,
  useGetLimitsQuery,
  useSetLimitsMutation,
  useGetSwitchInfoQuery,
  useUpdateSwitchesMutation,
  useGetServiceInfoQuery,
  useGetJudgeServiceInfoQuery,
  useGetDataSourceInfoQuery,
} = adminSiteApi;
