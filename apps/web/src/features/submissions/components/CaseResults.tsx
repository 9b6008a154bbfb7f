import { Empty, Tooltip, theme } from 'antd';
import type { CaseResultDto, JudgeCaseDto, SubtaskJudgeCaseDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { VerdictTag, readableOn, verdictDisplay } from '@oj/ui';
import { formatMemoryKb, formatTimeMs } from '@/lib/format.ts';

const CASE_COLORS: Record<string, string> = {
  success: '#19be6b',
  error: '#ed4014',
  warning: '#ff9900',
  gold: '#f0a020',
  purple: '#9a66e4',
  magenta: '#e46cbb',
  orange: '#fa8c16',
  cyan: '#2db7f5',
};

function CaseCard({ item, index }: { item: JudgeCaseDto; index: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const display = verdictDisplay(item.status);
  const color = CASE_COLORS[display.color] ?? token.colorTextSecondary;
  const detail = (
    <div>
      {item.inputData ? (
        <div>
          {item.inputData} → {item.outputData ?? ''}
        </div>
      ) : null}
      {item.userOutput ? <pre style={{ margin: 0, maxWidth: 320, whiteSpace: 'pre-wrap' }}>{item.userOutput}</pre> : null}
    </div>
  );
  return (
    <Tooltip title={item.inputData || item.userOutput ? detail : undefined}>
      <div
        data-testid="case-card"
        data-status={item.status}
        style={{ border: `1px solid ${color}`, borderRadius: 6, padding: '6px 8px', minWidth: 120, background: token.colorBgContainer }}
      >
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 6, fontSize: 12 }}>
          <span>{t('submission.case', { index })}</span>
          <span style={{ color: readableOn(color, token.colorBgContainer), fontWeight: 600 }}>{display.short}</span>
        </div>
        <div style={{ fontSize: 12, opacity: 0.75 }}>
          {formatTimeMs(item.time)} · {formatMemoryKb(item.memory)}
          {item.score !== null && item.score > 0 ? ` · ${item.score}` : ''}
        </div>
      </div>
    </Tooltip>
  );
}

function CaseGrid({ cases }: { cases: readonly JudgeCaseDto[] }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {cases.map((item, index) => (
        <CaseCard key={item.caseId} item={item} index={item.seq || index + 1} />
      ))}
    </div>
  );
}

function Subtask({ group }: { group: SubtaskJudgeCaseDto }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <section data-testid="subtask" style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 6, padding: 10, marginBottom: 10 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10, marginBottom: 8 }}>
        <strong>{t('submission.subtask', { group: group.groupNum })}</strong>
        <VerdictTag status={group.status} />
        <span>
          {t('submission.score')}: {group.score}
        </span>
        <span>{t('submission.subtaskSummary', { ac: group.ac, total: group.total })}</span>
        <span>
          {formatTimeMs(group.time)} · {formatMemoryKb(group.memory)}
        </span>
      </div>
      <CaseGrid cases={group.subtaskDetailList} />
    </section>
  );
}

/** Test case results: a card per case, grouped by subtask in the subtask modes (spec 01 §3). */
export function CaseResults({ result }: { result: CaseResultDto | undefined }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (result.subTaskJudgeCaseVoList && result.subTaskJudgeCaseVoList.length > 0) {
    return (
      <div data-testid="case-results">
        {result.subTaskJudgeCaseVoList.map((group) => (
          <Subtask key={group.groupNum} group={group} />
        ))}
      </div>
    );
  }
  if (!result.judgeCaseList) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('submission.noCases')} />;
  return (
    <div data-testid="case-results">
      <CaseGrid cases={result.judgeCaseList} />
    </div>
  );
}
