import { useState } from 'react';
import type { ReactNode } from 'react';
import { Card, Segmented } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useGetGroupContestListQuery } from '@oj/api-client/admin-contest';
import type { AdminContestListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ContestAnnouncementsPage } from '@oj/manage/contests/pages/ContestAnnouncementsPage.tsx';
import { ContestEditPage } from '@oj/manage/contests/pages/ContestEditPage.tsx';
import { ContestListPage } from '@oj/manage/contests/pages/ContestListPage.tsx';
import { ContestProblemsPage } from '@oj/manage/contests/pages/ContestProblemsPage.tsx';
import { paths } from '@/config/paths.ts';
import { ContestListTable } from '@/features/contest/components/ContestListTable.tsx';
import { GroupManage } from '@/features/group/components/GroupManage.tsx';
import { useGroupView } from '@/features/group/hooks/use-group.ts';

// The group's contests (spec 03 §2.11): the members' list, and for its admins the back office's
// contest screens (list, form, problems, announcements from @oj/manage) mounted with the group.

/**
 * The members' view of a group's contests (spec 03 §2.11): the site's contest table (type icon,
 * title, lock, start, duration, rule, auth, participants, status, the outside scoreboard button)
 * over the group's visible contests; a row opens the contest's own pages.
 */
function GroupContestList({ gid }: { gid: number }) {
  const navigate = useNavigate();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useGetGroupContestListQuery({ gid, currentPage });
  return (
    <ContestListTable
      records={list.data?.records ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      currentPage={currentPage}
      // The group's column is narrower than the site's list: the compact table keeps every column in view.
      compact
      onPageChange={setCurrentPage}
      onOpen={(contest) => void navigate(paths.contest.detail.getHref(contest.id))}
    />
  );
}

/** The contests tab: the members' list; group admins switch to the managed table (?mode=admin). */
export function GroupContestsPage() {
  const { t } = useTranslation();
  const { gid, access, viewerUid } = useGroupView();
  const [search, setSearch] = useSearchParams();
  const admin = access.isAdmin && search.get('mode') === 'admin';
  // Spec 03 §6: edit, problems, announcements, the accepted code and delete: the group root or the contest's creator.
  const canManage = (contest: AdminContestListRecordDto) => access.isRoot || contest.uid === viewerUid;
  return (
    <Card
      title={t('group.contests.title')}
      data-testid="group-contests"
      extra={
        access.isAdmin ? (
          <Segmented
            aria-label={t('group.contests.modeLabel')}
            value={admin ? 'admin' : 'members'}
            options={[
              { value: 'members', label: t('group.contests.members') },
              { value: 'admin', label: t('group.contests.manage') },
            ]}
            onChange={(value) => {
              setSearch(value === 'admin' ? { mode: 'admin' } : {});
            }}
          />
        ) : null
      }
    >
      {admin ? (
        <GroupManage>
          <ContestListPage canManage={canManage} />
        </GroupManage>
      ) : (
        <GroupContestList gid={gid} />
      )}
    </Card>
  );
}

/** One contest's screen in the group, with the way back to the group's contests. */
function ContestScreen({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { gid } = useGroupView();
  return (
    <GroupManage>
      <Link to={paths.group.contestAdmin.getHref(gid)} style={{ display: 'inline-block', marginBottom: 12 }}>
        {t('group.contests.back')}
      </Link>
      {children}
    </GroupManage>
  );
}

/** GroupCreateContest and GroupEditContest: the back office's contest form. */
export function GroupContestEditPage() {
  return (
    <ContestScreen>
      <ContestEditPage />
    </ContestScreen>
  );
}

/** GroupContestProblemList: the back office's contest problem table, adding public and group problems. */
export function GroupContestProblemsPage() {
  return (
    <ContestScreen>
      <ContestProblemsPage />
    </ContestScreen>
  );
}

/** GroupContestAnnouncementList: the contest's announcements. */
export function GroupContestAnnouncementsPage() {
  return (
    <ContestScreen>
      <ContestAnnouncementsPage />
    </ContestScreen>
  );
}
