import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { ContestStatus } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import type { ContestView } from '../hooks/use-contest.ts';

/** A part of the contest the viewer may not open yet (spec 02 §2): why, and the way back to the overview. */
export function ContestLocked({ view }: { view: ContestView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scheduled = view.status === ContestStatus.Scheduled;
  return (
    <Result
      icon={<LockOutlined />}
      title={scheduled ? t('contest.menuScheduled') : t('contest.menuPrivate')}
      data-testid="contest-locked"
      extra={
        <Button type="primary" onClick={() => void navigate(paths.contest.detail.getHref(view.cid))}>
          {t('contest.toOverview')}
        </Button>
      }
    />
  );
}
