import { useCreateAnnouncementMutation, useUpdateAnnouncementMutation } from '@oj/api-client/admin-home';
import { ANNOUNCEMENT_TITLE_MAX, AnnouncementStatus } from '@oj/contracts';
import type { AnnouncementDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { AnnouncementDialog } from '@oj/manage/announcement-dialog';
import type { AnnouncementFields } from '@oj/manage/announcement-dialog';

/** What the dialog edits: a new announcement, or a stored one. */
export type SiteAnnouncementTarget = { kind: 'create' } | { kind: 'edit'; announcement: AnnouncementDto };

/** Create or edit a site announcement: title and markdown content (both required) and its visibility (stored as a status). */
export function AnnouncementEditDialog({ target, onClose }: { target: SiteAnnouncementTarget | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [create] = useCreateAnnouncementMutation();
  const [update] = useUpdateAnnouncementMutation();
  const stored = target?.kind === 'edit' ? target.announcement : null;

  const save = async ({ title, content, visible }: AnnouncementFields) => {
    const body = { title, content, status: visible ? AnnouncementStatus.Visible : AnnouncementStatus.Hidden };
    const result = await (stored ? update({ ...body, id: stored.id }) : create(body));
    return !result.error;
  };
  return (
    <AnnouncementDialog
      target={
        target &&
        (stored
          ? { kind: 'edit', key: stored.id, fields: { title: stored.title, content: stored.content, visible: stored.status === AnnouncementStatus.Visible } }
          : { kind: 'create' })
      }
      texts={{
        create: t('home.announcements.create'),
        edit: t('home.announcements.edit'),
        titleLabel: t('home.announcements.fields.title'),
        contentLabel: t('home.announcements.fields.content'),
        visibleLabel: t('home.announcements.fields.visible'),
        titleRequired: t('home.announcements.validation.titleRequired'),
        contentRequired: t('home.announcements.validation.contentRequired'),
        saved: t('home.announcements.saved'),
      }}
      onSave={save}
      onClose={onClose}
      idPrefix="site-announcement"
      testIds={{ dialog: 'site-announcement-dialog', save: 'save-site-announcement' }}
      titleMaxLength={ANNOUNCEMENT_TITLE_MAX}
    />
  );
}
