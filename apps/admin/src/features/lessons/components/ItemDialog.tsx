import { useEffect } from 'react';
import { Form, Input, Modal, Switch } from 'antd';
import { LESSON_TITLE_MAX, LESSON_URL_MAX, MD_FILE_EXTENSIONS, isSafeLessonLink } from '@oj/contracts';
import type { AdminLessonItemDto, MdUploadResultDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { FileUpload } from '@oj/manage/upload';

/** What the item dialog saves. */
export interface ItemValues {
  title: string;
  url: string;
  isVisible: boolean;
}

/**
 * Adds or edits a lesson material: title, link (typed, or a file of the site uploaded through the
 * markdown editor's file upload), visible. Links that are not http(s) or the site's own are refused
 * here as the server refuses them.
 */
export function ItemDialog({
  item,
  open,
  onSave,
  onClose,
}: {
  item: AdminLessonItemDto | null;
  open: boolean;
  onSave: (values: ItemValues) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [form] = Form.useForm<ItemValues>();
  useEffect(() => {
    if (open) form.setFieldsValue(item ? { title: item.title, url: item.url, isVisible: item.isVisible } : { title: '', url: '', isVisible: true });
  }, [open, item, form]);

  const submit = async () => {
    const values = await form.validateFields();
    if (await onSave({ ...values, title: values.title.trim(), url: values.url.trim() })) onClose();
  };
  return (
    <Modal
      open={open}
      title={t(item ? 'lesson.groups.editItem' : 'lesson.groups.addItem')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      data-testid="lesson-item-dialog"
    >
      <Form<ItemValues> form={form} layout="vertical">
        <Form.Item name="title" label={t('lesson.groups.itemTitle')} rules={[{ required: true, whitespace: true, message: t('lesson.form.titleRequired') }]}>
          <Input maxLength={LESSON_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('lesson.groups.url')}
          extra={t('lesson.groups.urlHint')}
          rules={[
            { required: true, whitespace: true, message: t('lesson.groups.urlRequired') },
            {
              validator: async (_, value: string) =>
                !value.trim() || isSafeLessonLink(value.trim()) ? undefined : Promise.reject(new Error(t('lesson.groups.urlInvalid'))),
            },
          ]}
        >
          <Input maxLength={LESSON_URL_MAX} />
        </Form.Item>
        <Form.Item>
          <FileUpload<MdUploadResultDto>
            label={t('lesson.groups.uploadFile')}
            accept={MD_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
            request={(file) => ({ path: 'file/upload-md-file', field: 'file', file })}
            onUploaded={(result, file) => {
              form.setFieldValue('url', result.link);
              if (!form.getFieldValue('title')) form.setFieldValue('title', file.name.replace(/\.[^.]+$/, ''));
            }}
            failureText={t('lesson.groups.uploadFailed')}
            testId="lesson-item-upload"
          />
        </Form.Item>
        <Form.Item name="isVisible" label={t('lesson.groups.visible')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
