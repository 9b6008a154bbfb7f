import { useRef } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { Link } from 'react-router';
import { Verdict } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { readableOn } from '@oj/ui';

/** How far one click on an arrow scrolls the bar (spec 01 §2). */
export const NAV_STEP_PX = 100;

/** One problem of the navigation bar. */
export interface NavProblem {
  problemId: string;
  title: string;
  href: string;
  /** The user's status, -10 when not attempted. */
  status: number;
}

/** The bottom problem navigation bar: every problem as a button, scrolled 100 px per arrow click. */
export function ProblemNavBar({ problems, current }: { problems: readonly NavProblem[]; current: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const strip = useRef<HTMLDivElement>(null);
  if (problems.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    strip.current?.scrollBy({ left: direction * NAV_STEP_PX, behavior: 'smooth' });
  };
  return (
    <nav
      data-testid="problem-nav-bar"
      aria-label={t('problemDetail.problemList')}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '6px 8px',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        size="small"
        type="text"
        icon={<LeftOutlined />}
        aria-label={t('problemDetail.previous')}
        onClick={() => {
          scroll(-1);
        }}
      />
      <div ref={strip} style={{ display: 'flex', gap: 4, overflowX: 'auto', scrollbarWidth: 'none', flex: 1 }}>
        {problems.map((problem) => {
          const active = problem.problemId === current;
          const solved = problem.status === Verdict.Accepted;
          const tried = !solved && problem.status !== -10;
          return (
            <Link key={problem.problemId} to={problem.href} title={problem.title} aria-current={active ? 'page' : undefined}>
              <span
                style={{
                  display: 'inline-block',
                  minWidth: 44,
                  padding: '2px 8px',
                  borderRadius: 4,
                  textAlign: 'center',
                  whiteSpace: 'nowrap',
                  fontSize: 12,
                  border: `1px solid ${active ? token.colorPrimary : solved ? '#19be6b' : tried ? '#ed4014' : token.colorBorder}`,
                  background: active ? token.colorPrimary : 'transparent',
                  color: active
                    ? '#fff'
                    : solved
                      ? readableOn('#19be6b', token.colorBgContainer)
                      : tried
                        ? readableOn('#ed4014', token.colorBgContainer)
                        : token.colorText,
                }}
              >
                {problem.problemId}
              </span>
            </Link>
          );
        })}
      </div>
      <Button
        size="small"
        type="text"
        icon={<RightOutlined />}
        aria-label={t('problemDetail.next')}
        onClick={() => {
          scroll(1);
        }}
      />
    </nav>
  );
}
