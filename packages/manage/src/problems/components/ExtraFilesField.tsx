import { Button, Card, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { CodeEditor } from '@oj/ui/code-editor';
import { rowKey } from '../form/model.ts';
import type { ExtraFileRow } from '../form/model.ts';
import type { SectionProps } from '../form/update.ts';

/** Extra files given to the user's program or to the judge (a header such as testlib.h): a name and its text each. */
export function ExtraFilesField({ form, update, which }: SectionProps & { which: 'userExtraFiles' | 'judgeExtraFiles' }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const files = form[which];
  const setFile = (key: string, patch: Partial<ExtraFileRow>) => {
    update((current) => ({ ...current, [which]: current[which].map((file) => (file.key === key ? { ...file, ...patch } : file)) }));
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`extra-files-${which}`}>
      {files.map((file, index) => {
        const name = file.name || `#${index + 1}`;
        return (
          <Card
            key={file.key}
            size="small"
            title={
              <Input
                aria-label={t('problem.editor.extraFiles.name')}
                placeholder={t('problem.editor.extraFiles.name')}
                value={file.name}
                maxLength={100}
                onChange={(event) => {
                  setFile(file.key, { name: event.target.value });
                }}
                style={{ maxWidth: 320 }}
              />
            }
            extra={
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('problem.editor.extraFiles.remove', { name })}
                onClick={() => {
                  update((current) => ({ ...current, [which]: current[which].filter((each) => each.key !== file.key) }));
                }}
              />
            }
          >
            <CodeEditor
              value={file.content}
              onChange={(content) => {
                setFile(file.key, { content });
              }}
              language={/\.(c|cc|cpp|h|hpp)$/i.test(file.name) ? 'cpp' : 'plaintext'}
              height={200}
              ariaLabel={t('problem.editor.extraFiles.content', { name })}
            />
          </Card>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        onClick={() => {
          update((current) => ({ ...current, [which]: [...current[which], { key: rowKey(), name: '', content: '' }] }));
        }}
      >
        {t('problem.editor.extraFiles.add')}
      </Button>
    </Space>
  );
}
