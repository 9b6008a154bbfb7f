import { Progress } from 'antd';
import type { ProblemCountDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { VerdictTag, formatPercent, verdictDisplay } from '@oj/ui';
import { verdictShares } from '@/lib/verdict-share.ts';

const STROKE: Record<string, string> = { success: '#19be6b', error: '#ed4014', warning: '#ff9900' };

/** A problem's submissions by verdict: count and share of each (spec 01 §2, the list's side panel). */
export function VerdictDistribution({ title, counts }: { title: string; counts: ProblemCountDto }) {
  const { t } = useTranslation();
  const verdictName = (status: number) => {
    const display = verdictDisplay(status);
    return display.nameKey ? t(display.nameKey) : display.short;
  };
  return (
    <div data-testid="verdict-distribution">
      <div style={{ fontWeight: 600, marginBottom: 8, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</div>
      <div style={{ fontSize: 12, marginBottom: 8 }}>
        {t('problem.total')}: {counts.total}
      </div>
      {verdictShares(counts).map((share) => (
        <div key={share.status} style={{ display: 'grid', gridTemplateColumns: '52px 1fr 90px', alignItems: 'center', gap: 6 }}>
          <VerdictTag status={share.status} short />
          <Progress
            aria-label={verdictName(share.status)}
            percent={share.percent}
            showInfo={false}
            size="small"
            strokeColor={STROKE[verdictDisplay(share.status).color] ?? '#2d8cf0'}
          />
          <span style={{ fontSize: 12, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {share.count} ({formatPercent(share.percent)}%)
          </span>
        </div>
      ))}
    </div>
  );
}
