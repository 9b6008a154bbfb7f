import type {
  AdminToolDto,
  AnnouncementDto,
  AnnouncementFormDto,
  AnnouncementPageDto,
  AnnouncementPageQueryDto,
  AnnouncementUpdateDto,
  ToolFormDto,
  ToolUpdateDto,
} from '@oj/contracts';
import { api } from '../api.ts';

/** The super admin's pages behind the home page: site announcements, toolbox links, carousel images. */
export const adminHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminAnnouncements: build.query<AnnouncementPageDto, AnnouncementPageQueryDto>({
      query: (params) => ({ url: 'admin/announcement', params }),
      providesTags: [{ type: 'Announcement', id: 'ADMIN' }],
    }),
    createAnnouncement: build.mutation<AnnouncementDto, AnnouncementFormDto>({
      query: (body) => ({ url: 'admin/announcement', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Announcement']),
    }),
    updateAnnouncement: build.mutation<AnnouncementDto, AnnouncementUpdateDto>({
      query: (body) => ({ url: 'admin/announcement', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Announcement']),
    }),
    deleteAnnouncement: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/announcement', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Announcement']),
    }),
    getAdminTools: build.query<AdminToolDto[], undefined>({
      query: () => 'admin/tools',
      providesTags: [{ type: 'Tool', id: 'ADMIN' }],
    }),
    createTool: build.mutation<AdminToolDto, ToolFormDto>({
      query: (body) => ({ url: 'admin/tools', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Tool']),
    }),
    updateTool: build.mutation<AdminToolDto, ToolUpdateDto>({
      query: (body) => ({ url: 'admin/tools', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Tool']),
    }),
    deleteTool: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/tools', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Tool']),
    }),
    deleteCarouselImage: build.mutation<null, number>({
      query: (id) => ({ url: 'admin/config/home-carousel', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'HomeWidget', id: 'carousel' }]),
    }),
  }),
});

export const {
  useGetAdminAnnouncementsQuery,
  useCreateAnnouncementMutation,
  useUpdateAnnouncementMutation,
  useDeleteAnnouncementMutation,
  useGetAdminToolsQuery,
  useCreateToolMutation,
  useUpdateToolMutation,
  useDeleteToolMutation,
  useDeleteCarouselImageMutation,
} = adminHomeApi;
