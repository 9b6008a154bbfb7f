import { memo, useState } from 'react';
import type { ReactNode } from 'react';
import { BarChartOutlined, CommentOutlined, CompressOutlined, ExpandOutlined, RobotOutlined } from '@ant-design/icons';
import { Button, Space, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import type { ProblemDetailResponseDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import type { DifficultyLevel } from '@oj/ui';
import { paths } from '@/config/paths.ts';
import { MySubmissions } from './MySubmissions.tsx';
import { ProblemAnnex } from './ProblemAnnex.tsx';
import { ProblemStatement } from './ProblemStatement.tsx';

/** Props of StatementTabs; all stable between keystrokes, so typing code does not re-render the statement. */
export interface StatementTabsProps {
  detail: ProblemDetailResponseDto;
  difficulties: readonly DifficultyLevel[];
  loggedIn: boolean;
  /** Bumped after each judged submit, to reload My Submissions. */
  refreshKey: number;
  showDiscussion: boolean;
  /** Focus mode is offered on wide screens only. */
  canFocus: boolean;
  focus: boolean;
  /** Opens the statistics; absent when they are not offered (inside a contest). */
  onOpenStatistics?: (() => void) | undefined;
  onToggleFocus: () => void;
  /** Opens the AI explanation; absent when it is not offered (AI chat off, or inside a contest). */
  onOpenAi?: (() => void) | undefined;
  /** The id My Submissions filters by, when not the problem's own (a contest's display id). */
  problemKey?: string | undefined;
  /** The statement's heading, when not the problem's id and title (a contest's display id and title). */
  heading?: string | undefined;
}

/** The left side of the problem page: problemDetail, mySubmission (signed in) and extraFile (when any) tabs. */
export const StatementTabs = memo(function StatementTabs(props: StatementTabsProps) {
  const { t } = useTranslation();
  const { detail } = props;
  const navigate = useNavigate();
  const [tab, setTab] = useState('problemDetail');
  const actions = (
    <Space wrap size={4}>
      {props.onOpenStatistics ? (
        <Button size="small" icon={<BarChartOutlined />} onClick={props.onOpenStatistics} data-testid="open-statistics">
          {t('problemDetail.statistics')}
        </Button>
      ) : null}
      {props.showDiscussion ? (
        // A button that navigates, not a button inside a link (no control may sit inside another).
        <Button size="small" icon={<CommentOutlined />} onClick={() => void navigate(paths.discussion.problem.getHref(detail.problem.problemId))}>
          {t('problemDetail.discussion')}
        </Button>
      ) : null}
      {props.onOpenAi ? (
        <Button size="small" icon={<RobotOutlined />} onClick={props.onOpenAi} data-testid="open-ai">
          {t('ai.explainProblem')}
        </Button>
      ) : null}
      {props.canFocus ? (
        <Button size="small" icon={props.focus ? <CompressOutlined /> : <ExpandOutlined />} onClick={props.onToggleFocus} data-testid="focus-mode">
          {props.focus ? t('problemDetail.exitFocusMode') : t('problemDetail.focusMode')}
        </Button>
      ) : null}
    </Space>
  );
  const tabs: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'problemDetail',
      label: t('problemDetail.tabs.problemDetail'),
      children: <ProblemStatement detail={detail} difficulties={props.difficulties} actions={actions} heading={props.heading} />,
    },
    ...(props.loggedIn
      ? [
          {
            key: 'mySubmission',
            label: t('problemDetail.tabs.mySubmission'),
            children: <MySubmissions problemId={props.problemKey ?? detail.problem.problemId} refreshKey={props.refreshKey} />,
          },
        ]
      : []),
    ...(detail.problem.userExtraFile.length > 0
      ? [
          {
            key: 'extraFile',
            label: t('problemDetail.tabs.extraFile'),
            children: <ProblemAnnex pid={detail.problem.id} files={detail.problem.userExtraFile} />,
          },
        ]
      : []),
  ];
  return <Tabs activeKey={tab} onChange={setTab} items={tabs} style={{ padding: '0 12px' }} data-testid="problem-tabs" destroyOnHidden />;
});
