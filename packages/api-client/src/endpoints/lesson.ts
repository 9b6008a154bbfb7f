import type { LessonDetailDto, LessonPageDto, LessonPageQueryDto } from '@oj/contracts';
import { api } from '../api.ts';

/** lesson/page query: the keyword trimmed, an empty one dropped. */
export function lessonPageParams(query: LessonPageQueryDto): LessonPageQueryDto {
  const params: LessonPageQueryDto = {};
  if (query.currentPage !== undefined) params.currentPage = query.currentPage;
  if (query.limit !== undefined) params.limit = query.limit;
  const keyword = query.keyword?.trim();
  if (keyword) params.keyword = keyword;
  return params;
}

/** The lessons, user side (spec 02 §7 "Lessons"): the catalogue and one lesson. */
export const lessonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLessonPage: build.query<LessonPageDto, LessonPageQueryDto>({
      query: (query) => ({ url: 'lesson/page', params: lessonPageParams(query) }),
      providesTags: [{ type: 'Lesson', id: 'LIST' }],
    }),
    getLesson: build.query<LessonDetailDto, number>({
      query: (lid) => ({ url: 'lesson', params: { lid } }),
      providesTags: (_result, _error, lid) => [{ type: 'Lesson', id: lid }],
    }),
  }),
});

export const { useGetLessonPageQuery, useGetLessonQuery } = lessonApi;
