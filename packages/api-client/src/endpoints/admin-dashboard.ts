import type { DashboardInfoDto } from '@oj/contracts';
import { api } from '../api.ts';

export type { DashboardInfoDto, DashboardJudgeNodeDto, RecentLoginDto } from '@oj/contracts';

/** The back office's dashboard (spec 03 §7 "dashboard info"). */
export const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardInfo: build.query<DashboardInfoDto, undefined>({
      query: () => ({ url: 'admin/dashboard/get-dashboard-info' }),
      providesTags: ['JudgeNode'],
    }),
  }),
});

export const { useGetDashboardInfoQuery } = adminDashboardApi;
