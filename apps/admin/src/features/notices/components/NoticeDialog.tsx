import { useState } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useAddAdminNoticeMutation, useUpdateAdminNoticeMutation } from '@oj/api-client/admin-notice';
import { NOTICE_LIMITS, NoticeRecipient } from '@oj/contracts';
import type { AdminNoticeDto, NoticeRecipientName } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { MarkdownEditor } from '@oj/manage/markdown-editor';

/** What the dialog edits: a new notice, or a stored one. */
export type NoticeTarget = { kind: 'create' } | { kind: 'edit'; notice: AdminNoticeDto };

const RECIPIENTS: readonly NoticeRecipientName[] = [NoticeRecipient.All, NoticeRecipient.Single, NoticeRecipient.Admin];

/** Create or edit a notice: title, markdown content, recipients (all users, a user named by username, or the admins). */
export function NoticeDialog({ target, onClose }: { target: NoticeTarget | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Modal
      open={target !== null}
      title={t(target?.kind === 'edit' ? 'notices.edit' : 'notices.create')}
      footer={null}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      data-testid="notice-dialog"
    >
      {target && <NoticeForm key={target.kind === 'edit' ? target.notice.id : 'new'} target={target} onClose={onClose} />}
    </Modal>
  );
}

function NoticeForm({ target, onClose }: { target: NoticeTarget; onClose: () => void }) {
  const { t: tCommon } = useTranslation();
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const stored = target.kind === 'edit' ? target.notice : null;
  const [title, setTitle] = useState(stored?.title ?? '');
  const [content, setContent] = useState(stored?.content ?? '');
  const [type, setType] = useState<NoticeRecipientName>(stored?.type ?? NoticeRecipient.All);
  const [username, setUsername] = useState(stored?.recipientUsername ?? '');
  const [checked, setChecked] = useState(false);
  const [add, addState] = useAddAdminNoticeMutation();
  const [update, updateState] = useUpdateAdminNoticeMutation();
  const recipientsFixed = stored?.pushed ?? false;
  const titleError = checked && title.trim() === '' ? t('notices.form.titleRequired') : undefined;
  const usernameError = checked && type === NoticeRecipient.Single && username.trim() === '' ? t('notices.form.usernameRequired') : undefined;

  const save = async () => {
    setChecked(true);
    if (title.trim() === '' || (type === NoticeRecipient.Single && username.trim() === '')) return;
    const body = { title: title.trim(), content, type, recipientUsername: type === NoticeRecipient.Single ? username.trim() : null };
    const result = await (stored ? update({ ...body, id: stored.id }) : add(body));
    if (result.error) return;
    void message.success(t(stored ? 'notices.messages.updated' : 'notices.messages.created'));
    onClose();
  };
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('notices.form.title')} htmlFor="notice-title" required validateStatus={titleError ? 'error' : undefined} help={titleError}>
        <Input
          id="notice-title"
          value={title}
          maxLength={NOTICE_LIMITS.titleMax}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
        />
      </Form.Item>
      <Form.Item label={t('notices.form.content')} htmlFor="notice-content">
        <MarkdownEditor id="notice-content" label={t('notices.form.content')} value={content} onChange={setContent} rows={6} />
      </Form.Item>
      <Form.Item label={t('notices.form.recipient')} help={recipientsFixed ? t('notices.form.recipientFixed') : undefined}>
        <Radio.Group
          value={type}
          disabled={recipientsFixed}
          onChange={(event) => {
            setType(event.target.value as NoticeRecipientName);
          }}
          options={RECIPIENTS.map((each) => ({ value: each, label: t(`notices.recipients.${each}`) }))}
          data-testid="notice-recipient"
        />
      </Form.Item>
      {type === NoticeRecipient.Single ? (
        <Form.Item
          label={t('notices.form.username')}
          htmlFor="notice-username"
          required
          validateStatus={usernameError ? 'error' : undefined}
          help={usernameError}
        >
          <Input
            id="notice-username"
            value={username}
            disabled={recipientsFixed}
            maxLength={100}
            onChange={(event) => {
              setUsername(event.target.value);
            }}
          />
        </Form.Item>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
        <Button type="primary" loading={addState.isLoading || updateState.isLoading} onClick={() => void save()} data-testid="save-notice">
          {tCommon('common.save')}
        </Button>
      </div>
    </Form>
  );
}
