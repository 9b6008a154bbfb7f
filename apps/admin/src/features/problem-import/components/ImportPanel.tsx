import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Divider, Form, Radio, Select, Space, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { importFinished, useGetProblemImportJobQuery, useStartProblemImportMutation } from '@oj/api-client/admin-problem-import';
import type { DuplicateIdPolicy, PackageFormatDto, ProblemImportUploadedDto } from '@oj/contracts';
import { useShellDispatch } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { FileUpload } from '@oj/manage/upload';
import type { SendUploadOptions } from '@oj/manage/upload';
import { useFeedback } from '@oj/ui';
import { isMoving } from '../format.ts';
import { ImportReport } from './ImportReport.tsx';
import { JobList } from './JobList.tsx';
import { JobProgress } from './JobProgress.tsx';

/** How often the page asks for a running job. */
const POLL_MS = 1_000;

/** The options the admin chooses before starting. */
interface ImportOptions {
  duplicateIds: DuplicateIdPolicy;
  auth: 1 | 2;
  verify: boolean;
}

/**
 * Upload a package (with a progress bar), see its format, choose the options, start the import, then
 * watch the job (polled while it runs) and read its report; earlier imports are listed below.
 */
export function ImportPanel({ createXhr }: { createXhr?: SendUploadOptions['createXhr'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const dispatch = useShellDispatch();
  const [uploaded, setUploaded] = useState<ProblemImportUploadedDto | null>(null);
  const [options, setOptions] = useState<ImportOptions>({ duplicateIds: 'rename', auth: 1, verify: true });
  const [jobId, setJobId] = useState<number | null>(null);
  const [start, starting] = useStartProblemImportMutation();
  const [polling, setPolling] = useState(true);
  const job = useGetProblemImportJobQuery(jobId ?? 0, { skip: jobId === null, pollingInterval: polling ? POLL_MS : 0 });
  const status = job.data?.status;

  useEffect(() => {
    if (status === undefined) return;
    const moving = isMoving(status);
    setPolling(moving);
    // A finished import made problems: the lists that show them are read again.
    if (!moving) dispatch(importFinished());
  }, [status, dispatch]);

  const begin = async () => {
    if (!uploaded) return;
    const result = await start({ jobId: uploaded.jobId, ...options });
    if (result.error) return;
    void message.success(t('problemPackage.import.started'));
    setJobId(uploaded.jobId);
    setPolling(true);
    setUploaded(null);
  };

  const formatName = (format: PackageFormatDto): string => t(`problemPackage.formats.${format}`);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('problemPackage.import.intro')}</Typography.Paragraph>
      <FileUpload<ProblemImportUploadedDto>
        testId="import-upload"
        label={t('problemPackage.import.upload')}
        accept=".zip,.xml"
        failureText={t('problemPackage.import.uploadFailed')}
        request={(file) => ({ path: 'admin/problem/upload-import-package', field: 'file', file })}
        onUploaded={(data) => {
          setUploaded(data);
        }}
        {...(createXhr ? { createXhr } : {})}
      />
      {uploaded && (
        <section data-testid="import-options" style={{ marginTop: 16 }}>
          <Alert
            type="success"
            showIcon
            title={
              uploaded.problemCount === null
                ? t('problemPackage.import.uploadedUnknownCount', { name: uploaded.fileName, format: formatName(uploaded.format) })
                : t('problemPackage.import.uploaded', { name: uploaded.fileName, format: formatName(uploaded.format), count: uploaded.problemCount })
            }
          />
          <Form layout="vertical" style={{ marginTop: 16, maxWidth: 640 }}>
            <Form.Item label={t('problemPackage.import.duplicates')}>
              <Radio.Group
                value={options.duplicateIds}
                onChange={(event) => {
                  setOptions({ ...options, duplicateIds: event.target.value as DuplicateIdPolicy });
                }}
              >
                <Space orientation="vertical">
                  <Radio value="rename">{t('problemPackage.import.rename')}</Radio>
                  <Radio value="refuse">{t('problemPackage.import.refuse')}</Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('problemPackage.import.visibility')}>
              <Select<1 | 2>
                aria-label={t('problemPackage.import.visibility')}
                style={{ width: 200 }}
                value={options.auth}
                onChange={(auth) => {
                  setOptions({ ...options, auth });
                }}
                options={[
                  { value: 1, label: t('problem.auth.public') },
                  { value: 2, label: t('problem.auth.private') },
                ]}
              />
            </Form.Item>
            <Form.Item>
              <Checkbox
                checked={options.verify}
                onChange={(event) => {
                  setOptions({ ...options, verify: event.target.checked });
                }}
              >
                {t('problemPackage.import.verify')}
              </Checkbox>
            </Form.Item>
            <Button type="primary" icon={<PlayCircleOutlined />} loading={starting.isLoading} onClick={() => void begin()}>
              {t('problemPackage.import.start')}
            </Button>
          </Form>
        </section>
      )}
      {job.data && (
        <>
          <Divider />
          <JobProgress job={job.data} />
          {job.data.problems.length > 0 && (
            <div style={{ marginTop: 16 }}>
              <ImportReport problems={job.data.problems} />
            </div>
          )}
        </>
      )}
      <Divider />
      <Typography.Title level={4}>{t('problemPackage.import.jobs')}</Typography.Title>
      <JobList
        onShow={(id) => {
          setJobId(id);
          setPolling(true);
        }}
      />
    </>
  );
}
