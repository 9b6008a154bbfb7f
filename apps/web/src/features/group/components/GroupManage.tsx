import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ManageScope } from '@oj/manage';
import { useGroupView } from '../hooks/use-group.ts';
import { groupManagePaths } from '../manage-paths.ts';

/** The group admins' management screens (@oj/manage), with the group's links and calls; others meet a 403. */
export function GroupManage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { gid, access } = useGroupView();
  const managePaths = useMemo(() => groupManagePaths(gid), [gid]);
  if (!access.isAdmin) return <Result status="403" title={t('group.private')} />;
  return (
    <ManageScope paths={managePaths} gid={gid}>
      {children}
    </ManageScope>
  );
}
