import { Alert, Card, Empty } from 'antd';
import { useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { Duration } from '@/components/Duration.tsx';
import { StartForm } from '@/features/timed-work/components/StartForm.tsx';
import { useTimedWorkView } from '@/features/timed-work/hooks/use-timed-work.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The introduction tab (spec 02 §2): the description, and the password or start form while the user has no record. */
export function TimedWorkOverviewPage() {
  const { t } = useTranslation();
  const { tid, info } = useTimedWorkView();
  useDocumentTitle(info.title);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {info.record === null && !info.isAdmin ? (
        <Card size="small" title={t('timedWork.startTitle')}>
          <StartForm tid={tid} info={info} duration={<Duration seconds={info.duration} />} />
        </Card>
      ) : null}
      {info.record !== null && info.record.endTime === null ? <Alert type="info" showIcon title={t('timedWork.hiddenNotice')} /> : null}
      <Card size="small" data-testid="timed-work-overview">
        {info.description.trim() ? <Markdown text={info.description} trust={info.gid === null ? 'admin' : 'user'} /> : <Empty />}
      </Card>
    </div>
  );
}
