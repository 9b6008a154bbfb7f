import { CONTEST_POLL_MS } from '@oj/contracts';
import { useGetContestAnnouncementsQuery } from '@oj/api-client/contest';
import { useTranslation } from '@oj/i18n';
import { AnnouncementList } from '@/features/contest/components/AnnouncementList.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { markAnnouncementsRead } from '@/features/contest/read-announcements.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * The contest's announcements (spec 02 §2 ContestAnnouncementList): every announcement, no
 * pagination, refreshed every 60 s (spec 03 §2.4) and at once when the shell's poll finds a new one.
 */
export function ContestAnnouncementsPage() {
  const { t } = useTranslation();
  const { cid, contest } = useContestView();
  const list = useGetContestAnnouncementsQuery({ cid }, { pollingInterval: CONTEST_POLL_MS.announcements });
  useDocumentTitle(`${t('contest.tabs.announcements')} - ${contest.title}`);
  return (
    <AnnouncementList
      announcements={list.data ?? []}
      loading={list.isLoading}
      refreshing={list.isFetching}
      trust={contest.gid === null ? 'admin' : 'user'}
      onRefresh={() => void list.refetch()}
      onOpen={(id) => {
        markAnnouncementsRead(cid, [id]);
      }}
    />
  );
}
