import { Card, Tabs } from 'antd';
import { hasSuperAdminRole, selectRoleList } from '@oj/api-client/core';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useShellSelector } from '@oj/app-shell';
import { CategoryTable } from './components/CategoryTable.tsx';
import { DiscussionTable } from './components/DiscussionTable.tsx';
import { ReportTable } from './components/ReportTable.tsx';

/** The back office's discussions, reports and categories (spec 03 §2.19 /admin/discussion). */
export function DiscussionsPage() {
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const superAdmin = hasSuperAdminRole(useShellSelector(selectRoleList));
  return (
    <Card title={tAdmin('discussions.title')} data-testid="admin-discussions-page">
      <Tabs
        items={[
          { key: 'discussions', label: tAdmin('discussions.tabs.discussions'), children: <DiscussionTable /> },
          { key: 'reports', label: tAdmin('discussions.tabs.reports'), children: <ReportTable /> },
          { key: 'categories', label: tAdmin('discussions.tabs.categories'), children: <CategoryTable editable={superAdmin} /> },
        ]}
      />
    </Card>
  );
}
