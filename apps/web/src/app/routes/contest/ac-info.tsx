import { Card, Result } from 'antd';
import { ContestType } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { AcInfoTable } from '@/features/contest-ac-info/components/AcInfoTable.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The AC info helper (spec 02 §2): contest admins, ACM contests. */
export function ContestAcInfoPage() {
  const { t } = useTranslation();
  const { cid, contest } = useContestView();
  useDocumentTitle(`${t('contestBoard.acInfo.title')} - ${contest.title}`);
  if (!contest.isAdmin) return <Result status="403" title={t('guard.noPermission')} />;
  if (contest.type !== ContestType.ACM) return <Result status="warning" title={t('contestBoard.notAcm')} />;
  return (
    <Card title={t('contestBoard.acInfo.title')} data-testid="contest-ac-info">
      <AcInfoTable cid={cid} />
    </Card>
  );
}
