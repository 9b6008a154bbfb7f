import { Form, Input, Select } from 'antd';
import type { AdminTagClassificationDto, AdminTagListRecordDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { TAG_NAME_MAX, byRank, isDuplicateTag, isHexColor } from '../rules.ts';
import { ColorField } from './ColorField.tsx';
import { FormModal } from './FormModal.tsx';

/** The tag form's values. */
export interface TagFormValues {
  name: string;
  color?: string | null;
  oj: string;
  tcid?: number | null;
}

/** Props of TagFormModal. */
export interface TagFormModalProps {
  open: boolean;
  /** The tag being edited; null creates one. */
  editing: AdminTagListRecordDto | null;
  initialValues: TagFormValues;
  /** Every tag, to refuse a duplicate name before asking the server. */
  tags: readonly AdminTagListRecordDto[];
  classifications: readonly AdminTagClassificationDto[];
  banks: readonly string[];
  onCancel: () => void;
  onSubmit: (values: TagFormValues) => Promise<boolean>;
}

/** Create or edit a tag: name (unique in its bank), colour, bank and classification. */
export function TagFormModal({ open, editing, initialValues, tags, classifications, banks, onCancel, onSubmit }: TagFormModalProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <FormModal<TagFormValues>
      open={open}
      title={t(editing ? 'tags.tag.edit' : 'tags.tag.create')}
      initialValues={initialValues}
      onCancel={onCancel}
      onSubmit={onSubmit}
      testId="tag-form"
    >
      <Form.Item name="oj" label={t('tags.tag.oj')} rules={[{ required: true }]}>
        <Select options={banks.map((bank) => ({ value: bank, label: bank }))} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('tags.tag.name')}
        dependencies={['oj']}
        rules={[
          { required: true, whitespace: true, message: t('tags.tag.nameRequired') },
          { max: TAG_NAME_MAX, message: t('tags.tag.nameMax', { max: TAG_NAME_MAX }) },
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              typeof value === 'string' && isDuplicateTag(tags, value, String(getFieldValue('oj')), editing?.id)
                ? Promise.reject(new Error(t('tags.tag.duplicate')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input maxLength={TAG_NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('tags.tag.color')}
        rules={[
          {
            validator: (_rule, value: unknown) =>
              !value || (typeof value === 'string' && isHexColor(value)) ? Promise.resolve() : Promise.reject(new Error(t('tags.tag.colorInvalid'))),
          },
        ]}
      >
        <ColorField pickerLabel={t('tags.messages.pickColor')} />
      </Form.Item>
      <Form.Item noStyle dependencies={['oj']}>
        {({ getFieldValue }) => (
          <Form.Item name="tcid" label={t('tags.tag.classification')}>
            <Select
              allowClear
              placeholder={t('tags.tag.unclassified')}
              options={byRank(classifications)
                .filter((classification) => classification.oj === getFieldValue('oj'))
                .map((classification) => ({ value: classification.id, label: classification.name }))}
            />
          </Form.Item>
        )}
      </Form.Item>
    </FormModal>
  );
}
