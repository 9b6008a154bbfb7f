import { useEffect, useState } from 'react';
import { Button, Card, Divider, Form, Radio, Select, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useGetAdminContestListQuery } from '@oj/api-client/admin-contest';
import type { ExportFormatName } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { downloadApiFile } from '@oj/manage/shared/download-file.ts';
import { useFeedback } from '@oj/ui';
import { ProblemPicker } from './components/ProblemPicker.tsx';
import type { Selection } from './selection.ts';

type Source = 'selection' | 'contest';

/** /admin/problem/export: problems (chosen here, or a contest's) downloaded as an HOJ zip or an ICPC package (issue 24). */
export function ExportPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [source, setSource] = useState<Source>('selection');
  const [selection, setSelection] = useState<Selection>(() => new Map());
  const [contestKeyword, setContestKeyword] = useState('');
  const [cid, setCid] = useState<number | null>(null);
  const [format, setFormat] = useState<ExportFormatName>('hoj');
  const [downloading, setDownloading] = useState(false);
  const contests = useGetAdminContestListQuery(
    { currentPage: 1, limit: 20, ...(contestKeyword ? { keyword: contestKeyword } : {}) },
    { skip: source !== 'contest' },
  );

  useEffect(() => {
    document.title = t('problemPackage.export.title');
  }, [t]);

  const query = source === 'contest' ? (cid === null ? null : `cid=${cid}`) : selection.size === 0 ? null : `pids=${[...selection.keys()].join(',')}`;
  const download = async () => {
    if (query === null) {
      void message.warning(t('problemPackage.export.needSelection'));
      return;
    }
    setDownloading(true);
    const outcome = await downloadApiFile(`/admin/problem/export-package?format=${format}&${query}`, `problems_${format}.zip`);
    setDownloading(false);
    if (outcome.ok) void message.success(t('problemPackage.export.done'));
    else void message.error(outcome.msg || t('problemPackage.export.failed'));
  };

  return (
    <Card>
      <Typography.Title level={2}>{t('problemPackage.export.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('problemPackage.export.intro')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('problemPackage.export.source')}>
          <Radio.Group
            value={source}
            onChange={(event) => {
              setSource(event.target.value as Source);
            }}
          >
            <Radio value="selection">{t('problemPackage.export.selection')}</Radio>
            <Radio value="contest">{t('problemPackage.export.contest')}</Radio>
          </Radio.Group>
        </Form.Item>
        {source === 'contest' && (
          <Form.Item label={t('problemPackage.export.contestPick')}>
            <Select<number>
              aria-label={t('problemPackage.export.contestPick')}
              showSearch={{ filterOption: false, onSearch: setContestKeyword }}
              placeholder={t('problemPackage.export.contestSearch')}
              style={{ width: 420 }}
              value={cid ?? undefined}
              onChange={setCid}
              loading={contests.isFetching}
              options={(contests.data?.records ?? []).map((contest) => ({ value: contest.id, label: `#${contest.id} ${contest.title}` }))}
            />
          </Form.Item>
        )}
      </Form>
      {source === 'selection' && <ProblemPicker selection={selection} onChange={setSelection} />}
      <Divider />
      <Form layout="inline">
        <Form.Item label={t('problemPackage.export.format')}>
          <Radio.Group
            value={format}
            onChange={(event) => {
              setFormat(event.target.value as ExportFormatName);
            }}
          >
            <Radio value="hoj">{t('problemPackage.formats.hoj')}</Radio>
            <Radio value="icpc">{t('problemPackage.formats.icpc')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
          {t('problemPackage.export.download')}
        </Button>
      </Form>
    </Card>
  );
}
