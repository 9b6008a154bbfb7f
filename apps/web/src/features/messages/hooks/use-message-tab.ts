import { useState } from 'react';
import { MESSAGE_LIMITS, MessageType } from '@oj/contracts';
import type { MessageTypeName } from '@oj/contracts';
import { useCleanMessagesMutation, useGetNoticeMessagesQuery, useGetRemindMessagesQuery } from '@oj/api-client/message';
import type { NoticeTab, RemindTab } from '@oj/api-client/message';
import type { MessageTabKey } from '../unread.ts';

/** Each tab's list call and its DELETE msg/clean type. */
const TAB_CALLS: Readonly<Record<MessageTabKey, { list: RemindTab | NoticeTab; type: MessageTypeName }>> = {
  discuss: { list: 'comment', type: MessageType.Discuss },
  reply: { list: 'reply', type: MessageType.Reply },
  like: { list: 'like', type: MessageType.Like },
  sys: { list: 'sys', type: MessageType.Sys },
  mine: { list: 'mine', type: MessageType.Mine },
};

const isNoticeTab = (tab: RemindTab | NoticeTab): tab is NoticeTab => tab === 'sys' || tab === 'mine';

/**
 * One tab of the message center: its page (fetched on every open, which marks it read on the
 * server and lowers that counter), paging, and deleting one message or all of them.
 */
export function useMessageTab(tab: MessageTabKey) {
  const [page, setPage] = useState(1);
  const { list, type } = TAB_CALLS[tab];
  const notices = isNoticeTab(list);
  const options = { refetchOnMountOrArgChange: true } as const;
  const reminders = useGetRemindMessagesQuery({ tab: list as RemindTab, currentPage: page }, { ...options, skip: notices });
  const noticePage = useGetNoticeMessagesQuery({ tab: list as NoticeTab, currentPage: page }, { ...options, skip: !notices });
  const [clean, cleaning] = useCleanMessagesMutation();
  const current = notices ? noticePage : reminders;

  const remove = async (id?: number) => {
    try {
      await clean({ tab: list, type, ...(id === undefined ? {} : { id }) }).unwrap();
    } catch {
      // The app's error reporter shows the failure.
      return;
    }
    if (id === undefined) setPage(1);
  };

  return {
    page,
    setPage,
    pageSize: notices ? MESSAGE_LIMITS.noticePageSize : MESSAGE_LIMITS.remindPageSize,
    loading: current.isFetching,
    total: current.data?.total ?? 0,
    reminders: notices ? [] : (reminders.data?.records ?? []),
    notices: notices ? (noticePage.data?.records ?? []) : [],
    cleaning: cleaning.isLoading,
    remove,
  };
}
