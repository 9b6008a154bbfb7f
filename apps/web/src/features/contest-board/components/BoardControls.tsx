import { useEffect, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Switch } from 'antd';
import { useTranslation } from '@oj/i18n';
import type { MessageKey } from '@oj/i18n';
import type { BoardView } from '../query.ts';

/** Which controls the viewer gets (spec 02 §2, §6). */
export interface BoardControlsAllowed {
  /** Contest admins: the force-update switch. */
  readonly forceRefresh: boolean;
  /** Those who may count post-contest submissions. */
  readonly containsEnd: boolean;
  /** Concerned users need a place to keep them: every viewer of this browser. */
  readonly concerned: boolean;
}

/** Props of BoardControls. */
export interface BoardControlsProps {
  view: BoardView;
  allowed: BoardControlsAllowed;
  autoRefresh: boolean;
  refreshing: boolean;
  onAutoRefresh: (on: boolean) => void;
  onChange: (view: BoardView) => void;
  onRefresh: () => void;
}

function Toggle(props: { label: MessageKey; checked: boolean; testId: string; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
      <Switch size="small" checked={props.checked} onChange={props.onChange} data-testid={props.testId} />
      <span>{t(props.label)}</span>
    </label>
  );
}

/** The board's switches and keyword search; a change of filter goes back to page 1. */
export function BoardControls({ view, allowed, autoRefresh, refreshing, onAutoRefresh, onChange, onRefresh }: BoardControlsProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(view.keyword);
  useEffect(() => {
    setKeyword(view.keyword);
  }, [view.keyword]);
  const set = (fields: Partial<BoardView>) => {
    onChange({ ...view, ...fields, currentPage: 1 });
  };

  return (
    <Space wrap size={[16, 8]} style={{ marginBottom: 12 }} data-testid="board-controls">
      <Toggle label="contestBoard.autoRefresh" checked={autoRefresh} testId="board-auto-refresh" onChange={onAutoRefresh} />
      {allowed.forceRefresh ? (
        <Toggle
          label="contestBoard.forceUpdate"
          checked={view.forceRefresh}
          testId="board-force"
          onChange={(on) => {
            set({ forceRefresh: on });
          }}
        />
      ) : null}
      <Toggle
        label="contestBoard.removeStar"
        checked={view.removeStar}
        testId="board-remove-star"
        onChange={(on) => {
          set({ removeStar: on });
        }}
      />
      {allowed.concerned ? (
        <Toggle
          label="contestBoard.concernedOnly"
          checked={view.concernedOnly}
          testId="board-concerned"
          onChange={(on) => {
            set({ concernedOnly: on });
          }}
        />
      ) : null}
      {allowed.containsEnd ? (
        <Toggle
          label="contestBoard.containsEnd"
          checked={view.containsEnd}
          testId="board-contains-end"
          onChange={(on) => {
            set({ containsEnd: on });
          }}
        />
      ) : null}
      <Input.Search
        allowClear
        value={keyword}
        maxLength={100}
        placeholder={t('contestBoard.searchPlaceholder')}
        aria-label={t('contestBoard.searchPlaceholder')}
        style={{ width: 300, maxWidth: '100%' }}
        onChange={(event) => {
          setKeyword(event.target.value);
        }}
        onSearch={(value) => {
          set({ keyword: value });
        }}
        data-testid="board-keyword"
      />
      <Button icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} aria-label={t('common.refresh')}>
        {t('common.refresh')}
      </Button>
    </Space>
  );
}
