import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { TimedWorkAuth } from '@oj/contracts';
import { useAddAdminTimedWorkMutation, useUpdateAdminTimedWorkMutation } from '@oj/api-client/timed-work';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { MarkdownEditor } from '@oj/manage/markdown-editor';
import { timedWorkIssues, timedWorkPayload } from './form.ts';
import type { TimedWorkFormState } from './form.ts';

/** The timed-work form (create and edit), with the back office's markdown editor for the description. */
export function TimedWorkForm({ initial }: { initial: TimedWorkFormState }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState(false);
  const [add, addState] = useAddAdminTimedWorkMutation();
  const [update, updateState] = useUpdateAdminTimedWorkMutation();
  const creating = form.id === undefined;
  const issues = timedWorkIssues(form);
  const set = (change: Partial<TimedWorkFormState>) => {
    setForm((current) => ({ ...current, ...change }));
  };
  const save = async () => {
    setShown(true);
    if (issues.length > 0) {
      void message.error(t(`timedWork.form.issues.${issues[0] ?? 'title'}`));
      return;
    }
    const body = timedWorkPayload(form);
    const result = form.id === undefined ? await add(body) : await update({ ...body, id: form.id });
    if (result.error) return;
    void message.success(t(creating ? 'timedWork.form.created' : 'timedWork.form.updated'));
    void navigate(paths.timedwork.list.getHref());
  };
  const field = (key: keyof typeof fieldKeys) => t(fieldKeys[key]);
  const time = (key: 'startTime' | 'endTime') => (
    <Col xs={24} sm={8}>
      <Form.Item label={field(key)} htmlFor={`timed-work-${key}`} required validateStatus={shown && issues.includes('times') ? 'error' : undefined}>
        <Input
          id={`timed-work-${key}`}
          type="datetime-local"
          step={1}
          value={form[key]}
          onChange={(event) => {
            set({ [key]: event.target.value });
          }}
        />
      </Form.Item>
    </Col>
  );
  return (
    <Form layout="vertical" component="div" data-testid="timed-work-form">
      <Typography.Title level={2}>{t(creating ? 'timedWork.form.createTitle' : 'timedWork.form.editTitle')}</Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Form.Item label={field('title')} htmlFor="timed-work-title" required validateStatus={shown && issues.includes('title') ? 'error' : undefined}>
          <Input
            id="timed-work-title"
            value={form.title}
            maxLength={255}
            onChange={(event) => {
              set({ title: event.target.value });
            }}
          />
        </Form.Item>
        <Form.Item label={field('description')} htmlFor="timed-work-description">
          <MarkdownEditor
            id="timed-work-description"
            label={field('description')}
            value={form.description}
            onChange={(value) => {
              set({ description: value });
            }}
          />
        </Form.Item>
        <Row gutter={16}>
          {time('startTime')}
          {time('endTime')}
          <Col xs={24} sm={8}>
            <Form.Item label={field('duration')} htmlFor="timed-work-duration" required extra={t('timedWork.form.help.duration')}>
              <InputNumber
                id="timed-work-duration"
                min={1}
                precision={0}
                value={form.durationMinutes}
                onChange={(value) => {
                  set({ durationMinutes: value ?? 0 });
                }}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item label={field('auth')}>
              <Radio.Group
                value={form.auth}
                onChange={(event) => {
                  set({ auth: Number(event.target.value) });
                }}
                data-testid="timed-work-auth"
              >
                <Radio value={TimedWorkAuth.Public}>{t('timedWork.auth.0')}</Radio>
                <Radio value={TimedWorkAuth.Private}>{t('timedWork.auth.1')}</Radio>
              </Radio.Group>
            </Form.Item>
          </Col>
          {form.auth === TimedWorkAuth.Private ? (
            <Col xs={24} sm={8}>
              <Form.Item
                label={field('pwd')}
                htmlFor="timed-work-pwd"
                required={!form.hasPassword}
                extra={form.hasPassword ? t('timedWork.form.help.pwd') : undefined}
                validateStatus={shown && issues.includes('pwd') ? 'error' : undefined}
              >
                <Input.Password
                  id="timed-work-pwd"
                  value={form.pwd}
                  maxLength={64}
                  autoComplete="new-password"
                  onChange={(event) => {
                    set({ pwd: event.target.value });
                  }}
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} sm={8}>
            <Form.Item label={field('visible')}>
              <Switch
                checked={form.visible}
                aria-label={field('visible')}
                onChange={(visible) => {
                  set({ visible });
                }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      {shown && issues.length > 0 ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={issues.map((issue) => t(`timedWork.form.issues.${issue}`)).join(' · ')} />
      ) : null}
      <Button type="primary" size="large" loading={addState.isLoading || updateState.isLoading} onClick={() => void save()} data-testid="save-timed-work">
        {t('timedWork.form.save')}
      </Button>
    </Form>
  );
}

const fieldKeys = {
  title: 'timedWork.form.fields.title',
  description: 'timedWork.form.fields.description',
  auth: 'timedWork.form.fields.auth',
  pwd: 'timedWork.form.fields.pwd',
  startTime: 'timedWork.form.fields.startTime',
  endTime: 'timedWork.form.fields.endTime',
  duration: 'timedWork.form.fields.duration',
  visible: 'timedWork.form.fields.visible',
} as const;
