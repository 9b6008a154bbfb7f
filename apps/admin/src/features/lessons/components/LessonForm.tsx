import { useState } from 'react';
import { Button, Card, Form, Input, Space, Switch } from 'antd';
import { useNavigate } from 'react-router';
import { useCreateLessonMutation, useUpdateLessonMutation } from '@oj/api-client/admin-lesson';
import { LESSON_LOGO_MAX, LESSON_TITLE_MAX, isSafeLessonLink } from '@oj/contracts';
import type { LessonFormDto, MdUploadResultDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { MarkdownEditor } from '@oj/manage/markdown-editor';
import { FileUpload } from '@oj/manage/upload';

/** The lesson form's values (the wire form with text fields always present). */
export interface LessonFormValues {
  title: string;
  logo: string;
  description: string;
  visible: boolean;
}

/** The create and edit form of a lesson: title, logo (upload or link), markdown description, visible. */
export function LessonForm({ id, initial }: { id: number | null; initial: LessonFormValues }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<LessonFormValues>();
  const [logo, setLogo] = useState(initial.logo);
  const [createLesson, created] = useCreateLessonMutation();
  const [updateLesson, updated] = useUpdateLessonMutation();

  const save = async (values: LessonFormValues) => {
    const body: LessonFormDto = { title: values.title.trim(), logo: values.logo.trim() || null, description: values.description, visible: values.visible };
    if (id === null) {
      const result = await createLesson(body);
      if (result.data) {
        void message.success(t('lesson.form.created'));
        void navigate(paths.lesson.groups.getHref(result.data.id));
      }
      return;
    }
    const result = await updateLesson({ id, ...body });
    if (!result.error) void message.success(t('lesson.form.updated'));
  };

  return (
    <Card title={t(id === null ? 'lesson.form.createTitle' : 'lesson.form.editTitle')} data-testid="lesson-form">
      <Form<LessonFormValues> form={form} layout="vertical" initialValues={initial} onFinish={(values) => void save(values)}>
        <Form.Item name="title" label={t('lesson.form.title')} rules={[{ required: true, whitespace: true, message: t('lesson.form.titleRequired') }]}>
          <Input maxLength={LESSON_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          label={t('lesson.form.logo')}
          extra={t('lesson.form.logoHint')}
          name="logo"
          rules={[
            {
              validator: async (_, value: string) =>
                !value.trim() || isSafeLessonLink(value.trim()) ? undefined : Promise.reject(new Error(t('lesson.form.logoInvalid'))),
            },
          ]}
        >
          <Input
            maxLength={LESSON_LOGO_MAX}
            onChange={(event) => {
              setLogo(event.target.value);
            }}
          />
        </Form.Item>
        <Space align="start" style={{ marginBottom: 16 }}>
          {logo && isSafeLessonLink(logo.trim()) ? <img src={logo} alt="" style={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 4 }} /> : null}
          <FileUpload<MdUploadResultDto>
            label={t('lesson.form.logoUpload')}
            accept="image/*"
            request={(file) => ({ path: 'file/upload-md-img', field: 'image', file })}
            onUploaded={(result) => {
              form.setFieldValue('logo', result.link);
              setLogo(result.link);
            }}
            failureText={t('lesson.form.logoUploadFailed')}
            testId="lesson-logo-upload"
          />
        </Space>
        <Form.Item name="description" label={t('lesson.form.description')}>
          <DescriptionField label={t('lesson.form.description')} />
        </Form.Item>
        <Form.Item name="visible" label={t('lesson.form.visible')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={created.isLoading || updated.isLoading}>
          {t('lesson.form.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** The markdown editor as a Form.Item control (value and onChange come from the form). */
function DescriptionField({ label, value, onChange }: { label: string; value?: string; onChange?: (value: string) => void }) {
  return <MarkdownEditor label={label} value={value ?? ''} onChange={(next) => onChange?.(next)} rows={12} />;
}
