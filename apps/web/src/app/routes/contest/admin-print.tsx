import { Card, Result } from 'antd';
import { useTranslation } from '@oj/i18n';
import { AdminPrintTable } from '@/features/contest-print/components/AdminPrintTable.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** Print management (spec 02 §2): contest admins of a contest with openPrint. */
export function ContestAdminPrintPage() {
  const { t } = useTranslation();
  const { cid, contest } = useContestView();
  useDocumentTitle(`${t('contestBoard.print.adminTitle')} - ${contest.title}`);
  if (!contest.isAdmin) return <Result status="403" title={t('guard.noPermission')} />;
  if (!contest.openPrint) return <Result status="warning" title={t('contestBoard.print.notOpen')} />;
  return (
    <Card title={t('contestBoard.print.adminTitle')} data-testid="contest-admin-print">
      <AdminPrintTable cid={cid} />
    </Card>
  );
}
