import { Tag } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from '@oj/i18n';
import { ColorTag } from '@oj/ui';

/** The auth tag of a training: green Public, orange Private with a lock. */
export function TrainingAuthTag({ auth }: { auth: string }) {
  const { t } = useTranslation();
  const isPrivate = auth === 'Private';
  return (
    <Tag color={isPrivate ? 'orange' : 'green'} icon={isPrivate ? <LockOutlined /> : undefined} data-testid="training-auth-tag">
      {isPrivate ? t('training.auth.Private') : t('training.auth.Public')}
    </Tag>
  );
}

/** The category tag of a training in its colour, or nothing when it has none. */
export function TrainingCategoryTag({ name, color }: { name: string | null; color: string | null }) {
  if (name === null) return null;
  return (
    <ColorTag color={color ?? 'default'} data-testid="training-category-tag">
      {name}
    </ColorTag>
  );
}
