import { Link, useParams } from 'react-router';
import { useTranslation } from '@oj/i18n';
import { VerdictTag } from '@oj/ui';
import { formatMemoryKb, formatTimeMs } from '@/lib/format.ts';
import type { SubmitPanel } from '../hooks/use-submit.ts';
import { submissionDetailHref, useProblemScope } from '../scope.ts';

/** The status panel after a submit: verdict (spinning while judged), time, memory, score, details link. */
export function SubmitResult({ panel }: { panel: SubmitPanel }) {
  const { t } = useTranslation();
  const scope = useProblemScope();
  const { problemID = '' } = useParams();
  if (!panel.visible) return null;
  const summary = panel.summary;
  const detailHref = (submitId: number) => submissionDetailHref(scope, summary?.displayId ?? problemID, submitId);
  return (
    <div data-testid="submit-result" data-status={panel.status} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <span>{t('editor.result')}:</span>
      <VerdictTag status={panel.status} />
      {summary && summary.score !== null && summary.status !== 0 ? (
        <span>
          {t('submission.score')}: {summary.score}
        </span>
      ) : null}
      {summary?.time !== undefined && summary.time !== null ? (
        <span>
          {t('editor.time')}: {formatTimeMs(summary.time)}
        </span>
      ) : null}
      {summary?.memory !== undefined && summary.memory !== null ? (
        <span>
          {t('editor.memory')}: {formatMemoryKb(summary.memory)}
        </span>
      ) : null}
      {panel.submitId !== null ? (
        <Link to={detailHref(panel.submitId)} data-testid="submit-result-details">
          {t('editor.viewDetails')}
        </Link>
      ) : null}
    </div>
  );
}
