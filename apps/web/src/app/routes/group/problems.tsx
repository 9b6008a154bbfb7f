import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Space, Spin, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { stripGroupPrefix } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useGetGroupProblemListQuery, useGetGroupProblemQuery } from '@oj/api-client/group-problem';
import { useGetDifficultyListQuery, useGetUserProblemStatusQuery } from '@oj/api-client/problem';
import { useTranslation } from '@oj/i18n';
import { DEFAULT_DIFFICULTY_LEVELS } from '@oj/ui';
import { ManageScope } from '@oj/manage';
import type { ProblemEditorContext } from '@oj/manage/problems/components/editor-context.ts';
import { ProblemEditor } from '@oj/manage/problems/components/ProblemEditor.tsx';
import { newProblemForm, problemFormOf } from '@oj/manage/problems/form/model.ts';
import { ProblemDetailPage } from '@/app/routes/problem-detail.tsx';
import { SubmissionDetailPage } from '@/app/routes/submission-detail.tsx';
import { SubmissionListPage } from '@/app/routes/submission-list.tsx';
import { paths } from '@/config/paths.ts';
import { GroupProblemAdmin } from '@/features/group/components/GroupProblemAdmin.tsx';
import { useAppSelector } from '@/app/store.ts';
import { ProblemTable } from '@/features/problem-list/components/ProblemTable.tsx';
import { useGroupView } from '@/features/group/hooks/use-group.ts';
import { groupManagePaths } from '@/features/group/manage-paths.ts';
import { ProblemScopeProvider } from '@/features/problem-detail/scope.ts';
import type { ProblemScope } from '@/features/problem-detail/scope.ts';
import { SubmissionScopeProvider } from '@/features/submissions/scope.ts';
import type { SubmissionScope } from '@/features/submissions/scope.ts';

// The group's problems and submissions (spec 03 §2.5, §2.9): the tab with its admin mode, the core
// problem and submission pages in the group's scope, and the back office's problem editor (@oj/manage)
// saving through the group's calls.

const ADMIN_MODE = 'admin';

const NO_PIDS: number[] = [];
const PAGE_SIZE = 30;
const ignore = () => undefined;

/**
 * The group's problems tab for its members (spec 03 §2.9): the core problem table over the group's
 * list, each title opening the core problem page in the group; the status column for signed-in
 * users only (the group's submissions decide it).
 */
export function GroupProblemTable({ gid }: { gid: number }) {
  const [page, setPage] = useState({ currentPage: 1, limit: PAGE_SIZE });
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const list = useGetGroupProblemListQuery({ gid, ...page });
  const pids = useMemo(() => list.data?.records.map((record) => record.pid) ?? NO_PIDS, [list.data]);
  const statuses = useGetUserProblemStatusQuery({ pidList: pids, gid }, { skip: !loggedIn || pids.length === 0 });
  const { data: difficulties = DEFAULT_DIFFICULTY_LEVELS } = useGetDifficultyListQuery(undefined);
  return (
    <div data-testid="group-problem-table">
      <ProblemTable
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        currentPage={page.currentPage}
        limit={page.limit}
        difficulties={difficulties}
        statuses={loggedIn ? (statuses.data ?? {}) : undefined}
        showTags
        compact={false}
        problemHref={(problemId) => paths.group.problem.getHref(gid, problemId)}
        onPageChange={(currentPage, limit) => {
          setPage({ currentPage, limit });
        }}
        onTagClick={ignore}
        onHover={ignore}
      />
    </div>
  );
}

