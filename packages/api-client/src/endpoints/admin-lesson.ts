import type {
  AdminLessonDto,
  AdminLessonGroupsDto,
  AdminLessonPageDto,
  LessonFormDto,
  LessonGroupFormDto,
  LessonGroupUpdateDto,
  LessonItemFormDto,
  LessonItemOrderDto,
  LessonItemUpdateDto,
  LessonPageQueryDto,
  LessonUpdateDto,
} from '@oj/contracts';
import { api } from '../api.ts';
import { lessonPageParams } from './lesson.ts';

const ADMIN_LIST = { type: 'Lesson' as const, id: 'ADMIN_LIST' };
const groupsTag = (lid: number) => ({ type: 'Lesson' as const, id: `groups-${lid}` });

/** Every lesson tag of the user side too: a change in the back office shows on the user pages of the same app session. */
const USER_TAGS = [{ type: 'Lesson' as const, id: 'LIST' }];

/** The back office's lessons (spec 03 admin "lesson"): list, form, groups and items. */
export const adminLessonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminLessonPage: build.query<AdminLessonPageDto, LessonPageQueryDto>({
      query: (query) => ({ url: 'admin/lesson/page', params: lessonPageParams(query) }),
      providesTags: [ADMIN_LIST],
    }),
    getAdminLesson: build.query<AdminLessonDto, number>({
      query: (id) => ({ url: 'admin/lesson', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Lesson', id }],
    }),
    createLesson: build.mutation<{ id: number }, LessonFormDto>({
      query: (body) => ({ url: 'admin/lesson', method: 'POST', body }),
      invalidatesTags: [ADMIN_LIST, ...USER_TAGS],
    }),
    updateLesson: build.mutation<null, LessonUpdateDto>({
      query: (body) => ({ url: 'admin/lesson', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [ADMIN_LIST, { type: 'Lesson', id }, groupsTag(id), ...USER_TAGS],
    }),
    deleteLesson: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/lesson', method: 'DELETE', params: { id } }),
      invalidatesTags: [ADMIN_LIST, ...USER_TAGS],
    }),
    getAdminLessonGroups: build.query<AdminLessonGroupsDto, number>({
      query: (id) => ({ url: 'admin/lesson/groups', params: { id } }),
      providesTags: (_result, _error, id) => [groupsTag(id)],
    }),
    addLessonGroup: build.mutation<{ id: number }, LessonGroupFormDto>({
      query: (body) => ({ url: 'admin/lesson/group', method: 'POST', body }),
      invalidatesTags: (_result, _error, { lid }) => [groupsTag(lid), { type: 'Lesson', id: lid }],
    }),
    updateLessonGroup: build.mutation<null, LessonGroupUpdateDto & { lid: number }>({
      query: ({ lid: _lid, ...body }) => ({ url: 'admin/lesson/group', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { lid }) => [groupsTag(lid), { type: 'Lesson', id: lid }],
    }),
    deleteLessonGroup: build.mutation<null, { id: number; lid: number }>({
      query: ({ id }) => ({ url: 'admin/lesson/group', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, _error, { lid }) => [groupsTag(lid), { type: 'Lesson', id: lid }],
    }),
    addLessonItem: build.mutation<{ id: number }, LessonItemFormDto & { lid: number }>({
      query: ({ lid: _lid, ...body }) => ({ url: 'admin/lesson/item', method: 'POST', body }),
      invalidatesTags: (_result, _error, { lid }) => [groupsTag(lid), { type: 'Lesson', id: lid }],
    }),
    updateLessonItem: build.mutation<null, LessonItemUpdateDto & { lid: number }>({
      query: ({ lid: _lid, ...body }) => ({ url: 'admin/lesson/item', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { lid }) => [groupsTag(lid), { type: 'Lesson', id: lid }],
    }),
    orderLessonItems: build.mutation<null, LessonItemOrderDto & { lid: number }>({
      query: ({ lid: _lid, ...body }) => ({ url: 'admin/lesson/item/order', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { lid }) => [groupsTag(lid), { type: 'Lesson', id: lid }],
    }),
    deleteLessonItem: build.mutation<null, { id: number; lid: number }>({
      query: ({ id }) => ({ url: 'admin/lesson/item', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, _error, { lid }) => [groupsTag(lid), { type: 'Lesson', id: lid }],
    }),
  }),
});

export const {
  useGetAdminLessonPageQuery,
  useGetAdminLessonQuery,
  useCreateLessonMutation,
  useUpdateLessonMutation,
  useDeleteLessonMutation,
  useGetAdminLessonGroupsQuery,
  useAddLessonGroupMutation,
  useUpdateLessonGroupMutation,
  useDeleteLessonGroupMutation,
  useAddLessonItemMutation,
  useUpdateLessonItemMutation,
  useOrderLessonItemsMutation,
  useDeleteLessonItemMutation,
} = adminLessonApi;
