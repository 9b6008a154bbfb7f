import { useEffect, useMemo } from 'react';
import { Alert, Spin } from 'antd';
import { useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAdminProblemQuery } from '@oj/api-client/admin-problem';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import type { ProblemEditorContext } from '@oj/manage/problems/components/editor-context.ts';
import { ProblemEditor } from '@oj/manage/problems/components/ProblemEditor.tsx';
import { newProblemForm, problemFormOf } from '@oj/manage/problems/form/model.ts';

/**
 * /admin/problem/create and /admin/problem/edit/:problemId (the primary key); with a `context`, the
 * same editor hosted by another page (a contest's problem/create and problem/:problemId/edit).
 */
export function ProblemEditorPage({ context }: { context?: ProblemEditorContext }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { problemId } = useParams();
  const pid = problemId !== undefined && /^\d+$/.test(problemId) ? Number(problemId) : null;
  const editing = problemId !== undefined;
  const detail = useGetAdminProblemQuery(pid ?? skipToken, { refetchOnMountOrArgChange: true });
  const initial = useMemo(() => (detail.data ? problemFormOf(detail.data) : null), [detail.data]);

  useEffect(() => {
    document.title = context?.title ?? t(editing ? 'problem.editor.editTitle' : 'problem.editor.createTitle');
  }, [context?.title, editing, t]);

  if (!editing)
    return (
      <ProblemEditor
        initial={{ ...newProblemForm(), ...(context?.newProblemAuth ? { auth: context.newProblemAuth } : {}) }}
        {...(context ? { context } : {})}
      />
    );
  if (pid === null || detail.isError) return <Alert type="error" showIcon role="alert" title={t('problem.editor.loadFailed')} />;
  if (!initial || detail.isFetching) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  }
  return <ProblemEditor key={pid} initial={initial} {...(context ? { context } : {})} />;
}
