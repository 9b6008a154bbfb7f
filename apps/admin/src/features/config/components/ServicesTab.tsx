import { Alert, Button, Descriptions, Space, Table, Tag, Typography } from 'antd';
import type { JudgeServiceInfoDto, ServiceInfoDto } from '@oj/contracts';
import { useGetJudgeServiceInfoQuery, useGetServiceInfoQuery } from '@oj/api-client/admin-site';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { TabState } from './TabState.tsx';

const STATE_COLORS: Readonly<Record<ServiceInfoDto['services'][number]['state'], string>> = {
  'in-process': 'blue',
  up: 'green',
  degraded: 'orange',
  down: 'red',
};

/** Bytes as MiB or GiB. */
export function formatBytes(bytes: number): string {
  const mib = bytes / 1024 / 1024;
  return mib >= 1024 ? `${(mib / 1024).toFixed(1)} GiB` : `${mib.toFixed(0)} MiB`;
}

/** Seconds as `1d 2h 3m` (the largest three units present). */
export function formatUptime(seconds: number): string {
  const parts = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'm'],
    [seconds % 60, 's'],
  ] as const;
  const shown = parts.filter(([value], index) => value > 0 || index === parts.length - 1);
  return shown
    .slice(0, 3)
    .map(([value, unit]) => `${value}${unit}`)
    .join(' ');
}

function GatewayPanel({ info }: { info: ServiceInfoDto }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const reach = (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{t(ok ? 'config.services.reachable' : 'config.services.unreachable')}</Tag>;
  return (
    <>
      <Descriptions bordered column={1} size="small" title={t('config.services.gateway')}>
        <Descriptions.Item label={t('config.services.version')}>{info.version}</Descriptions.Item>
        <Descriptions.Item label={t('config.services.nodeVersion')}>{info.nodeVersion}</Descriptions.Item>
        <Descriptions.Item label={t('config.services.platform')}>{info.platform}</Descriptions.Item>
        <Descriptions.Item label={t('config.services.mode')}>{t(`config.services.modes.${info.mode}`)}</Descriptions.Item>
        <Descriptions.Item label={t('config.services.startedAt')}>{new Date(info.startedAt).toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label={t('config.services.uptime')}>{formatUptime(info.uptimeSec)}</Descriptions.Item>
        <Descriptions.Item
          label={t('config.services.memory')}
        >{`${formatBytes(info.memory.rssBytes)} / ${formatBytes(info.memory.heapUsedBytes)}`}</Descriptions.Item>
        <Descriptions.Item
          label={t('config.services.systemMemory')}
        >{`${formatBytes(info.memory.systemFreeBytes)} / ${formatBytes(info.memory.systemTotalBytes)}`}</Descriptions.Item>
        <Descriptions.Item
          label={t('config.services.cpu')}
        >{`${info.cpu.loadAverage.join(', ')} (${t('config.services.cores', { count: info.cpu.cores })})`}</Descriptions.Item>
        <Descriptions.Item label={t('config.services.database')}>{reach(info.dependencies.database)}</Descriptions.Item>
        <Descriptions.Item label={t('config.services.nats')}>{reach(info.dependencies.nats)}</Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        title={() => <Typography.Text strong>{t('config.services.servicesTitle')}</Typography.Text>}
        dataSource={info.services}
        columns={[
          { title: t('config.services.service'), dataIndex: 'name' },
          { title: t('config.services.address'), dataIndex: 'url', render: (url: string | null) => url ?? '—' },
          {
            title: t('config.services.state'),
            dataIndex: 'state',
            render: (state: keyof typeof STATE_COLORS) => <Tag color={STATE_COLORS[state]}>{t(`config.services.states.${state}`)}</Tag>,
          },
          { title: t('config.services.latency'), dataIndex: 'latencyMs', render: (ms: number | null) => (ms === null ? '—' : `${ms} ms`) },
        ]}
      />
    </>
  );
}

function JudgePanel({ info }: { info: JudgeServiceInfoDto }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <Typography.Title level={4}>{t('config.services.judgeTitle')}</Typography.Title>
      {!info.reachable && <Alert type="error" showIcon title={t('config.services.natsDown')} />}
      <Table
        size="small"
        rowKey="nodeId"
        pagination={false}
        dataSource={info.nodes}
        locale={{ emptyText: t('config.services.noNodes') }}
        columns={[
          { title: t('config.services.node'), dataIndex: 'nodeId' },
          { title: t('config.services.hostname'), dataIndex: 'hostname' },
          { title: t('config.services.slots'), key: 'slots', render: (_value, node) => `${node.running} / ${node.concurrency}` },
          { title: t('config.services.judged'), dataIndex: 'judged' },
          { title: t('config.services.version'), dataIndex: 'version' },
          { title: t('config.services.lastSeen'), dataIndex: 'lastSeen', render: (at: string) => new Date(at).toLocaleTimeString() },
        ]}
      />
      {info.queue && (
        <Descriptions bordered column={3} size="small" title={t('config.services.queue')}>
          <Descriptions.Item label={t('config.services.waitingSubmissions')}>{info.queue.waitingSubmissions}</Descriptions.Item>
          <Descriptions.Item label={t('config.services.waitingTests')}>{info.queue.waitingTests}</Descriptions.Item>
          <Descriptions.Item label={t('config.services.inProgress')}>{info.queue.inProgress}</Descriptions.Item>
        </Descriptions>
      )}
      <Descriptions column={1} size="small" title={t('config.services.languages')}>
        <Descriptions.Item>
          <Space wrap>
            {info.languages.map((language) => (
              <Tag key={language.name} title={language.description}>
                {language.name}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

/** The services tab: the gateway process, the services and the judge nodes; refreshed on demand. */
export function ServicesTab() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const service = useGetServiceInfoQuery(undefined);
  const judge = useGetJudgeServiceInfoQuery(undefined);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="services">
      <Button
        onClick={() => {
          void service.refetch();
          void judge.refetch();
        }}
        loading={service.isFetching || judge.isFetching}
      >
        {t('config.refresh')}
      </Button>
      <TabState query={service}>{(info) => <GatewayPanel info={info} />}</TabState>
      <TabState query={judge}>{(info) => <JudgePanel info={info} />}</TabState>
    </Space>
  );
}
