import { Modal, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ContestPasswordForm } from './ContestPasswordForm.tsx';

/** The password form in a dialog: opened by a submit without access to a contest that is not public (spec 02 §4). */
export function ContestPasswordDialog({ cid, open, onClose }: { cid: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('contest.password.title')} onCancel={onClose} footer={null} destroyOnHidden data-testid="contest-password-dialog">
      <Typography.Paragraph>{t('contest.password.intro')}</Typography.Paragraph>
      <ContestPasswordForm cid={cid} onRegistered={onClose} />
    </Modal>
  );
}
