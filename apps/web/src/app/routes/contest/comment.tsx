import { useCallback } from 'react';
import { Alert, Card } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useAppDispatch } from '@/app/store.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { CommentArea } from '@/features/comment/components/CommentArea.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * The contest's Q&A tab (spec 02 §2 ContestComment): the notice with its three tips, then the comment
 * area of the contest. The route needs the site's contest-comment setting (router guard); the server
 * decides who sees which comments (docs/api.md, "Comments").
 */
export function ContestCommentPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { cid, contest } = useContestView();
  useDocumentTitle(`${t('contest.tabs.comment')} - ${contest.title}`);
  const askToSignIn = useCallback(() => {
    dispatch(authDialogOpened('login'));
  }, [dispatch]);
  return (
    <Card size="small" title={t('contest.comment.title')} data-testid="contest-comment">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{t('contest.comment.tip1')}</li>
            <li>{t('contest.comment.tip2')}</li>
            <li>{t('contest.comment.tip3')}</li>
          </ol>
        }
      />
      <CommentArea context={{ cid }} onLoginRequired={askToSignIn} />
    </Card>
  );
}
