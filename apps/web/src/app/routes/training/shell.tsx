import { Result, Tabs } from 'antd';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useGetTrainingDetailQuery } from '@oj/api-client/training';
import { useTranslation } from '@oj/i18n';
import { PageSuspense } from '@/app/lazy-page.tsx';
import { Loading } from '@/components/Loading.tsx';
import { useTrainingLinks } from '@/hooks/use-training-links.ts';
import { TrainingHeader } from '@/features/training/components/TrainingHeader.tsx';
import { TrainingPasswordForm } from '@/features/training/components/TrainingPasswordForm.tsx';
import { TrainingViewProvider, trainingTabOfPath } from '@/features/training/hooks/use-training.ts';
import type { TrainingTabKey, TrainingView } from '@/features/training/hooks/use-training.ts';

/** The shell around a training: header, tabs (rank for private trainings only), and the tab's page or the password form. */
function TrainingFrame({ view }: { view: TrainingView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const links = useTrainingLinks();
  const { training, tid } = view;
  const tabs: TrainingTabKey[] = training.hasRank ? ['overview', 'problems', 'rank'] : ['overview', 'problems'];
  const active = trainingTabOfPath(pathname);
  let body = (
    <PageSuspense>
      <Outlet />
    </PageSuspense>
  );
  if (!tabs.includes(active)) {
    body = <Result status="404" title={t('training.loadFailed')} extra={<Link to={links.overview(tid)}>{t('training.toOverview')}</Link>} />;
  } else if (active !== 'overview' && !training.access) {
    body = (
      <Result status="403" title={t('training.locked')} data-testid="training-locked">
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <TrainingPasswordForm tid={tid} />
        </div>
      </Result>
    );
  }
  return (
    <TrainingViewProvider value={view}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="training-shell">
        <TrainingHeader view={view} />
        <Tabs
          activeKey={active}
          data-testid="training-tabs"
          style={{ marginBottom: -12 }}
          items={tabs.map((key) => ({ key, label: t(`training.tabs.${key}`), disabled: key !== 'overview' && !training.access }))}
          onChange={(key) => {
            void navigate(links[key as TrainingTabKey](tid));
          }}
        />
        {body}
      </div>
    </TrainingViewProvider>
  );
}

/** The training shell (spec 02 §2, route /training/:trainingID/*): the training's detail and access, its tabs as child routes. */
export function TrainingShellPage() {
  const { t } = useTranslation();
  const links = useTrainingLinks();
  const tid = Number(useParams().trainingID);
  const valid = Number.isInteger(tid) && tid > 0;
  const detail = useGetTrainingDetailQuery({ tid }, { skip: !valid });
  if (!valid || detail.isError) {
    return <Result status="warning" title={t('training.loadFailed')} extra={<Link to={links.list()}>{t('training.backToList')}</Link>} />;
  }
  if (!detail.data) return <Loading />;
  return <TrainingFrame view={{ tid, training: detail.data }} />;
}
