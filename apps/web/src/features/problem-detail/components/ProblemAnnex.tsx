import { useState } from 'react';
import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { Button, List } from 'antd';
import { useGetProblemExtraFileMutation } from '@oj/api-client/problem';
import { useTranslation } from '@oj/i18n';
import { saveTextFile } from '@/lib/save-file.ts';

/** Props of ProblemAnnex. */
export interface ProblemAnnexProps {
  /** The problem's primary key (get-problem-extra-file's pid). */
  pid: number;
  files: readonly string[];
}

/**
 * The Problem Annex tab: the files given to the program (spec 01 §2, only when there are any),
 * each downloadable. A refusal (the problem hidden meanwhile) shows as any failed call does.
 */
export function ProblemAnnex({ pid, files }: ProblemAnnexProps) {
  const { t } = useTranslation();
  const [download] = useGetProblemExtraFileMutation();
  const [loading, setLoading] = useState<string | null>(null);

  const onDownload = async (name: string) => {
    setLoading(name);
    const result = await download({ pid, name });
    setLoading(null);
    if (result.data !== undefined) saveTextFile(name, result.data);
  };

  return (
    <div data-testid="problem-annex">
      <p style={{ opacity: 0.7 }}>{t('problemDetail.annexHint')}</p>
      <List
        size="small"
        bordered
        dataSource={files}
        renderItem={(name) => (
          <List.Item
            actions={[
              <Button
                key="download"
                size="small"
                icon={<DownloadOutlined />}
                loading={loading === name}
                aria-label={t('problemDetail.downloadFile', { name })}
                onClick={() => void onDownload(name)}
                data-testid="annex-download"
              >
                {t('problemDetail.download')}
              </Button>,
            ]}
          >
            <FileOutlined style={{ marginRight: 8 }} />
            <code>{name}</code>
          </List.Item>
        )}
      />
    </div>
  );
}
