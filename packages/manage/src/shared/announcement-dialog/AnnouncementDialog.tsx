import { useState } from 'react';
import { Button, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { MarkdownEditor } from '../markdown-editor';

/** What an announcement form edits, whatever the owner (site, contest, group) stores besides. */
export interface AnnouncementFields {
  title: string;
  content: string;
  visible: boolean;
}

/** What the dialog edits: a new announcement, or a stored one (`key` tells stored ones apart). */
export type AnnouncementDialogTarget = { kind: 'create' } | { kind: 'edit'; key: string | number; fields: AnnouncementFields };

/** The dialog's texts, in the owner's own keys. */
export interface AnnouncementDialogTexts {
  /** Dialog titles for a new and a stored announcement. */
  create: string;
  edit: string;
  titleLabel: string;
  contentLabel: string;
  visibleLabel: string;
  titleRequired: string;
  contentRequired: string;
  /** Shown once a save went through. */
  saved: string;
}

/** Props of AnnouncementDialog. */
export interface AnnouncementDialogProps {
  /** Null keeps the dialog closed. */
  target: AnnouncementDialogTarget | null;
  texts: AnnouncementDialogTexts;
  /** Saves the checked fields (title trimmed); resolves true when saved, false when the call failed (it reported why). */
  onSave: (fields: AnnouncementFields) => Promise<boolean>;
  onClose: () => void;
  /** Prefix of the fields' ids (`<idPrefix>-title`, `-content`, `-visible`). */
  idPrefix: string;
  /** Test ids of the dialog and its save button. */
  testIds: { dialog: string; save: string };
  titleMaxLength: number;
}

/** Create or edit an announcement: title and markdown content (both required) and its visibility. */
export function AnnouncementDialog(props: AnnouncementDialogProps) {
  const { target, texts, onClose, testIds } = props;
  return (
    <Modal
      open={target !== null}
      title={target?.kind === 'edit' ? texts.edit : texts.create}
      footer={null}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      data-testid={testIds.dialog}
    >
      {target && <AnnouncementForm key={target.kind === 'edit' ? target.key : 'new'} {...props} target={target} />}
    </Modal>
  );
}

function AnnouncementForm({
  target,
  texts,
  onSave,
  onClose,
  idPrefix,
  testIds,
  titleMaxLength,
}: AnnouncementDialogProps & { target: AnnouncementDialogTarget }) {
  const { t: tCommon } = useTranslation();
  const { message } = useFeedback();
  const stored = target.kind === 'edit' ? target.fields : null;
  const [title, setTitle] = useState(stored?.title ?? '');
  const [content, setContent] = useState(stored?.content ?? '');
  const [visible, setVisible] = useState(stored?.visible ?? true);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const titleError = checked && title.trim() === '' ? texts.titleRequired : undefined;
  const contentError = checked && content.trim() === '' ? texts.contentRequired : undefined;

  const save = async () => {
    setChecked(true);
    if (title.trim() === '' || content.trim() === '') return;
    setSaving(true);
    const saved = await onSave({ title: title.trim(), content, visible }).finally(() => {
      setSaving(false);
    });
    if (!saved) return;
    void message.success(texts.saved);
    onClose();
  };
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={texts.titleLabel} htmlFor={`${idPrefix}-title`} required validateStatus={titleError ? 'error' : undefined} help={titleError}>
        <Input
          id={`${idPrefix}-title`}
          value={title}
          maxLength={titleMaxLength}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
        />
      </Form.Item>
      <Form.Item label={texts.contentLabel} htmlFor={`${idPrefix}-content`} required validateStatus={contentError ? 'error' : undefined} help={contentError}>
        <MarkdownEditor
          id={`${idPrefix}-content`}
          label={texts.contentLabel}
          value={content}
          onChange={setContent}
          status={contentError ? 'error' : undefined}
        />
      </Form.Item>
      <Form.Item label={texts.visibleLabel} htmlFor={`${idPrefix}-visible`}>
        <Switch id={`${idPrefix}-visible`} checked={visible} onChange={setVisible} />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid={testIds.save}>
          {tCommon('common.save')}
        </Button>
      </div>
    </Form>
  );
}
