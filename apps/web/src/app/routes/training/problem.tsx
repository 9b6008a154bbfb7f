import { useMemo } from 'react';
import { Result, theme } from 'antd';
import { Link, useParams } from 'react-router';
import { useGetTrainingDetailQuery } from '@oj/api-client/training';
import { useTranslation } from '@oj/i18n';
import { ProblemDetailPage } from '@/app/routes/problem-detail.tsx';
import { Loading } from '@/components/Loading.tsx';
import { useTrainingLinks } from '@/hooks/use-training-links.ts';
import { TrainingPasswordForm } from '@/features/training/components/TrainingPasswordForm.tsx';
import { useTrainingView } from '@/features/training/hooks/use-training.ts';
import { ProblemScopeProvider } from '@/features/problem-detail/scope.ts';
import type { ProblemScope } from '@/features/problem-detail/scope.ts';

/** The core problem page in a training's scope: the training's statement and problem list, submissions carrying its tid. */
function TrainingProblem({ tid, fullScreen }: { tid: number; fullScreen: boolean }) {
  const scope = useMemo<ProblemScope>(() => ({ cid: 0, tid, fullScreen }), [tid, fullScreen]);
  return (
    <ProblemScopeProvider value={scope}>
      <ProblemDetailPage />
    </ProblemScopeProvider>
  );
}

/** A training problem inside the training shell (route problem/:problemID). */
export function TrainingProblemPage() {
  return <TrainingProblem tid={useTrainingView().tid} fullScreen={false} />;
}

/** The full-screen training problem (/training/:trainingID/problem/:problemID/full-screen): no app bar. */
export function TrainingFullScreenProblemPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const links = useTrainingLinks();
  const tid = Number(useParams().trainingID);
  const valid = Number.isInteger(tid) && tid > 0;
  const detail = useGetTrainingDetailQuery({ tid }, { skip: !valid });
  if (!valid || detail.isError) {
    return <Result status="warning" title={t('training.loadFailed')} extra={<Link to={links.list()}>{t('training.backToList')}</Link>} />;
  }
  if (!detail.data) return <Loading />;
  return (
    <div style={{ minHeight: '100vh', background: token.colorBgLayout, padding: 8 }} data-testid="training-full-screen-page">
      {detail.data.access ? (
        <TrainingProblem tid={tid} fullScreen />
      ) : (
        <Result status="403" title={t('training.locked')}>
          <div style={{ display: 'flex', justifyContent: 'center' }}>
            <TrainingPasswordForm tid={tid} />
          </div>
        </Result>
      )}
    </div>
  );
}
