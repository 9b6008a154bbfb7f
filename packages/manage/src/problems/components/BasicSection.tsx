import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import type { DifficultyDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { authKey } from '../form/labels.ts';
import { changeType } from '../form/transitions.ts';
import type { SectionProps } from '../form/update.ts';
import type { FieldErrors } from './field-errors.ts';
import { TagsField } from './TagsField.tsx';

/** Display id, title, limits, type, difficulty, visibility, code share, source and tags. */
export function BasicSection({
  form,
  update,
  errors,
  touch,
  difficulties,
  knownTags,
}: SectionProps & {
  errors: FieldErrors;
  touch: (field: 'problemId' | 'title') => void;
  difficulties: readonly DifficultyDto[];
  knownTags: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const field = (key: string) => t(`problem.editor.fields.${key}` as 'problem.editor.fields.title');
  const locked = form.isRemote;
  const limit = (key: 'timeLimit' | 'memoryLimit' | 'stackLimit') => (
    <Col xs={24} sm={8}>
      <Form.Item label={field(key)} htmlFor={`problem-${key}`} required>
        <InputNumber
          id={`problem-${key}`}
          min={1}
          precision={0}
          disabled={locked}
          style={{ width: '100%' }}
          value={form[key]}
          onChange={(value) => {
            update({ [key]: value });
          }}
        />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item
            label={field('problemId')}
            htmlFor="problem-problemId"
            required
            validateStatus={errors.problemId ? 'error' : undefined}
            help={errors.problemId}
          >
            <Input
              id="problem-problemId"
              value={form.problemId}
              maxLength={100}
              onChange={(event) => {
                update({ problemId: event.target.value });
              }}
              onBlur={() => {
                touch('problemId');
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item label={field('title')} htmlFor="problem-title" required validateStatus={errors.title ? 'error' : undefined} help={errors.title}>
            <Input
              id="problem-title"
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
        </Col>
      </Row>
      <Row gutter={16}>
        {limit('timeLimit')}
        {limit('memoryLimit')}
        {limit('stackLimit')}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={6}>
          <Form.Item label={field('type')}>
            <Radio.Group
              aria-label={field('type')}
              disabled={locked}
              value={form.type}
              onChange={(event) => {
                update((current) => changeType(current, Number(event.target.value)));
              }}
            >
              <Radio value={0}>{t('problem.editor.type.acm')}</Radio>
              <Radio value={1}>{t('problem.editor.type.oi')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} sm={6}>
          <Form.Item label={field('difficulty')} htmlFor="problem-difficulty">
            <Select
              id="problem-difficulty"
              aria-label={field('difficulty')}
              value={form.difficulty}
              onChange={(value: number) => {
                update({ difficulty: value });
              }}
              options={difficulties.map((level) => ({ value: level.id, label: level.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={6}>
          <Form.Item label={field('auth')} htmlFor="problem-auth">
            <Select
              id="problem-auth"
              aria-label={field('auth')}
              value={form.auth}
              onChange={(value: number) => {
                update({ auth: value });
              }}
              options={[1, 2, 3].map((auth) => ({ value: auth, label: t(`problem.auth.${authKey(auth)}`), disabled: auth === 3 && form.auth !== 3 }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={6}>
          <Form.Item label={field('codeShare')} htmlFor="problem-codeShare">
            <Switch
              id="problem-codeShare"
              checked={form.codeShare}
              onChange={(checked) => {
                update({ codeShare: checked });
              }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={field('tags')} htmlFor="problem-tag-input">
        <TagsField form={form} update={update} known={knownTags} />
      </Form.Item>
      <Form.Item label={field('source')} htmlFor="problem-source">
        <Input
          id="problem-source"
          value={form.source}
          onChange={(event) => {
            update({ source: event.target.value });
          }}
        />
      </Form.Item>
    </>
  );
}
