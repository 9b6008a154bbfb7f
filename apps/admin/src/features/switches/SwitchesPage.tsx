import { useEffect, useState } from 'react';
import { Alert, Button, Card, List, Skeleton, Switch, Typography } from 'antd';
import type { SwitchInfoDto } from '@oj/contracts';
import { SWITCH_NAMES } from '@oj/contracts';
import { useGetSwitchInfoQuery, useUpdateSwitchesMutation } from '@oj/api-client/admin-site';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';

type SwitchName = keyof SwitchInfoDto;

/**
 * The Switches page (spec 03 §2.19 `switch`, super admin): each site switch with what it does; a
 * change is saved at once and confirmed with a toast, and a refused one flips back.
 */
export function SwitchesPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const query = useGetSwitchInfoQuery(undefined);
  const [update] = useUpdateSwitchesMutation();
  const [saving, setSaving] = useState<SwitchName | null>(null);

  useEffect(() => {
    document.title = t('config.switches.title');
  }, [t]);

  const change = async (name: SwitchName, checked: boolean) => {
    setSaving(name);
    const result = await update({ [name]: checked });
    setSaving(null);
    // A failure was reported by the shell; the list still shows the stored value.
    if (result.error === undefined) void message.success(t('config.saved'));
  };

  return (
    <Card>
      <Typography.Title level={2}>{t('config.switches.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('config.switches.intro')}</Typography.Paragraph>
      {query.isLoading && <Skeleton active />}
      {!query.isLoading && query.data === undefined && (
        <Alert type="error" showIcon title={t('config.loadFailed')} action={<Button onClick={() => void query.refetch()}>{t('config.refresh')}</Button>} />
      )}
      {query.data && <SwitchList switches={query.data} saving={saving} onChange={(name, checked) => void change(name, checked)} />}
    </Card>
  );
}

/** The switches, each with its label and description wired to the control for screen readers. */
function SwitchList({
  switches,
  saving,
  onChange,
}: {
  switches: SwitchInfoDto;
  saving: SwitchName | null;
  onChange: (name: SwitchName, checked: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <List
      itemLayout="horizontal"
      dataSource={SWITCH_NAMES}
      renderItem={(name) => (
        <List.Item
          key={name}
          actions={[
            <Switch
              key="switch"
              checked={switches[name]}
              loading={saving === name}
              disabled={saving !== null}
              checkedChildren={t('config.switches.on')}
              unCheckedChildren={t('config.switches.off')}
              aria-labelledby={`switch-${name}-label`}
              aria-describedby={`switch-${name}-description`}
              onChange={(checked) => {
                onChange(name, checked);
              }}
            />,
          ]}
        >
          <List.Item.Meta
            title={<span id={`switch-${name}-label`}>{t(`config.switches.items.${name}.label`)}</span>}
            description={<span id={`switch-${name}-description`}>{t(`config.switches.items.${name}.description`)}</span>}
          />
        </List.Item>
      )}
    />
  );
}
