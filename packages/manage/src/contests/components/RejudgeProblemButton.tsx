import { Button, Popconfirm } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { useRejudgeContestProblemMutation } from '@oj/api-client/contest-board';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { useFeedback } from '@oj/ui';

/** Rejudges every submission of one contest problem (spec 02 "Rejudge admin"), after a confirmation. Super admin only: the caller decides whether to show it. */
export function RejudgeProblemButton({ cid, pid, displayId, withText = false }: { cid: number; pid: number; displayId: string; withText?: boolean }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { message } = useFeedback();
  const [rejudge, { isLoading }] = useRejudgeContestProblemMutation();

  const run = async () => {
    const result = await rejudge({ cid, pid });
    if (!result.error) void message.success(tAdmin('contest.problems.rejudged', { displayId }));
  };
  return (
    <Popconfirm
      title={tAdmin('contest.problems.rejudgeConfirm', { displayId })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={() => {
        void run();
      }}
    >
      <Button
        size="small"
        icon={<RedoOutlined />}
        loading={isLoading}
        aria-label={`${tAdmin('contest.problems.rejudge')} ${displayId}`}
        data-testid={`rejudge-problem-${displayId}`}
      >
        {withText ? tAdmin('contest.problems.rejudge') : null}
      </Button>
    </Popconfirm>
  );
}
