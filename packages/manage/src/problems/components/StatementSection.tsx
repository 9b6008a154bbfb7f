import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { MarkdownEditor } from '../../shared/markdown-editor';
import type { SectionProps } from '../form/update.ts';
import type { FieldErrors } from './field-errors.ts';

/** Most examples advised (spec 03 §5); more are allowed. */
const ADVISED_EXAMPLES = 2;

type TextField = 'description' | 'input' | 'output' | 'hint';

/** Description, input and output descriptions and hint in the markdown editor, then the examples. */
export function StatementSection({ form, update, errors, touch }: SectionProps & { errors: FieldErrors; touch: (field: 'input' | 'output') => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const markdown = (key: TextField, required = false) => {
    const label = t(`problem.editor.fields.${key}`);
    const error = key === 'input' || key === 'output' ? errors[key] : undefined;
    return (
      <Form.Item label={label} htmlFor={`problem-${key}`} required={required} validateStatus={error ? 'error' : undefined} help={error}>
        <MarkdownEditor
          id={`problem-${key}`}
          label={label}
          value={form[key]}
          status={error ? 'error' : undefined}
          onChange={(value) => {
            update({ [key]: value });
          }}
          {...(key === 'input' || key === 'output'
            ? {
                onBlur: () => {
                  touch(key);
                },
              }
            : {})}
        />
      </Form.Item>
    );
  };
  const setExample = (index: number, part: 'input' | 'output', value: string) => {
    update((current) => ({ ...current, examples: current.examples.map((example, at) => (at === index ? { ...example, [part]: value } : example)) }));
  };
  return (
    <>
      {markdown('description')}
      {markdown('input', true)}
      {markdown('output', true)}
      <Form.Item label={t('problem.editor.sections.examples')}>
        {form.examples.map((example, index) => {
          const n = index + 1;
          return (
            // Examples have no identity of their own: their position is their name.
            <Row gutter={12} key={index} style={{ marginBottom: 8 }} align="top">
              <Col xs={24} md={11}>
                <Input.TextArea
                  aria-label={t('problem.editor.examples.input', { n })}
                  placeholder={t('problem.editor.examples.input', { n })}
                  rows={3}
                  value={example.input}
                  onChange={(event) => {
                    setExample(index, 'input', event.target.value);
                  }}
                  style={{ fontFamily: 'monospace' }}
                />
              </Col>
              <Col xs={24} md={11}>
                <Input.TextArea
                  aria-label={t('problem.editor.examples.output', { n })}
                  placeholder={t('problem.editor.examples.output', { n })}
                  rows={3}
                  value={example.output}
                  onChange={(event) => {
                    setExample(index, 'output', event.target.value);
                  }}
                  style={{ fontFamily: 'monospace' }}
                />
              </Col>
              <Col xs={24} md={2}>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('problem.editor.examples.remove', { n })}
                  onClick={() => {
                    update((current) => ({ ...current, examples: current.examples.filter((_, at) => at !== index) }));
                  }}
                />
              </Col>
            </Row>
          );
        })}
        {form.examples.length >= ADVISED_EXAMPLES && <Alert type="info" showIcon title={t('problem.editor.examples.advice')} style={{ marginBottom: 8 }} />}
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            update((current) => ({ ...current, examples: [...current.examples, { input: '', output: '' }] }));
          }}
        >
          {t('problem.editor.examples.add')}
        </Button>
      </Form.Item>
      {markdown('hint')}
    </>
  );
}
