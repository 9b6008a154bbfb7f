import { Card, Col, Result, Row, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useGetUserHomeInfoQuery } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { Loading } from '@/components/Loading.tsx';
import { SolvedProblems } from '@/features/user-home/components/SolvedProblems.tsx';
import { StatCards } from '@/features/user-home/components/StatCards.tsx';
import { SubmissionHeatmap } from '@/features/user-home/components/SubmissionHeatmap.tsx';
import { UserProfileHeader } from '@/features/user-home/components/UserProfileHeader.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** A user's home page (spec 01 §2): profile, stat cards, the yearly heat map, profile and solved tabs. */
export function UserHomePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const uid = search.get('uid') ?? undefined;
  const username = search.get('username') ?? undefined;
  // With uid the username is redundant; either one (or the session) names the user.
  const query = uid ? { uid } : username ? { username } : {};
  const home = useGetUserHomeInfoQuery(query);
  useDocumentTitle(home.data ? home.data.username : t('page.userHome'));

  if (home.isError) return <Result status="404" title={t('userHome.notFound')} />;
  if (!home.data) return <Loading />;
  const user = home.data;

  return (
    <Row gutter={[16, 16]} data-testid="user-home">
      <Col xs={24} lg={7}>
        <Card>
          <UserProfileHeader user={user} />
        </Card>
      </Col>
      <Col xs={24} lg={17}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <StatCards user={user} />
          <SubmissionHeatmap uid={user.uid} />
          <Card size="small">
            <Tabs
              items={[
                {
                  key: 'profile',
                  label: t('userHome.profile'),
                  children: <Markdown text={user.signature} placeholder={t('userHome.notSetYet')} data-testid="user-signature" />,
                },
                {
                  key: 'solved',
                  label: t('userHome.solvedProblems'),
                  children: <SolvedProblems user={user} refreshing={home.isFetching} onRefresh={() => void home.refetch()} />,
                },
              ]}
            />
          </Card>
        </div>
      </Col>
    </Row>
  );
}
