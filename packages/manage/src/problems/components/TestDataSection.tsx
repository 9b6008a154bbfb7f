import { Alert, Button, Form, Radio, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { UploadTestCaseResultDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { FileUpload } from '../../shared/upload';
import type { SendUploadOptions } from '../../shared/upload';
import { emptyCase } from '../form/model.ts';
import { changeTestDataMode, replaceWithManualCases, splitShownScores, uploadedCases } from '../form/transitions.ts';
import type { SectionProps } from '../form/update.ts';
import { CasesTable } from './CasesTable.tsx';

/** Test data: a zip uploaded with progress, or cases entered by hand; then the case table. */
export function TestDataSection({ form, update, gid, createXhr }: SectionProps & { gid?: number; createXhr?: SendUploadOptions['createXhr'] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (form.isRemote) return null;
  const keeping = !form.changeTestCase && form.storedCases.length > 0;
  return (
    <>
      <Form.Item label={t('problem.editor.testData.mode')}>
        <Radio.Group
          aria-label={t('problem.editor.testData.mode')}
          value={form.isUploadCase}
          onChange={(event) => {
            update((current) => changeTestDataMode(current, event.target.value === true));
          }}
        >
          <Radio value>{t('problem.editor.testData.upload')}</Radio>
          <Radio value={false}>{t('problem.editor.testData.manual')}</Radio>
        </Radio.Group>
      </Form.Item>
      {keeping && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('problem.editor.testData.keepCurrent', { count: form.storedCases.length })} />
      )}
      {form.isUploadCase ? (
        <Form.Item>
          <Typography.Paragraph type="secondary">{t('problem.editor.testData.uploadHint')}</Typography.Paragraph>
          <FileUpload<UploadTestCaseResultDto>
            label={t('problem.editor.testData.upload')}
            accept=".zip,application/zip"
            request={(file) => ({ path: 'file/upload-testcase-zip', field: 'file', file, query: { gid } })}
            onUploaded={(result) => {
              update((current) => uploadedCases(current, result));
            }}
            failureText={t('problem.editor.testData.uploadFailed')}
            successText={t('problem.editor.testData.uploaded')}
            testId="testcase-upload"
            {...(createXhr ? { createXhr } : {})}
          />
        </Form.Item>
      ) : (
        keeping && (
          <Button
            style={{ marginBottom: 12 }}
            onClick={() => {
              update(replaceWithManualCases);
            }}
          >
            {t('problem.editor.testData.replaceManual')}
          </Button>
        )
      )}
      <CasesTable form={form} update={update} />
      <Space style={{ marginTop: 8 }}>
        {form.changeTestCase && !form.isUploadCase && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              update((current) => ({ ...current, manualCases: [...current.manualCases, emptyCase()] }));
            }}
          >
            {t('problem.editor.testData.addCase')}
          </Button>
        )}
        {form.type === 1 && (
          <Button
            onClick={() => {
              update(splitShownScores);
            }}
          >
            {t('problem.editor.testData.splitScores')}
          </Button>
        )}
      </Space>
    </>
  );
}
