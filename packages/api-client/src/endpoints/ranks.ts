import type { RankListPageDto, RankListQueryDto } from '@oj/contracts';
import { api } from '../api.ts';

/** The global ACM and OI ranklists (spec 02 §7 get-rank-list): anyone may read them. */
export const ranksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRankList: build.query<RankListPageDto, RankListQueryDto>({
      query: (params) => ({ url: 'get-rank-list', params }),
    }),
  }),
});

export const { useGetRankListQuery } = ranksApi;
