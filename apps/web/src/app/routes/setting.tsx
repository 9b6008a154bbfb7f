import { useState } from 'react';
import { Card, Collapse } from 'antd';
import { useTranslation } from '@oj/i18n';
import { AccountSection } from '@/features/settings/components/AccountSection.tsx';
import { UserInfoSection } from '@/features/settings/components/UserInfoSection.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** Settings (spec 01 §2): one accordion, Account (open by default) and UserInfo. */
export function SettingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.setting'));
  // One panel open at a time, kept here rather than with antd's accordion prop: that one marks the
  // list as a tablist around tabpanels, which is not a valid ARIA structure.
  const [open, setOpen] = useState<string[]>(['account']);
  return (
    <Card>
      <h2 style={{ marginTop: 0, fontWeight: 600 }}>{t('page.setting')}</h2>
      <Collapse
        activeKey={open}
        onChange={(keys) => {
          setOpen(keys.filter((key) => !open.includes(key)).slice(-1));
        }}
        data-testid="settings-accordion"
        items={[
          { key: 'account', label: t('setting.account'), children: <AccountSection /> },
          { key: 'userInfo', label: t('setting.userInfo'), children: <UserInfoSection /> },
        ]}
      />
    </Card>
  );
}
