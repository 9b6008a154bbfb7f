import { Button, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { TRAINING_DEFAULT_RANK, TRAINING_RANK_MAX } from '@oj/contracts';
import type { AdminTrainingDto, TrainingCategoryDto, TrainingFormDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ColorTag } from '@oj/ui';
import { MarkdownEditor } from '../../shared/markdown-editor';

/** The form's values. */
export interface TrainingFormValues {
  rank: number;
  title: string;
  description: string;
  categoryId: number | undefined;
  auth: 'Public' | 'Private';
  /** Absent from a save of a public training: the password field is not mounted then, and antd leaves it out. */
  pwd?: string | undefined;
  visible: boolean;
}

/** The form's starting values: a stored training's, or a new one's. */
export function initialValues(training: AdminTrainingDto | null): TrainingFormValues {
  return training
    ? {
        rank: training.rank,
        title: training.title,
        description: training.description,
        categoryId: training.categoryId ?? undefined,
        auth: training.auth === 'Private' ? 'Private' : 'Public',
        pwd: '',
        visible: training.visible,
      }
    : { rank: TRAINING_DEFAULT_RANK, title: '', description: '', categoryId: undefined, auth: 'Public', pwd: '', visible: true };
}

/** The request body of the values (the password only when one was typed). */
export function formPayload(values: TrainingFormValues): TrainingFormDto {
  const pwd = values.pwd?.trim() ?? '';
  return {
    rank: values.rank,
    title: values.title.trim(),
    description: values.description,
    auth: values.auth,
    visible: values.visible,
    categoryId: values.categoryId ?? 0,
    ...(values.auth === 'Private' && pwd !== '' ? { pwd } : {}),
  };
}

/** Props of TrainingForm. */
export interface TrainingFormProps {
  training: AdminTrainingDto | null;
  categories: readonly TrainingCategoryDto[];
  saving: boolean;
  onSave: (values: TrainingFormValues) => void;
}

/** The training form (spec 03 §2.10: rank, title, description, category, auth and password). */
export function TrainingForm({ training, categories, saving, onSave }: TrainingFormProps) {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const [form] = Form.useForm<TrainingFormValues>();
  const auth = Form.useWatch('auth', form);
  const keepsPassword = training?.hasPassword === true && training.auth === 'Private';
  return (
    <Form<TrainingFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(training)}
      onFinish={onSave}
      data-testid="training-form"
      style={{ maxWidth: 960 }}
    >
      <Form.Item name="rank" label={tAdmin('training.form.rank')} extra={tAdmin('training.form.rankHelp')} rules={[{ required: true }]}>
        <InputNumber min={0} max={TRAINING_RANK_MAX} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="title"
        label={tAdmin('training.form.title')}
        rules={[{ required: true, whitespace: true, message: tAdmin('training.form.titleRequired') }]}
      >
        <Input maxLength={255} data-testid="training-title" />
      </Form.Item>
      <Form.Item name="description" label={tAdmin('training.form.description')} htmlFor="training-description">
        <DescriptionField label={tAdmin('training.form.description')} />
      </Form.Item>
      <Form.Item name="categoryId" label={tAdmin('training.form.category')} rules={[{ required: true, message: tAdmin('training.form.categoryRequired') }]}>
        <Select
          style={{ width: 260 }}
          data-testid="training-category"
          options={categories.map((category) => ({
            value: category.id,
            label: <ColorTag color={category.color}>{category.name}</ColorTag>,
          }))}
        />
      </Form.Item>
      <Form.Item name="auth" label={tAdmin('training.form.auth')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'Public', label: tAdmin('training.auth.Public') },
            { value: 'Private', label: tAdmin('training.auth.Private') },
          ]}
        />
      </Form.Item>
      {auth === 'Private' ? (
        <Form.Item
          name="pwd"
          label={tAdmin('training.form.password')}
          extra={keepsPassword ? tAdmin('training.form.passwordKeep') : undefined}
          rules={keepsPassword ? [] : [{ required: true, whitespace: true, message: tAdmin('training.form.passwordRequired') }]}
        >
          <Input.Password maxLength={100} autoComplete="new-password" style={{ width: 260 }} data-testid="training-password" />
        </Form.Item>
      ) : null}
      <Form.Item name="visible" label={tAdmin('training.form.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="training-save">
        {tAdmin('training.form.save')}
      </Button>
    </Form>
  );
}

/** The markdown editor as a Form.Item control. */
function DescriptionField({ value, onChange, label }: { value?: string; onChange?: (value: string) => void; label: string }) {
  return (
    <MarkdownEditor
      id="training-description"
      label={label}
      value={value ?? ''}
      onChange={(next) => {
        onChange?.(next);
      }}
    />
  );
}
