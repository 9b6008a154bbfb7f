import { useAddContestAnnouncementMutation, useUpdateContestAnnouncementMutation } from '@oj/api-client/admin-contest';
import type { AdminContestAnnouncementDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useManageGid } from '../../group.tsx';
import { AnnouncementDialog } from '../../shared/announcement-dialog';
import type { AnnouncementFields } from '../../shared/announcement-dialog';

/** What the dialog edits: a new announcement, or a stored one. */
export type AnnouncementTarget = { kind: 'create' } | { kind: 'edit'; announcement: AdminContestAnnouncementDto };

/** Create or edit a contest announcement: a title and markdown content, both required. */
export function ContestAnnouncementDialog({ cid, target, onClose }: { cid: number; target: AnnouncementTarget | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [add] = useAddContestAnnouncementMutation();
  const [update] = useUpdateContestAnnouncementMutation();
  const stored = target?.kind === 'edit' ? target.announcement : null;
  const gid = useManageGid();

  const save = async (fields: AnnouncementFields) => {
    const body = { cid, gid, ...fields };
    const result = await (stored ? update({ ...body, id: stored.id }) : add(body));
    return !result.error;
  };
  return (
    <AnnouncementDialog
      target={target && (stored ? { kind: 'edit', key: stored.id, fields: stored } : { kind: 'create' })}
      texts={{
        create: t('contest.announcements.create'),
        edit: t('contest.announcements.edit'),
        titleLabel: t('contest.announcements.fields.title'),
        contentLabel: t('contest.announcements.fields.content'),
        visibleLabel: t('contest.announcements.fields.visible'),
        titleRequired: t('contest.announcements.validation.titleRequired'),
        contentRequired: t('contest.announcements.validation.contentRequired'),
        saved: t('contest.announcements.saved'),
      }}
      onSave={save}
      onClose={onClose}
      idPrefix="contest-announcement"
      testIds={{ dialog: 'announcement-dialog', save: 'save-announcement' }}
      titleMaxLength={255}
    />
  );
}
