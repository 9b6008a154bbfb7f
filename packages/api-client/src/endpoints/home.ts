import type {
  AnnouncementPageDto,
  AnnouncementPageQueryDto,
  CarouselItemDto,
  QuoteDto,
  RecentContestDto,
  SevenDayRankRowDto,
  WeekStatisticsDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** The home page's widgets (spec 02 §7 Home): public reads. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeCarousel: build.query<CarouselItemDto[], undefined>({
      query: () => 'home-carousel',
      // A missing answer reads as none, so the widgets never see null.
      transformResponse: (data: CarouselItemDto[] | null) => data ?? [],
      providesTags: [{ type: 'HomeWidget', id: 'carousel' }],
    }),
    getRecentContests: build.query<RecentContestDto[], undefined>({
      query: () => 'get-recent-contest',
      transformResponse: (data: RecentContestDto[] | null) => data ?? [],
      providesTags: [{ type: 'HomeWidget', id: 'contests' }],
    }),
    getCommonAnnouncements: build.query<AnnouncementPageDto, AnnouncementPageQueryDto>({
      query: (params) => ({ url: 'get-common-announcement', params }),
      transformResponse: (data: AnnouncementPageDto | null) => data ?? { total: 0, records: [] },
      providesTags: [{ type: 'Announcement', id: 'LIST' }],
    }),
    getSevenDayRank: build.query<SevenDayRankRowDto[], undefined>({
      query: () => 'get-recent-seven-ac-rank',
      transformResponse: (data: SevenDayRankRowDto[] | null) => data ?? [],
      providesTags: [{ type: 'HomeWidget', id: 'rank' }],
    }),
    getWeekStatistics: build.query<WeekStatisticsDto, { forceRefresh?: boolean }>({
      query: ({ forceRefresh }) => ({ url: 'get-last-week-submission-statistics', params: forceRefresh ? { forceRefresh: true } : {} }),
      providesTags: [{ type: 'HomeWidget', id: 'statistics' }],
    }),
    getHomeQuote: build.query<QuoteDto, 'zh-CN' | 'en-US'>({
      query: (lang) => ({ url: 'get-home-quote', params: { lang } }),
    }),
  }),
});

export const {
  useGetHomeCarouselQuery,
  useGetRecentContestsQuery,
  useGetCommonAnnouncementsQuery,
  useGetSevenDayRankQuery,
  useGetWeekStatisticsQuery,
  useGetHomeQuoteQuery,
} = homeApi;
