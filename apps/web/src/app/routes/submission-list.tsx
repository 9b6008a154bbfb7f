import { useMemo, useState } from 'react';
import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { hasSuperAdminRole, selectIsLoggedIn, selectRoleList, selectUserInfo } from '@oj/api-client/core';
import { useGetContestSubmissionListQuery } from '@oj/api-client/contest';
import { useGetSubmissionListQuery, useRejudgeMutation } from '@oj/api-client/submission';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { useAppDispatch, useAppSelector } from '@/app/store.ts';
import { authDialogOpened } from '@/features/auth/auth-slice.ts';
import { SubmissionFiltersBar } from '@/features/submissions/components/SubmissionFiltersBar.tsx';
import { SubmissionTable } from '@/features/submissions/components/SubmissionTable.tsx';
import { useJudgeAdmin } from '@/features/submissions/hooks/use-judge-admin.tsx';
import { useLiveSubmissions } from '@/features/submissions/hooks/use-live-submissions.ts';
import { withJudgeChange } from '@/features/submissions/judge-change.ts';
import { parseSubmissionQuery, submissionSearch } from '@/features/submissions/query.ts';
import type { SubmissionFilters } from '@/features/submissions/query.ts';
import { useSubmissionScope } from '@/features/submissions/scope.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/**
 * The status list (spec 01 §2): filters in the URL query, live verdicts, own rows highlighted. Inside
 * a contest (the scope its route sets) the same list shows the contest's submissions (spec 02 §2).
 */
export function SubmissionListPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseSubmissionQuery(search), [search]);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userInfo = useAppSelector(selectUserInfo);
  const roles = useAppSelector(selectRoleList);
  const viewport = useViewportClass();
  const [rejudging, setRejudging] = useState<number | null>(null);
  const [rejudge] = useRejudgeMutation();
  const { cid, gid = 0 } = useSubmissionScope();
  const inContest = cid > 0;
  const inGroup = gid > 0;
  const title = inContest ? t('contest.submissions.title') : inGroup ? t('group.tabs.submissions') : t('submission.listTitle');
  useDocumentTitle(inContest ? title : t('page.status'));

  const onlyMine = filters.onlyMine && loggedIn;
  const query = {
    limit: filters.limit,
    currentPage: filters.currentPage,
    onlyMine,
    status: filters.status,
    username: onlyMine ? '' : filters.username,
    problemID: filters.problemID,
    completeProblemID: filters.completeProblemID,
  };
  const contestID = inContest ? cid : filters.contestID;
  const mainList = useGetSubmissionListQuery({ ...query, ...(contestID === null ? {} : { contestID }), ...(inGroup ? { gid } : {}) }, { skip: inContest });
  const contestList = useGetContestSubmissionListQuery({ ...query, contestID: cid }, { skip: !inContest });
  const list = inContest ? contestList : mainList;
  const live = useLiveSubmissions(list.data?.records ?? [], contestID ?? 0);
  const superAdmin = hasSuperAdminRole(roles);
  // The new verdict shows at once; the invalidated list reloads behind it.
  const judgeAdmin = useJudgeAdmin((row, change, kind) => {
    live.restart(withJudgeChange(row, change, kind));
  });

  const update = (next: SubmissionFilters) => {
    setSearch(submissionSearch(next));
  };
  const onRejudge = async (submitId: number) => {
    setRejudging(submitId);
    const result = await rejudge(submitId);
    setRejudging(null);
    if (!result.data) return;
    void message.success(t('submission.rejudged'));
    const row = live.rows.find((entry) => entry.submitId === submitId);
    const { status, score, oiRankScore, time, memory, judger } = result.data;
    if (row) live.restart({ ...row, status, score, oiRankScore, time, memory, judger });
  };

  return (
    <Card title={title} size={viewport === 'mobile' ? 'small' : 'medium'} data-testid="submission-list">
      <div style={{ marginBottom: 12 }}>
        <SubmissionFiltersBar
          filters={{ ...filters, onlyMine }}
          loggedIn={loggedIn}
          refreshing={list.isFetching}
          onChange={update}
          onNeedLogin={() => {
            void message.warning(t('guard.loginFirst'));
            dispatch(authDialogOpened('login'));
          }}
          onRefresh={() => void list.refetch()}
        />
      </div>
      <SubmissionTable
        rows={live.rows}
        total={list.data?.total ?? 0}
        loading={list.isFetching && !list.data}
        currentPage={filters.currentPage}
        limit={filters.limit}
        myUid={userInfo?.uid ?? null}
        canRejudge={superAdmin}
        judgeAdmin={superAdmin ? judgeAdmin : undefined}
        rejudging={rejudging}
        compact={viewport === 'mobile'}
        onPageChange={(currentPage, limit) => {
          update({ ...filters, currentPage: limit === filters.limit ? currentPage : 1, limit });
        }}
        onRejudge={(submitId) => void onRejudge(submitId)}
      />
      {superAdmin ? judgeAdmin.dialog : null}
    </Card>
  );
}
