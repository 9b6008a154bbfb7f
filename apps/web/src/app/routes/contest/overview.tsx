import { Card, Empty, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { ContestPasswordForm } from '@/features/contest/components/ContestPasswordForm.tsx';
import { useContestView } from '@/features/contest/hooks/use-contest.ts';
import { needsPassword } from '@/features/contest/rules.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * The contest overview (spec 02 §2 ContestDetails): the markdown description, and the password form
 * for a contest that is not public while the viewer has no access (spec 02 §4).
 */
export function ContestOverviewPage() {
  const { t } = useTranslation();
  const { cid, contest, access } = useContestView();
  useDocumentTitle(contest.title);
  // A group's contests are written by the group's own admins: their text renders strictly.
  const trust = contest.gid === null ? 'admin' : 'user';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {needsPassword(contest, access) ? (
        <Card size="small" title={t('contest.password.title')} data-testid="contest-password-card">
          <Typography.Paragraph>{t('contest.password.intro')}</Typography.Paragraph>
          <ContestPasswordForm cid={cid} />
        </Card>
      ) : null}
      <Card size="small" data-testid="contest-overview">
        {contest.description.trim() ? <Markdown text={contest.description} trust={trust} /> : <Empty description={t('contest.overview.noDescription')} />}
      </Card>
    </div>
  );
}
