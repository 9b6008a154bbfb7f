import { Alert } from 'antd';
import { useParams } from 'react-router';
import { lazyPage } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ContestProblemHost } from '@oj/manage/contests/components/ContestProblemHost.tsx';

// The bank's editor stays one chunk, shared with /problem/create and /problem/edit/:problemId.
const ProblemEditorPage = lazyPage(
  () => import('@/features/problems/pages/ProblemEditorPage.tsx'),
  (m) => m.ProblemEditorPage,
);

const idOf = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * /admin/contest/:contestId/problem/create and /admin/contest/:contestId/problem/:problemId/edit:
 * the bank's problem editor with the contest's context (features do not import each other, so the
 * two meet here).
 */
export function ContestProblemEditorRoute() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { contestId, problemId } = useParams();
  const cid = idOf(contestId);
  const pid = idOf(problemId);
  if (cid === null || (problemId !== undefined && pid === null)) return <Alert type="error" showIcon role="alert" title={t('contest.form.loadFailed')} />;
  return (
    <ContestProblemHost cid={cid} pid={pid}>
      {(context) => <ProblemEditorPage context={context} />}
    </ContestProblemHost>
  );
}
