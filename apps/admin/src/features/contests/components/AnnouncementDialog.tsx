import { useState } from 'react';
import { Button, Form, Input, Modal, Switch } from 'antd';
import { useAddContestAnnouncementMutation, useUpdateContestAnnouncementMutation } from '@oj/api-client/admin-contest';
import type { AdminContestAnnouncementDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { MarkdownEditor } from '@/shared/markdown-editor';

/** What the dialog edits: a new announcement, or a stored one. */
export type AnnouncementTarget = { kind: 'create' } | { kind: 'edit'; announcement: AdminContestAnnouncementDto };

/** Create or edit a contest announcement: a title and markdown content, both required. */
export function AnnouncementDialog({ cid, target, onClose }: { cid: number; target: AnnouncementTarget | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Modal
      open={target !== null}
      title={t(target?.kind === 'edit' ? 'contest.announcements.edit' : 'contest.announcements.create')}
      footer={null}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      data-testid="announcement-dialog"
    >
      {target && <AnnouncementForm key={target.kind === 'edit' ? target.announcement.id : 'new'} cid={cid} target={target} onClose={onClose} />}
    </Modal>
  );
}

function AnnouncementForm({ cid, target, onClose }: { cid: number; target: AnnouncementTarget; onClose: () => void }) {
  const { t: tCommon } = useTranslation();
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const stored = target.kind === 'edit' ? target.announcement : null;
  const [title, setTitle] = useState(stored?.title ?? '');
  const [content, setContent] = useState(stored?.content ?? '');
  const [visible, setVisible] = useState(stored?.visible ?? true);
  const [checked, setChecked] = useState(false);
  const [add, addState] = useAddContestAnnouncementMutation();
  const [update, updateState] = useUpdateContestAnnouncementMutation();
  const titleError = checked && title.trim() === '' ? t('contest.announcements.validation.titleRequired') : undefined;
  const contentError = checked && content.trim() === '' ? t('contest.announcements.validation.contentRequired') : undefined;

  const save = async () => {
    setChecked(true);
    if (title.trim() === '' || content.trim() === '') return;
    const body = { cid, title: title.trim(), content, visible };
    const result = await (stored ? update({ ...body, id: stored.id }) : add(body));
    if (result.error) return;
    void message.success(t('contest.announcements.saved'));
    onClose();
  };
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={t('contest.announcements.fields.title')}
        htmlFor="contest-announcement-title"
        required
        validateStatus={titleError ? 'error' : undefined}
        help={titleError}
      >
        <Input
          id="contest-announcement-title"
          value={title}
          maxLength={255}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
        />
      </Form.Item>
      <Form.Item
        label={t('contest.announcements.fields.content')}
        htmlFor="contest-announcement-content"
        required
        validateStatus={contentError ? 'error' : undefined}
        help={contentError}
      >
        <MarkdownEditor
          id="contest-announcement-content"
          label={t('contest.announcements.fields.content')}
          value={content}
          onChange={setContent}
          status={contentError ? 'error' : undefined}
        />
      </Form.Item>
      <Form.Item label={t('contest.announcements.fields.visible')} htmlFor="contest-announcement-visible">
        <Switch id="contest-announcement-visible" checked={visible} onChange={setVisible} />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
        <Button type="primary" loading={addState.isLoading || updateState.isLoading} onClick={() => void save()} data-testid="save-announcement">
          {tCommon('common.save')}
        </Button>
      </div>
    </Form>
  );
}
