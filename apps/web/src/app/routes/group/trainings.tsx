import { useMemo, useState } from 'react';
import { Card, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { hasSuperAdminRole, selectRoleList } from '@oj/api-client/core';
import { useGetGroupTrainingListQuery } from '@oj/api-client/group-training';
import { TRAINING_LIST_PAGE_SIZE } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { TrainingEditor } from '@oj/manage/trainings/components/TrainingEditor.tsx';
import { TrainingProblemsManager } from '@oj/manage/trainings/components/TrainingProblemsManager.tsx';
import { TrainingTable } from '@oj/manage/trainings/components/TrainingTable.tsx';
import type { TrainingLinks as ManageLinks } from '@oj/manage/trainings/scope.ts';
import { useAppSelector } from '@/app/store.ts';
import { CloneTrainingsDialog } from '@/features/group/components/CloneTrainingsDialog.tsx';
import { useGroupView } from '@/features/group/hooks/use-group.ts';
import { GroupManage } from '@/features/group/components/GroupManage.tsx';
import { TrainingListTable } from '@/features/training/components/TrainingListTable.tsx';
import { TrainingLinksProvider, groupTrainingLinks } from '@/hooks/use-training-links.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { TrainingFullScreenProblemPage } from '../training/problem.tsx';
import { TrainingShellPage } from '../training/shell.tsx';

// A group's trainings (spec 03 §2.10): the member list and, for group admins, the admin mode with the
// back office's training screens (@oj/manage) in the group's scope; opening a training is the core
// training pages with the group's links.

/** The admin screens' links in group `gid`; no category at all sends the user to the back office's categories. */
function useGroupManageLinks(gid: number): ManageLinks {
  return useMemo(() => {
    const base = `/group/${String(gid)}/training`;
    return {
      list: () => `${base}?mode=admin`,
      create: () => `${base}/create`,
      edit: (tid: number) => `${base}/${String(tid)}/edit`,
      problems: (tid: number) => `${base}/${String(tid)}/admin-problems`,
      toCategories: () => {
        // The back office is another app: a full page load.
        window.location.assign('/admin/training/category');
      },
    };
  }, [gid]);
}

/** The member view: the group's visible trainings with progress, 15 a page; a row opens the training in the group. */
function GroupTrainingList({ gid }: { gid: number }) {
  const navigate = useNavigate();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useGetGroupTrainingListQuery({ gid, currentPage, limit: TRAINING_LIST_PAGE_SIZE });
  const links = useMemo(() => groupTrainingLinks(gid), [gid]);
  return (
    <TrainingLinksProvider value={links}>
      <TrainingListTable
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        currentPage={currentPage}
        showProgress
        compact={false}
        onPageChange={setCurrentPage}
        onOpen={(training) => void navigate(links.overview(training.id))}
      />
    </TrainingLinksProvider>
  );
}

/** The trainings tab: the member list; group admins switch to the admin table, super admins also clone. */
export function GroupTrainingsPage() {
  const { t } = useTranslation();
  const { gid, access, group } = useGroupView();
  const superAdmin = hasSuperAdminRole(useAppSelector(selectRoleList));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const admin = access.isAdmin && search.get('mode') === 'admin';
  const links = useGroupManageLinks(gid);
  useDocumentTitle(`${group.name} · ${t('training.listTitle')}`);
  return (
    <Card
      title={t('training.listTitle')}
      data-testid="group-trainings"
      extra={
        access.isAdmin ? (
          <Segmented
            aria-label={t('training.group.modeLabel')}
            value={admin ? 'admin' : 'member'}
            options={[
              { value: 'member', label: t('training.group.memberView') },
              { value: 'admin', label: t('training.group.adminView') },
            ]}
            onChange={(value) => void navigate(value === 'admin' ? links.list() : `/group/${String(gid)}/training`)}
            data-testid="group-training-mode"
          />
        ) : null
      }
    >
      {admin ? (
        <GroupManage>
          <TrainingTable links={links} toolbar={superAdmin ? <CloneTrainingsDialog gid={gid} /> : null} />
        </GroupManage>
      ) : (
        <GroupTrainingList gid={gid} />
      )}
    </Card>
  );
}

/** The route's training id, or null. */
function useTid(): number | null {
  const { trainingID } = useParams();
  return trainingID !== undefined && /^\d+$/.test(trainingID) && Number(trainingID) > 0 ? Number(trainingID) : null;
}

/** A management screen of the back office for the group (`GroupManage` names it), for the route's training (null: a new one). */
function GroupTrainingScreen({ screen }: { screen: (props: { tid: number | null; links: ManageLinks }) => ReactNode }) {
  const { gid } = useGroupView();
  const tid = useTid();
  const links = useGroupManageLinks(gid);
  return <GroupManage>{screen({ tid, links })}</GroupManage>;
}

/** GroupCreateTraining and GroupEditTraining: the back office's training form in the group's scope. */
export function GroupTrainingEditPage() {
  return <GroupTrainingScreen screen={(props) => <TrainingEditor key={props.tid ?? 'new'} {...props} />} />;
}

/** The admin's training problem screen in the group's scope (add from the public pool or the group, order, remove). */
export function GroupTrainingAdminProblemsPage() {
  return <GroupTrainingScreen screen={(props) => <TrainingProblemsManager {...props} tid={props.tid ?? 0} />} />;
}

/** GroupTrainingDetails: the core training shell with the group's links (its tabs, problems and problem pages). */
export function GroupTrainingShellPage() {
  const { gid } = useGroupView();
  const links = useMemo(() => groupTrainingLinks(gid), [gid]);
  return (
    <TrainingLinksProvider value={links}>
      <TrainingShellPage />
    </TrainingLinksProvider>
  );
}

/** GroupFullProblemDetails of a training: the core full-screen training problem with the group's links. */
export function GroupTrainingFullScreenProblemPage() {
  const gid = Number(useParams().groupID);
  const links = useMemo(() => groupTrainingLinks(gid), [gid]);
  return (
    <TrainingLinksProvider value={links}>
      <TrainingFullScreenProblemPage />
    </TrainingLinksProvider>
  );
}
