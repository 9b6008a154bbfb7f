import { Button, Empty, List, Popconfirm } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useMessageTab } from '../hooks/use-message-tab.ts';
import type { MessageTabKey } from '../unread.ts';
import { NoticeItem } from './NoticeItem.tsx';
import { RemindItem } from './RemindItem.tsx';

/** One tab's paged list with Clean All (confirmed) and per-item delete (confirmed). */
export function MessageTabList({ tab }: { tab: MessageTabKey }) {
  const { t } = useTranslation();
  const state = useMessageTab(tab);
  const onDelete = (id: number) => {
    void state.remove(id);
  };
  const pagination =
    state.total > state.pageSize
      ? { current: state.page, pageSize: state.pageSize, total: state.total, onChange: state.setPage, showSizeChanger: false }
      : false;
  const header = (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Popconfirm title={t('message.cleanAllConfirm')} onConfirm={() => void state.remove()} disabled={state.total === 0}>
        <Button danger disabled={state.total === 0} loading={state.cleaning} data-testid="message-clean-all">
          {t('message.cleanAll')}
        </Button>
      </Popconfirm>
    </div>
  );
  const empty = { emptyText: <Empty description={t('message.empty')} /> };
  return tab === 'sys' || tab === 'mine' ? (
    <List
      header={header}
      loading={state.loading}
      locale={empty}
      dataSource={state.notices}
      pagination={pagination}
      rowKey="id"
      renderItem={(item) => <NoticeItem item={item} onDelete={onDelete} />}
      data-testid="message-list"
    />
  ) : (
    <List
      header={header}
      loading={state.loading}
      locale={empty}
      dataSource={state.reminders}
      pagination={pagination}
      rowKey="id"
      renderItem={(item) => <RemindItem item={item} onDelete={onDelete} />}
      data-testid="message-list"
    />
  );
}
