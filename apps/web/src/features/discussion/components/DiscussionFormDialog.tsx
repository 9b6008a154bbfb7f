import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { DiscussionCategoryDto } from '@oj/contracts';
import { DISCUSSION_DESCRIPTION_MAX, DISCUSSION_TITLE_MAX } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { draftError } from '../rules.ts';
import type { DiscussionDraft } from '../rules.ts';

/** Props of DiscussionFormDialog. */
export interface DiscussionFormDialogProps {
  open: boolean;
  /** The discussion being edited, or null to create one. */
  initial: DiscussionDraft | null;
  categories: readonly DiscussionCategoryDto[];
  saving: boolean;
  onCancel: () => void;
  /** Called with a checked draft; resolves true when saved (the dialog then closes). */
  onSubmit: (draft: DiscussionDraft) => Promise<boolean>;
}

const EMPTY: DiscussionDraft = { title: '', description: '', categoryId: null, content: '' };

/** The create and edit dialog of a discussion (spec 03 §2.14), checking its fields in the spec's order. */
export function DiscussionFormDialog({ open, initial, categories, saving, onCancel, onSubmit }: DiscussionFormDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DiscussionDraft>(initial ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setDraft(initial ?? EMPTY);
      setError(null);
    }
  }, [open, initial]);
  const set = (patch: Partial<DiscussionDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = async () => {
    const problem = draftError(draft);
    if (problem) {
      const field = t(`discussion.form.${problem.field}`);
      setError(problem.kind === 'required' ? t('discussion.form.required', { field }) : t('discussion.form.tooLong', { field, max: problem.max }));
      return;
    }
    setError(null);
    if (await onSubmit(draft)) onCancel();
  };
  return (
    <Modal
      open={open}
      width={760}
      title={t(initial ? 'discussion.form.editTitle' : 'discussion.form.createTitle')}
      okText={t('discussion.form.submit')}
      cancelText={t('discussion.form.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="discussion-form"
    >
      <Form layout="vertical">
        <Form.Item label={t('discussion.form.title')} required>
          <Input
            value={draft.title}
            maxLength={DISCUSSION_TITLE_MAX + 1}
            onChange={(event) => {
              set({ title: event.target.value });
            }}
            data-testid="discussion-form-title"
          />
        </Form.Item>
        <Form.Item label={t('discussion.form.description')} required>
          <Input
            value={draft.description}
            maxLength={DISCUSSION_DESCRIPTION_MAX + 1}
            onChange={(event) => {
              set({ description: event.target.value });
            }}
            data-testid="discussion-form-description"
          />
        </Form.Item>
        <Form.Item label={t('discussion.form.category')} required>
          <Select
            value={draft.categoryId ?? undefined}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            onChange={(value: number) => {
              set({ categoryId: value });
            }}
            data-testid="discussion-form-category"
          />
        </Form.Item>
        <Form.Item label={t('discussion.form.content')} required validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.TextArea
            rows={10}
            value={draft.content}
            onChange={(event) => {
              set({ content: event.target.value });
            }}
            data-testid="discussion-form-content"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
