import { useState } from 'react';
import { Button, Popconfirm, Select, Space, Typography } from 'antd';
import { useRejudgeContestProblemMutation } from '@oj/api-client/contest-board';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';

/** A contest problem to choose from. */
export interface RejudgeChoice {
  readonly pid: number;
  readonly displayId: string;
  readonly displayTitle: string;
}

/** Rejudge admin (spec 02 §2, super admins): every submission of one contest problem goes back to judging. */
export function RejudgeProblem({ cid, problems }: { cid: number; problems: readonly RejudgeChoice[] }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [pid, setPid] = useState<number | null>(null);
  const [rejudge, { isLoading }] = useRejudgeContestProblemMutation();
  const chosen = problems.find((problem) => problem.pid === pid);

  const onConfirm = async () => {
    if (pid === null) return;
    const result = await rejudge({ cid, pid });
    if (!('error' in result)) void message.success(t('contestBoard.rejudge.success'));
  };

  return (
    <Space orientation="vertical" data-testid="rejudge-problem">
      <Typography.Text type="secondary">{t('contestBoard.rejudge.intro')}</Typography.Text>
      <Space wrap>
        <Select<number>
          style={{ minWidth: 280 }}
          placeholder={t('contestBoard.rejudge.choose')}
          aria-label={t('contestBoard.rejudge.problem')}
          value={pid ?? undefined}
          onChange={setPid}
          options={problems.map((problem) => ({ value: problem.pid, label: `${problem.displayId}. ${problem.displayTitle}` }))}
          data-testid="rejudge-select"
        />
        <Popconfirm
          title={t('contestBoard.rejudge.confirm', { problem: chosen?.displayId ?? '' })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ 'data-testid': 'rejudge-confirm' }}
          onConfirm={() => {
            void onConfirm();
          }}
          disabled={pid === null}
        >
          <Button danger type="primary" disabled={pid === null} loading={isLoading} data-testid="rejudge-button">
            {t('contestBoard.rejudge.button')}
          </Button>
        </Popconfirm>
      </Space>
    </Space>
  );
}
