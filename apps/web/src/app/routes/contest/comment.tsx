import { Alert, Card, Result } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * The contest's Q&A tab (spec 02 §2 ContestComment). The route needs the site's contest-comment
 * setting (router guard). The comment calls belong to the discussions issue and do not exist yet, so
 * the tab shows the notice with its three tips and says the area arrives with the discussions.
 */
export function ContestCommentPage() {
  const { t } = useTranslation();
  const { contest } = useContestView();
  useDocumentTitle(`${t('contest.tabs.comment')} - ${contest.title}`);
  return (
    <Card size="small" title={t('contest.comment.title')} data-testid="contest-comment">
      <Alert
        type="info"
        showIcon
        title={
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{t('contest.comment.tip1')}</li>
            <li>{t('contest.comment.tip2')}</li>
            <li>{t('contest.comment.tip3')}</li>
          </ol>
        }
      />
      <Result status="info" title={t('contest.comment.coming')} data-testid="contest-comment-coming" />
    </Card>
  );
}
