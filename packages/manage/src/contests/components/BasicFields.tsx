import { Col, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import { ContestType } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { MarkdownEditor } from '../../shared/markdown-editor';
import { CONTEST_AUTHS, passwordRequired } from '../form/model.ts';
import { contestDuration, splitDuration } from '../form/times.ts';
import type { ContestFieldErrors, ContestSectionProps } from '../form/update.ts';
import type { ContestField } from '../form/validation.ts';
import { authKey } from './labels.ts';

/** Title, description, rule, auth and password, the times with the duration they give, visibility. */
export function BasicFields({ form, update, errors, touch }: ContestSectionProps & { errors: ContestFieldErrors; touch: (field: ContestField) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const field = (key: string) => t(`contest.form.fields.${key}` as 'contest.form.fields.title');
  const status = (key: ContestField) => (errors[key] ? ('error' as const) : undefined);
  const duration = contestDuration(form.startTime, form.endTime);
  const time = (key: 'startTime' | 'endTime') => (
    <Col xs={24} sm={8}>
      <Form.Item label={field(key)} htmlFor={`contest-${key}`} required validateStatus={status(key)} help={errors[key]}>
        <Input
          id={`contest-${key}`}
          type="datetime-local"
          step={1}
          value={form[key]}
          onChange={(event) => {
            update({ [key]: event.target.value });
          }}
          onBlur={() => {
            touch(key);
          }}
        />
      </Form.Item>
    </Col>
  );
  const durationText = duration ? t('contest.duration', splitDuration(duration.seconds)) : '-';
  const needsPassword = passwordRequired(form);

  return (
    <>
      <Form.Item label={field('title')} htmlFor="contest-title" required validateStatus={status('title')} help={errors.title}>
        <Input
          id="contest-title"
          value={form.title}
          maxLength={255}
          onChange={(event) => {
            update({ title: event.target.value });
          }}
          onBlur={() => {
            touch('title');
          }}
        />
      </Form.Item>
      <Form.Item label={field('description')} htmlFor="contest-description" required validateStatus={status('description')} help={errors.description}>
        <MarkdownEditor
          id="contest-description"
          label={field('description')}
          value={form.description}
          status={status('description')}
          onChange={(value) => {
            update({ description: value });
          }}
          onBlur={() => {
            touch('description');
          }}
          {...(form.gid ? { gid: form.gid } : {})}
        />
      </Form.Item>
      <Row gutter={16}>
        {time('startTime')}
        {time('endTime')}
        <Col xs={24} sm={8}>
          <Form.Item label={field('duration')} extra={t('contest.form.help.duration')}>
            <Typography.Text data-testid="contest-duration" type={duration?.endBeforeStart ? 'danger' : undefined}>
              {durationText}
            </Typography.Text>
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={6}>
          <Form.Item label={field('type')}>
            <Radio.Group
              name="contest-type"
              aria-label={field('type')}
              value={form.type}
              onChange={(event) => {
                update({ type: Number(event.target.value) });
              }}
            >
              <Radio value={ContestType.ACM}>{t('contest.type.acm')}</Radio>
              <Radio value={ContestType.OI}>{t('contest.type.oi')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} sm={6}>
          <Form.Item label={field('auth')} htmlFor="contest-auth">
            <Select
              id="contest-auth"
              aria-label={field('auth')}
              value={form.auth}
              onChange={(value: number) => {
                update({ auth: value });
              }}
              options={CONTEST_AUTHS.map((auth) => ({ value: auth, label: t(`contest.auth.${authKey(auth)}`) }))}
            />
          </Form.Item>
        </Col>
        {form.auth !== 0 && (
          <Col xs={24} sm={8}>
            <Form.Item
              label={field('pwd')}
              htmlFor="contest-pwd"
              required={needsPassword}
              validateStatus={status('pwd')}
              help={errors.pwd}
              extra={form.id !== undefined && form.hasPassword ? t('contest.form.help.pwdKeep') : t('contest.form.help.pwdNeeded')}
            >
              <Input.Password
                id="contest-pwd"
                value={form.pwd}
                maxLength={64}
                autoComplete="new-password"
                onChange={(event) => {
                  update({ pwd: event.target.value });
                }}
                onBlur={() => {
                  touch('pwd');
                }}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={4}>
          <Form.Item label={field('visible')} htmlFor="contest-visible">
            <Switch
              id="contest-visible"
              checked={form.visible}
              onChange={(checked) => {
                update({ visible: checked });
              }}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
