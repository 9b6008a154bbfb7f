import { Card, Result, Typography } from 'antd';
import { useParams } from 'react-router';
import { ContestType } from '@oj/contracts';
import { selectUserInfo } from '@oj/api-client/core';
import { useGetContestOutsideInfoQuery } from '@oj/api-client/contest';
import { useTranslation } from '@oj/i18n';
import { useAppSelector } from '@/app/store.ts';
import { Loading } from '@/components/Loading.tsx';
import { boardControlsAllowed, contestEnded } from '@/features/contest-board/access.ts';
import { ContestBoard } from '@/features/contest-board/components/ContestBoard.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { fullTime } from '@/lib/time.ts';

/**
 * The outside scoreboards (spec 02 §2): /contest/acm-scoreboard/:contestID and /contest/oi-scoreboard/:contestID,
 * open without sign-in when the contest has openRank. The contest's own rule decides the board's shape.
 */
export function OutsideScoreboardPage() {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = Number(contestID);
  const valid = Number.isSafeInteger(cid) && cid > 0;
  const me = useAppSelector(selectUserInfo);
  const info = useGetContestOutsideInfoQuery({ cid }, { skip: !valid });
  const contest = info.data?.contest;
  const heading = t(contest?.type === ContestType.OI ? 'page.oiScoreboard' : 'page.acmScoreboard');
  useDocumentTitle(contest ? `${heading} - ${contest.title}` : heading);

  if (!valid || info.isError) return <Result status="warning" title={heading} subTitle={t('contestBoard.empty')} />;
  if (!contest || !info.data) return <Loading />;
  return (
    <main style={{ padding: 16, maxWidth: 1600, margin: '0 auto' }} data-testid="outside-board">
      <Card
        title={
          <div style={{ padding: '8px 0' }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {contest.title}
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
              {heading} · {fullTime(contest.startTime)} – {fullTime(contest.endTime)}
            </Typography.Text>
          </div>
        }
      >
        <ContestBoard
          key={cid}
          cid={cid}
          source="outside"
          type={contest.type}
          problems={info.data.problemList}
          ended={contestEnded(contest)}
          allowed={boardControlsAllowed(contest)}
          isAdmin={false}
          myUid={me?.uid ?? null}
        />
      </Card>
    </main>
  );
}
