import { useState } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { PRINT_MAX_LENGTH } from '@oj/contracts';
import { useSubmitPrintTextMutation } from '@oj/api-client/contest-board';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { printContentError } from '../rules.ts';

/** The contestant's print request (spec 02 §2 "Print", §5): a text of at least 50 characters. */
export function PrintForm({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [content, setContent] = useState('');
  const [submit, { isLoading }] = useSubmitPrintTextMutation();

  const onSubmit = async () => {
    const error = printContentError(content);
    if (error) {
      void message.warning(t(`contestBoard.print.${error}`));
      return;
    }
    const result = await submit({ cid, content });
    if ('error' in result) return;
    void message.success(t('contestBoard.print.submitted'));
    setContent('');
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="print-form">
      <Input.TextArea
        value={content}
        rows={16}
        maxLength={PRINT_MAX_LENGTH}
        placeholder={t('contestBoard.print.placeholder')}
        aria-label={t('contestBoard.print.placeholder')}
        onChange={(event) => {
          setContent(event.target.value);
        }}
        style={{ fontFamily: 'monospace' }}
        data-testid="print-content"
      />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">{t('contestBoard.print.length', { count: content.length })}</Typography.Text>
        <Button type="primary" icon={<PrinterOutlined />} loading={isLoading} onClick={() => void onSubmit()} data-testid="print-submit">
          {t('common.submit')}
        </Button>
      </Space>
    </Space>
  );
}
