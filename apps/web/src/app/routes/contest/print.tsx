import { Card, Result } from 'antd';
import { useTranslation } from '@oj/i18n';
import { PrintForm } from '@/features/contest-print/components/PrintForm.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The contest's print tab (spec 02 §2 "Print"): only when the contest has openPrint. */
export function ContestPrintPage() {
  const { t } = useTranslation();
  const { cid, contest } = useContestView();
  useDocumentTitle(`${t('contestBoard.print.title')} - ${contest.title}`);
  if (!contest.openPrint) return <Result status="warning" title={t('contestBoard.print.notOpen')} />;
  return (
    <Card title={t('contestBoard.print.title')} data-testid="contest-print">
      <PrintForm cid={cid} />
    </Card>
  );
}
