import { useMemo } from 'react';
import { Space } from 'antd';
import { useSearchParams } from 'react-router';
import { useGetGroupRankQuery } from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { Card } from 'antd';
import { AnnouncementAdmin } from '@/features/group/components/AnnouncementAdmin.tsx';
import { DiscussionDetailView } from '@/app/routes/discussion/detail.tsx';
import { DiscussionListView } from '@/app/routes/discussion/list.tsx';
import { GroupDiscussionAdmin } from '@/features/discussion/components/GroupDiscussionAdmin.tsx';
import { GroupAnnouncementList } from '@/features/group/components/GroupAnnouncementList.tsx';
import { GroupRankTable } from '@/features/group/components/GroupRankTable.tsx';
import { GroupSetting } from '@/features/group/components/GroupSetting.tsx';
import { ApplicationTable, MemberTable } from '@/features/group/components/MemberTable.tsx';
import { useGroupView } from '@/features/group/hooks/use-group.ts';
import { groupRankRequest, groupRankSearch, parseGroupRankQuery } from '@/features/group/query.ts';

// The pages of the group shell's tabs (spec 03 §2.5–§2.8, §2.13), each a child route.

/** Home: the description and the visible announcements, 5 a page. */
export function GroupHomePage() {
  const { t } = useTranslation();
  const { group, gid } = useGroupView();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="group-home">
      <Card title={t('group.form.description')}>
        <Markdown text={group.description} />
      </Card>
      <GroupAnnouncementList gid={gid} />
    </Space>
  );
}

/** Members: the list, and for group admins the applications. */
export function GroupMembersPage() {
  const view = useGroupView();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {view.access.isAdmin ? <ApplicationTable view={view} /> : null}
      <MemberTable view={view} />
    </Space>
  );
}

/** Announcements (group admins). */
export function GroupAnnouncementsPage() {
  return <AnnouncementAdmin view={useGroupView()} />;
}

/** Setting (group root). */
export function GroupSettingPage() {
  return <GroupSetting view={useGroupView()} />;
}

/** Rank: ACM or OI, the filters in the URL query. */
export function GroupRankPage() {
  const { gid } = useGroupView();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseGroupRankQuery(search), [search]);
  const rank = useGetGroupRankQuery(groupRankRequest(gid, filters));
  return (
    <GroupRankTable
      gid={gid}
      filters={filters}
      records={rank.data?.records ?? []}
      total={rank.data?.total ?? 0}
      loading={rank.isFetching}
      onChange={(next) => {
        setSearch(groupRankSearch(next));
      }}
    />
  );
}

/** Discussion (spec 03 §2.12): the discussion list of the group, with the admin table for group admins. */
export function GroupDiscussionPage() {
  const { gid, access } = useGroupView();
  return <DiscussionListView gid={gid} adminPanel={access.isAdmin ? <GroupDiscussionAdmin gid={gid} /> : null} />;
}

/** A discussion of the group (GroupDiscussionDetails). */
export function GroupDiscussionDetailPage() {
  return <DiscussionDetailView gid={useGroupView().gid} />;
}
