import { theme } from 'antd';
import type { SubmissionDetailDto } from '@oj/contracts';
import { Verdict } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { VerdictTag, readableOn, verdictDisplay } from '@oj/ui';
import { formatMemoryKb, formatTimeMs } from '@/lib/format.ts';

const BANNER_COLORS: Record<string, string> = {
  success: '#19be6b',
  error: '#ed4014',
  warning: '#ff9900',
  gold: '#f0a020',
  processing: '#2d8cf0',
  purple: '#9a66e4',
  magenta: '#e46cbb',
  orange: '#fa8c16',
  cyan: '#2db7f5',
  volcano: '#fa541c',
};

/** The status banner of a submission: its verdict, and the compiler or error message when there is one. */
export function StatusBanner({ submission }: { submission: SubmissionDetailDto }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const display = verdictDisplay(submission.status);
  const color = BANNER_COLORS[display.color] ?? token.colorTextSecondary;
  const messageLabel = submission.status === Verdict.CompileError ? t('submission.compileMessage') : t('submission.errorMessage');
  return (
    <div
      data-testid="status-banner"
      data-status={submission.status}
      style={{ border: `1px solid ${color}`, borderLeft: `6px solid ${color}`, borderRadius: 6, padding: '12px 16px', background: token.colorBgContainer }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px' }}>
        <span style={{ fontSize: 22, fontWeight: 600, color: readableOn(color, token.colorBgContainer) }}>
          {display.nameKey ? t(display.nameKey) : display.short}
        </span>
        <VerdictTag status={submission.status} short />
        {submission.score !== null ? (
          <span>
            {t('submission.score')}: {submission.score}
          </span>
        ) : null}
        <span>
          {t('submission.time')}: {formatTimeMs(submission.time)}
        </span>
        <span>
          {t('submission.memory')}: {formatMemoryKb(submission.memory)}
        </span>
      </div>
      {submission.errorMessage ? (
        <div style={{ marginTop: 8 }}>
          <div style={{ fontWeight: 600, marginBottom: 4 }}>{messageLabel}</div>
          <pre
            data-testid="error-message"
            style={{
              margin: 0,
              maxHeight: 240,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              background: token.colorFillQuaternary,
              padding: 8,
              borderRadius: 4,
              fontSize: 12,
            }}
          >
            {submission.errorMessage}
          </pre>
        </div>
      ) : null}
    </div>
  );
}
