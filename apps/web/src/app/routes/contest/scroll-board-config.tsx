import { Card, Result } from 'antd';
import { ContestType } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ScrollBoardConfig } from '@/features/scroll-board/components/ScrollBoardConfig.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The scroll-board configuration tab (spec 02 §2): contest admins, ACM contests. */
export function ScrollBoardConfigPage() {
  const { t } = useTranslation();
  const { cid, contest } = useContestView();
  useDocumentTitle(`${t('contestBoard.scroll.title')} - ${contest.title}`);
  if (!contest.isAdmin) return <Result status="403" title={t('guard.noPermission')} />;
  if (contest.type !== ContestType.ACM) return <Result status="warning" title={t('contestBoard.notAcm')} />;
  return (
    <Card title={t('contestBoard.scroll.title')} data-testid="contest-scroll-config">
      <ScrollBoardConfig cid={cid} />
    </Card>
  );
}
