import { Button, Popconfirm } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';

/** A row's Delete link that asks first (spec 03 §8: confirmations are required for delete). */
export function DeleteAction({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Popconfirm
      title={tAdmin('tags.messages.deleteConfirm')}
      okText={t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => {
        void onConfirm();
      }}
    >
      <Button type="link" danger size="small">
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}
