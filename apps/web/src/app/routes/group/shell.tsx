import { Col, Result, Row, Tabs } from 'antd';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { selectUserInfo } from '@oj/api-client/core';
import { useGetGroupAccessQuery, useGetGroupDetailQuery } from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { useShellSelector } from '@oj/app-shell';
import { PageSuspense } from '@/app/lazy-page.tsx';
import { Loading } from '@/components/Loading.tsx';
import { paths } from '@/config/paths.ts';
import { GroupSidebar } from '@/features/group/components/GroupSidebar.tsx';
import { MembershipButtons } from '@/features/group/components/MembershipButtons.tsx';
import { GroupViewProvider, groupTabOfPath, visibleGroupTabs } from '@/features/group/hooks/use-group.ts';
import type { GroupTabKey, GroupView } from '@/features/group/hooks/use-group.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';

const TAB_HREF: Readonly<Record<GroupTabKey, (gid: number) => string>> = {
  home: (gid) => paths.group.detail.getHref(gid),
  problems: (gid) => paths.group.problems.getHref(gid),
  trainings: (gid) => paths.group.trainings.getHref(gid),
  contests: (gid) => paths.group.contests.getHref(gid),
  submissions: (gid) => paths.group.submissions.getHref(gid),
  discussion: (gid) => paths.group.discussions.getHref(gid),
  members: (gid) => paths.group.members.getHref(gid),
  announcements: (gid) => paths.group.announcements.getHref(gid),
  setting: (gid) => paths.group.setting.getHref(gid),
  rank: (gid) => paths.group.rank.getHref(gid),
};

/** Tabs whose pages take the whole width (spec 03 §2.5); the others show the group's side panel. */
const FULL_WIDTH: ReadonlySet<GroupTabKey> = new Set(['problems', 'trainings', 'submissions']);

function GroupFrame({ view }: { view: GroupView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { config } = useSiteConfig();
  const tabs = visibleGroupTabs(view.access, config.openGroupDiscussion);
  const active = groupTabOfPath(pathname);
  // A group contest's own screens (form, problems, announcements) take the whole width too.
  const fullWidth = FULL_WIDTH.has(active) || (active === 'contests' && pathname.split('/').length > 4);
  useDocumentTitle(view.group.name);
  const content = tabs.includes(active) ? (
    view.access.access ? (
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    ) : (
      <Result status="403" title={t('group.private')} />
    )
  ) : (
    <Result status="404" title={t('group.loadFailed')} extra={<Link to={paths.group.detail.getHref(view.gid)}>{t('group.tabs.home')}</Link>} />
  );
  return (
    <GroupViewProvider value={view}>
      <div data-testid="group-shell">
        <Tabs
          activeKey={active}
          data-testid="group-tabs"
          items={tabs.map((key) => ({ key, label: t(`group.tabs.${key}`) }))}
          onChange={(key) => void navigate(TAB_HREF[key as GroupTabKey](view.gid))}
        />
        {fullWidth ? (
          content
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={17}>
              {content}
            </Col>
            <Col xs={24} lg={7}>
              <GroupSidebar view={view} onDisbanded={() => void navigate(paths.group.list.getHref())} />
            </Col>
          </Row>
        )}
      </div>
    </GroupViewProvider>
  );
}

/**
 * The group shell (spec 03 §2.5, route /group/:groupID/*): the group and the viewer's access, its
 * tabs as child routes. A private group outside it answers 403: the page says so and offers to apply.
 */
export function GroupShellPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gid = Number(useParams().groupID);
  const valid = Number.isInteger(gid) && gid > 0;
  const user = useShellSelector(selectUserInfo);
  const access = useGetGroupAccessQuery({ gid }, { skip: !valid });
  const detail = useGetGroupDetailQuery({ gid }, { skip: !valid });
  const status = detail.error && 'status' in detail.error ? detail.error.status : null;
  if (valid && status === 403 && access.data) {
    return (
      <Result
        status="403"
        title={t('group.private')}
        data-testid="group-private"
        extra={[
          <MembershipButtons
            key="apply"
            group={{ id: gid, name: `#${String(gid)}`, auth: 3 }}
            access={access.data}
            onDisbanded={() => void navigate(paths.group.list.getHref())}
          />,
          <Link key="back" to={paths.group.list.getHref()}>
            {t('group.backToList')}
          </Link>,
        ]}
      />
    );
  }
  if (!valid || detail.isError || access.isError) {
    return <Result status="warning" title={t('group.loadFailed')} extra={<Link to={paths.group.list.getHref()}>{t('group.backToList')}</Link>} />;
  }
  if (!detail.data || !access.data) return <Loading />;
  return <GroupFrame view={{ gid, group: detail.data, access: access.data, viewerUid: user?.uid ?? '' }} />;
}
