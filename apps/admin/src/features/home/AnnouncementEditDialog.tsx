import { useState } from 'react';
import { Button, Form, Input, Modal, Switch } from 'antd';
import { useCreateAnnouncementMutation, useUpdateAnnouncementMutation } from '@oj/api-client/admin-home';
import { ANNOUNCEMENT_TITLE_MAX, AnnouncementStatus } from '@oj/contracts';
import type { AnnouncementDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';
import { MarkdownEditor } from '@/shared/markdown-editor';

/** What the dialog edits: a new announcement, or a stored one. */
export type SiteAnnouncementTarget = { kind: 'create' } | { kind: 'edit'; announcement: AnnouncementDto };

/** Create or edit a site announcement: title and markdown content (both required) and its visibility. */
export function AnnouncementEditDialog({ target, onClose }: { target: SiteAnnouncementTarget | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Modal
      open={target !== null}
      title={t(target?.kind === 'edit' ? 'home.announcements.edit' : 'home.announcements.create')}
      footer={null}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      data-testid="site-announcement-dialog"
    >
      {target && <AnnouncementForm key={target.kind === 'edit' ? target.announcement.id : 'new'} target={target} onClose={onClose} />}
    </Modal>
  );
}

function AnnouncementForm({ target, onClose }: { target: SiteAnnouncementTarget; onClose: () => void }) {
  const { t: tCommon } = useTranslation();
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const stored = target.kind === 'edit' ? target.announcement : null;
  const [title, setTitle] = useState(stored?.title ?? '');
  const [content, setContent] = useState(stored?.content ?? '');
  const [visible, setVisible] = useState((stored?.status ?? AnnouncementStatus.Visible) === AnnouncementStatus.Visible);
  const [checked, setChecked] = useState(false);
  const [create, createState] = useCreateAnnouncementMutation();
  const [update, updateState] = useUpdateAnnouncementMutation();
  const titleError = checked && title.trim() === '' ? t('home.announcements.validation.titleRequired') : undefined;
  const contentError = checked && content.trim() === '' ? t('home.announcements.validation.contentRequired') : undefined;

  const save = async () => {
    setChecked(true);
    if (title.trim() === '' || content.trim() === '') return;
    const body = { title: title.trim(), content, status: visible ? AnnouncementStatus.Visible : AnnouncementStatus.Hidden };
    const result = await (stored ? update({ ...body, id: stored.id }) : create(body));
    if (result.error) return;
    void message.success(t('home.announcements.saved'));
    onClose();
  };
  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={t('home.announcements.fields.title')}
        htmlFor="site-announcement-title"
        required
        validateStatus={titleError ? 'error' : undefined}
        help={titleError}
      >
        <Input
          id="site-announcement-title"
          value={title}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
        />
      </Form.Item>
      <Form.Item
        label={t('home.announcements.fields.content')}
        htmlFor="site-announcement-content"
        required
        validateStatus={contentError ? 'error' : undefined}
        help={contentError}
      >
        <MarkdownEditor
          id="site-announcement-content"
          label={t('home.announcements.fields.content')}
          value={content}
          onChange={setContent}
          status={contentError ? 'error' : undefined}
        />
      </Form.Item>
      <Form.Item label={t('home.announcements.fields.visible')} htmlFor="site-announcement-visible">
        <Switch id="site-announcement-visible" checked={visible} onChange={setVisible} />
      </Form.Item>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
        <Button type="primary" loading={createState.isLoading || updateState.isLoading} onClick={() => void save()} data-testid="save-site-announcement">
          {tCommon('common.save')}
        </Button>
      </div>
    </Form>
  );
}
