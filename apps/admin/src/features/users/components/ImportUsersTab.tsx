import { useState } from 'react';
import { Alert, Button, Checkbox, Space, Table, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { isApiError } from '@oj/api-client/core';
import { useInsertBatchUsersMutation } from '@oj/api-client/admin-user';
import type { BatchUserReportDto } from '@oj/api-client/admin-user';
import { BATCH_USER_COLUMNS, BATCH_USER_MAX_ROWS } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { looksLikeHeader, parseCsv } from '../csv.ts';
import { ImportReport } from './ImportReport.tsx';

const FIELD_KEYS = {
  username: 'users.fields.username',
  password: 'users.generate.password',
  email: 'users.fields.email',
  realname: 'users.fields.realname',
  gender: 'users.fields.gender',
  nickname: 'users.fields.nickname',
  school: 'users.fields.school',
  teamName: 'users.fields.teamName',
  members: 'users.fields.members',
} as const;

interface PreviewRow {
  key: number;
  line: number;
  cells: string[];
}

/** CSV import: choose a file, parse it here (UTF-8, quoted fields), preview, import, show the per-row report. */
export function ImportUsersTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<string[][]>([]);
  const [skipHeader, setSkipHeader] = useState(false);
  const [report, setReport] = useState<BatchUserReportDto | null>(null);
  const [insert, { isLoading }] = useInsertBatchUsersMutation();

  const users = skipHeader ? rows.slice(1) : rows;
  const firstLine = skipHeader ? 2 : 1;
  const tooMany = users.length > BATCH_USER_MAX_ROWS;

  const onFile = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.csv')) {
      void message.error(t('users.import.notCsv'));
      return;
    }
    const parsed = parseCsv(await file.text());
    setFileName(file.name);
    setRows(parsed);
    setSkipHeader(looksLikeHeader(parsed[0]));
    setReport(null);
  };

  const onClear = () => {
    setFileName(null);
    setRows([]);
    setReport(null);
  };

  const onImport = async () => {
    const answer = await insert({ users: users.map((cells) => cells.slice(0, BATCH_USER_COLUMNS.length)) });
    if (answer.error) {
      void message.error(isApiError(answer.error) ? answer.error.msg : t('dataTable.loadFailed'));
      return;
    }
    setReport(answer.data);
  };

  const missing = <Tag color="red">{t('users.import.missing')}</Tag>;
  const preview: PreviewRow[] = users.map((cells, index) => ({ key: index, line: index + firstLine, cells }));

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Paragraph>{t('users.import.hint')}</Typography.Paragraph>
      <Space wrap>
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          beforeUpload={(file) => {
            void onFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('users.import.chooseFile')}</Button>
        </Upload>
        {fileName && <Typography.Text>{t('users.import.fileName', { name: fileName })}</Typography.Text>}
        {fileName && (
          <Checkbox
            checked={skipHeader}
            onChange={(event) => {
              setSkipHeader(event.target.checked);
            }}
          >
            {t('users.import.skipHeader')}
          </Checkbox>
        )}
      </Space>
      {fileName && users.length === 0 && <Alert type="warning" showIcon title={t('users.import.emptyFile')} />}
      {tooMany && <Alert type="error" showIcon title={t('users.import.tooMany', { max: BATCH_USER_MAX_ROWS })} />}
      {users.length > 0 && (
        <>
          <Typography.Title level={4}>{t('users.import.preview', { count: users.length })}</Typography.Title>
          <Table<PreviewRow>
            aria-label={t('users.import.preview', { count: users.length })}
            size="small"
            dataSource={preview}
            // No horizontal scroll: a scrolled region with nothing focusable in it is out of reach of the
            // keyboard (axe scrollable-region-focusable); the nine columns wrap instead.
            pagination={{ pageSize: 10, showSizeChanger: false }}
            columns={[
              { key: 'line', title: t('users.import.row'), dataIndex: 'line', width: 70 },
              ...BATCH_USER_COLUMNS.map((column, index) => ({
                key: column,
                title: t(FIELD_KEYS[column]),
                render: (_: unknown, row: PreviewRow) => {
                  const value = row.cells[index] ?? '';
                  if (index < 2 && value.trim() === '') return missing;
                  return index === 1 ? '•'.repeat(Math.min(value.length, 12)) : value;
                },
              })),
            ]}
          />
          <Space>
            <Button type="primary" onClick={() => void onImport()} loading={isLoading} disabled={tooMany}>
              {t('users.import.submit')}
            </Button>
            <Button onClick={onClear}>{t('users.import.clear')}</Button>
          </Space>
        </>
      )}
      {report && <ImportReport report={report} firstLine={firstLine} />}
    </Space>
  );
}