/** Problems: the group's table; group admins switch to the admin mode (create, edit, delete, auth, apply-public). */
export function GroupProblemsPage() {
  const { t } = useTranslation();
  const view = useGroupView();
  const [search, setSearch] = useSearchParams();
  const adminMode = view.access.isAdmin && search.get('mode') === ADMIN_MODE;
  return (
    <Card
      title={t('group.tabs.problems')}
      data-testid="group-problems"
      extra={
        view.access.isAdmin ? (
          <Space>
            {adminMode && (
              <Link to={paths.group.problemCreate.getHref(view.gid)}>
                <Button type="primary" icon={<PlusOutlined />} data-testid="create-group-problem">
                  {t('group.problem.create')}
                </Button>
              </Link>
            )}
            <Switch
              checked={adminMode}
              checkedChildren={t('group.problem.adminMode')}
              unCheckedChildren={t('group.problem.adminMode')}
              aria-label={t('group.problem.adminMode')}
              data-testid="group-problem-admin-mode"
              onChange={(on) => {
                setSearch(on ? { mode: ADMIN_MODE } : {});
              }}
            />
          </Space>
        ) : null
      }
    >
      {adminMode ? <GroupProblemAdmin view={view} /> : <GroupProblemTable gid={view.gid} />}
    </Card>
  );
}

/** A group problem (route problem/:problemID): the core problem page in the group's scope. */
export function GroupProblemPage() {
  const { gid } = useGroupView();
  const scope = useMemo<ProblemScope>(() => ({ cid: 0, gid }), [gid]);
  return (
    <ProblemScopeProvider value={scope}>
      <ProblemDetailPage />
    </ProblemScopeProvider>
  );
}

/** The core submission pages below, in the group's scope (its rows, its problem and submission links). */
function InGroupSubmissions({ children }: { children: ReactNode }) {
  const { gid } = useGroupView();
  const scope = useMemo<SubmissionScope>(() => ({ cid: 0, gid }), [gid]);
  return <SubmissionScopeProvider value={scope}>{children}</SubmissionScopeProvider>;
}

/** Submissions: the core status list of the group's submissions. */
export function GroupSubmissionsPage() {
  return (
    <InGroupSubmissions>
      <SubmissionListPage />
    </InGroupSubmissions>
  );
}

/** A submission of the group (route submission-detail/:submitID): the core submission page. */
export function GroupSubmissionDetailPage() {
  return (
    <InGroupSubmissions>
      <SubmissionDetailPage />
    </InGroupSubmissions>
  );
}

/**
 * The group admins' problem editor (routes problem-create and problem-edit/:pid): the back office's
 * editor with the group's context; the display id is edited without the group's short-name prefix
 * (spec 03 §5), and a save returns to the tab's admin mode.
 */
export function GroupProblemEditorPage() {
  const { t } = useTranslation();
  const { gid, group } = useGroupView();
  const { pid: pidParam } = useParams();
  const editing = pidParam !== undefined;
  const pid = editing && /^\d+$/.test(pidParam) ? Number(pidParam) : 0;
  const detail = useGetGroupProblemQuery({ pid, gid }, { skip: pid === 0, refetchOnMountOrArgChange: true });
  const initial = useMemo(
    () => (detail.data ? { ...problemFormOf(detail.data), problemId: stripGroupPrefix(detail.data.problem.problemId, group.shortName) } : null),
    [detail.data, group.shortName],
  );
  const done = paths.group.problemAdmin.getHref(gid);
  const managePaths = useMemo(() => groupManagePaths(gid), [gid]);
  const context = useMemo<ProblemEditorContext>(
    () => ({ gid, title: t(editing ? 'group.problem.editTitle' : 'group.problem.createTitle'), doneHref: done }),
    [gid, editing, done, t],
  );
  let body;
  if (!editing) body = <ProblemEditor initial={newProblemForm()} context={context} />;
  else if (pid === 0 || detail.isError) body = <Alert type="error" showIcon role="alert" title={t('group.problem.loadFailed')} />;
  else if (!initial || detail.isFetching) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else body = <ProblemEditor key={pid} initial={initial} context={context} />;
  return (
    <Card data-testid="group-problem-editor">
      <ManageScope paths={managePaths} gid={gid}>
        {body}
      </ManageScope>
    </Card>
  );
}
