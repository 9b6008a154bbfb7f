import { FileOutlined } from '@ant-design/icons';
import { List } from 'antd';
import { useTranslation } from '@oj/i18n';

/** The Problem Annex tab: the files given to the program (spec 01 §2, only when there are any). */
export function ProblemAnnex({ files }: { files: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="problem-annex">
      <p style={{ opacity: 0.7 }}>{t('problemDetail.annexHint')}</p>
      <List
        size="small"
        bordered
        dataSource={files}
        renderItem={(name) => (
          <List.Item>
            <FileOutlined style={{ marginRight: 8 }} />
            <code>{name}</code>
          </List.Item>
        )}
      />
    </div>
  );
}
