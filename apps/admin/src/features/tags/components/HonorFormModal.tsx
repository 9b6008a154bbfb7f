import { Form, Input, Select } from 'antd';
import { HONOR_LEVELS } from '@oj/contracts';
import type { HonorDto, HonorLevel } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { FormModal } from './FormModal.tsx';

/** The honor form's values. */
export interface HonorFormValues {
  title: string;
  contestName: string;
  level: HonorLevel;
  /** YYYY-MM-DD, from a native date field. */
  date: string;
  members: string[];
  link?: string | null;
  description?: string | null;
}

const MEMBERS_MAX = 20;
const LINK = /^https?:\/\/\S+$/i;

/** Create or edit an honor: an award the site's members won. */
export function HonorFormModal(props: {
  open: boolean;
  editing: HonorDto | null;
  onCancel: () => void;
  onSubmit: (values: HonorFormValues) => Promise<boolean>;
}) {
  const { open, editing, onCancel, onSubmit } = props;
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const initialValues: Partial<HonorFormValues> = editing
    ? {
        title: editing.title,
        contestName: editing.contestName,
        level: editing.level,
        date: editing.date,
        members: editing.members,
        link: editing.link,
        description: editing.description,
      }
    : { level: 'gold', members: [] };
  return (
    <FormModal<HonorFormValues>
      open={open}
      title={t(editing ? 'tags.honor.edit' : 'tags.honor.create')}
      initialValues={initialValues}
      onCancel={onCancel}
      onSubmit={onSubmit}
      testId="honor-form"
    >
      <Form.Item name="title" label={t('tags.honor.title')} rules={[{ required: true, whitespace: true, message: t('tags.honor.titleRequired') }]}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item
        name="contestName"
        label={t('tags.honor.contestName')}
        rules={[{ required: true, whitespace: true, message: t('tags.honor.contestNameRequired') }]}
      >
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="level" label={t('tags.honor.level')} rules={[{ required: true, message: t('tags.honor.levelRequired') }]}>
        <Select options={HONOR_LEVELS.map((level) => ({ value: level, label: t(`tags.honor.levels.${level}`) }))} />
      </Form.Item>
      <Form.Item name="date" label={t('tags.honor.date')} rules={[{ required: true, message: t('tags.honor.dateRequired') }]}>
        <Input type="date" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="members"
        label={t('tags.honor.members')}
        extra={t('tags.honor.membersHelp')}
        rules={[{ required: true, type: 'array', min: 1, max: MEMBERS_MAX, message: t('tags.honor.membersRequired') }]}
      >
        <Select mode="tags" open={false} maxCount={MEMBERS_MAX} tokenSeparators={[',', '，']} />
      </Form.Item>
      <Form.Item name="link" label={t('tags.honor.link')} rules={[{ pattern: LINK, message: t('tags.honor.linkInvalid') }]}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="description" label={t('tags.honor.description')}>
        <Input.TextArea rows={3} maxLength={65_535} />
      </Form.Item>
    </FormModal>
  );
}
