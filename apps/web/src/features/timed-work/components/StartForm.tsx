import type { ReactNode } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { TimedWorkAuth } from '@oj/contracts';
import type { TimedWorkInfoDto } from '@oj/contracts';
import { useStartTimedWorkMutation } from '@oj/api-client/timed-work';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';

/**
 * The start form (spec 02 §4, §5): shown while the user has no record; a private work asks for its
 * password (non-empty, 'Enter the contest password'); start-timed-work starts the user's time.
 */
export function StartForm({ tid, info, duration }: { tid: number; info: TimedWorkInfoDto; duration: ReactNode }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ password?: string }>();
  const [start, { isLoading }] = useStartTimedWorkMutation();
  const isPrivate = info.auth === TimedWorkAuth.Private;
  const onFinish = async ({ password }: { password?: string }) => {
    const result = await start(isPrivate ? { tid, password: password ?? '' } : { tid });
    if ('error' in result) return;
    void message.success(t('timedWork.started'));
    form.resetFields();
  };
  return (
    <div data-testid="timed-work-start">
      <Typography.Paragraph type="secondary">
        {t('timedWork.startHint', { duration: '' })}
        {duration}
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={(values) => void onFinish(values)} style={{ rowGap: 8 }}>
        {isPrivate ? (
          <Form.Item
            name="password"
            label={t('timedWork.password.label')}
            rules={[{ required: true, whitespace: true, message: t('timedWork.password.required') }]}
          >
            <Input.Password placeholder={t('timedWork.password.placeholder')} autoComplete="off" style={{ width: 240 }} data-testid="timed-work-password" />
          </Form.Item>
        ) : null}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading} disabled={!info.canStart} data-testid="timed-work-start-button">
            {t('timedWork.start')}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
