import type { MessageCleanQueryDto, MessageCleanResultDto, MessagePageQueryDto, RemindMessagePageDto, SysMessagePageDto } from '@oj/contracts';
import { api } from '../api.ts';

/** The reminder tabs (msg/comment, msg/reply, msg/like) and the notice tabs (msg/sys, msg/mine). */
export type RemindTab = 'comment' | 'reply' | 'like';
export type NoticeTab = 'sys' | 'mine';

const tabTag = (tab: string) => ({ type: 'Message' as const, id: tab });

/**
 * The message center (spec 03 §2.16, §7 "Messages"). Reading a tab's page marks its unread messages
 * read on the server, so each fetch refreshes the unread counts (the header badge) afterwards.
 */
export const messageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRemindMessages: build.query<RemindMessagePageDto, MessagePageQueryDto & { tab: RemindTab }>({
      query: ({ tab, ...params }) => ({ url: `msg/${tab}`, params }),
      providesTags: (_result, _error, { tab }) => [tabTag(tab)],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(api.util.invalidateTags(['UnreadCount'])),
          () => undefined,
        );
      },
    }),
    getNoticeMessages: build.query<SysMessagePageDto, MessagePageQueryDto & { tab: NoticeTab }>({
      query: ({ tab, ...params }) => ({ url: `msg/${tab}`, params }),
      providesTags: (_result, _error, { tab }) => [tabTag(tab)],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.then(
          () => dispatch(api.util.invalidateTags(['UnreadCount'])),
          () => undefined,
        );
      },
    }),
    /** DELETE msg/clean: one message (`id`) or the whole tab. */
    cleanMessages: build.mutation<MessageCleanResultDto, MessageCleanQueryDto & { tab: RemindTab | NoticeTab }>({
      query: ({ tab: _tab, ...params }) => ({ url: 'msg/clean', method: 'DELETE', params }),
      invalidatesTags: (_result, error, { tab }) => (error ? [] : [tabTag(tab), 'UnreadCount']),
    }),
  }),
});

export const { useGetRemindMessagesQuery, useGetNoticeMessagesQuery, useCleanMessagesMutation } = messageApi;
