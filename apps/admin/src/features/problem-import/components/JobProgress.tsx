import { Alert, Progress, Space, Tag, Typography } from 'antd';
import type { ProblemImportJobDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { megabytes, percentOf } from '../format.ts';

const STATUS_COLORS: Readonly<Record<string, string>> = { uploaded: 'default', queued: 'default', running: 'processing', done: 'success', failed: 'error' };

/** A job's status, phase and counts, with a progress bar while it runs. */
export function JobProgress({ job }: { job: ProblemImportJobDto }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { progress } = job;
  const finished = job.status === 'done' || job.status === 'failed';
  const percent = percentOf(progress, job.status === 'done');
  return (
    <section aria-label={t('problemPackage.job.progressLabel')} data-testid="import-progress">
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('problemPackage.job.title', { id: job.id, name: job.fileName })}</Typography.Text>
        <Tag color={STATUS_COLORS[job.status]}>{t(`problemPackage.status.${job.status}`)}</Tag>
        <Tag>{t(`problemPackage.formats.${job.format}`)}</Tag>
        {progress.phase && <Typography.Text type="secondary">{t(`problemPackage.phase.${progress.phase}`)}</Typography.Text>}
      </Space>
      {/* antd's Progress is the progressbar itself (role and values): a wrapper with the role would nest two. */}
      <Progress
        aria-label={t('problemPackage.job.progressLabel')}
        percent={percent}
        status={job.status === 'failed' ? 'exception' : finished ? 'success' : 'active'}
      />
      <Space orientation="vertical" size={0}>
        <Typography.Text>
          {t('problemPackage.job.problems', { done: progress.problemsDone, total: progress.problemsTotal || job.problemsTotal })}
        </Typography.Text>
        {progress.filesTotal > 0 && (
          <Typography.Text>
            {t('problemPackage.job.files', {
              done: progress.filesDone,
              total: progress.filesTotal,
              doneMb: megabytes(progress.bytesDone),
              totalMb: megabytes(progress.bytesTotal),
            })}
          </Typography.Text>
        )}
        {progress.solutionsTotal > 0 && (
          <Typography.Text>{t('problemPackage.job.solutions', { done: progress.solutionsDone, total: progress.solutionsTotal })}</Typography.Text>
        )}
        {finished && <Typography.Text>{t('problemPackage.job.summary', { created: job.problemsCreated, failed: job.problemsFailed })}</Typography.Text>}
      </Space>
      {job.error && <Alert style={{ marginTop: 8 }} type="error" showIcon role="alert" title={t('problemPackage.job.failed', { reason: job.error.text })} />}
      {job.notes.map((note) => (
        <Alert key={note.code} style={{ marginTop: 8 }} type="info" showIcon title={note.text} />
      ))}
    </section>
  );
}
