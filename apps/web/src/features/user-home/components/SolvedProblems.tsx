import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Tag } from 'antd';
import { Link } from 'react-router';
import type { UserHome } from '@oj/api-client/account';
import { useTranslation } from '@oj/i18n';
import { DEFAULT_DIFFICULTY_LEVELS, useDifficultyName } from '@oj/ui';
import { paths } from '@/config/paths.ts';

const GROUP_ORDER = ['Easy', 'Mid', 'Hard'];

/** Solved problems grouped by difficulty as problem buttons, plus the plain solved list with refresh (spec 01 §2). */
export function SolvedProblems({ user, refreshing, onRefresh }: { user: UserHome; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  const difficultyName = useDifficultyName();
  const groups = Object.entries(user.solvedGroupByDifficulty).sort(([a], [b]) => (GROUP_ORDER.indexOf(a) + 1 || 99) - (GROUP_ORDER.indexOf(b) + 1 || 99));
  if (user.solvedList.length === 0) return <Empty description={t('userHome.noSolved')} />;
  return (
    <div data-testid="solved-problems">
      {groups.map(([name, problems]) => {
        const level = DEFAULT_DIFFICULTY_LEVELS.find((entry) => entry.name === name);
        return (
          <section key={name} style={{ marginBottom: 12 }}>
            <div style={{ fontWeight: 600, marginBottom: 6 }}>
              {level ? difficultyName(level, level.id) : name} ({problems.length})
            </div>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
              {problems.map((problem) => (
                <Link key={problem.pid} to={paths.problem.detail.getHref(problem.problemId)} title={problem.title}>
                  <Button size="small" style={{ borderColor: level?.color, color: level?.color }}>
                    {problem.problemId}
                  </Button>
                </Link>
              ))}
            </div>
          </section>
        );
      })}
      <section>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontWeight: 600, marginBottom: 6 }}>
          {t('userHome.solvedList')}
          <Button size="small" type="text" icon={<ReloadOutlined />} loading={refreshing} onClick={onRefresh} aria-label={t('submission.refresh')} />
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }} data-testid="solved-list">
          {user.solvedList.map((problemId) => (
            <Link key={problemId} to={paths.problem.detail.getHref(problemId)}>
              <Tag color="success">{problemId}</Tag>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
