import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteError, lazyPage } from '@oj/app-shell';
import { ADMIN_BASENAME, paths } from '@/config/paths.ts';
import { AdminGuard } from './guards.tsx';
import { AdminShell } from './layout/AdminShell.tsx';
import { RootLayout } from './root-layout.tsx';

// Every page is its own chunk, as in the web app: the first load carries the shell and the login's
// or the dashboard's code only (a chunk that does not arrive within 120 s fails, spec 01 §9).
const LoginPage = lazyPage(
  () => import('./routes/login.tsx'),
  (m) => m.LoginPage,
);
const DashboardPage = lazyPage(
  () => import('./routes/dashboard.tsx'),
  (m) => m.DashboardPage,
);
const UsersPage = lazyPage(
  () => import('@/features/users/components/UsersPage.tsx'),
  (m) => m.UsersPage,
);
const RoleAuthPage = lazyPage(
  () => import('@/features/users/components/RoleAuthPage.tsx'),
  (m) => m.RoleAuthPage,
);
const TagsPage = lazyPage(
  () => import('@/features/tags/TagsPage.tsx'),
  (m) => m.TagsPage,
);
const GroupProblemApplyPage = lazyPage(
  () => import('@/features/group-problems/GroupProblemApplyPage.tsx'),
  (m) => m.GroupProblemApplyPage,
);
const BatchOperationPage = lazyPage(
  () => import('@/features/batch/BatchOperationPage.tsx'),
  (m) => m.BatchOperationPage,
);
const ProblemImportPage = lazyPage(
  () => import('@/features/problem-import/ProblemImportPage.tsx'),
  (m) => m.ProblemImportPage,
);
const ProblemExportPage = lazyPage(
  () => import('@/features/batch/ExportPage.tsx'),
  (m) => m.ExportPage,
);
const ConfigPage = lazyPage(
  () => import('@/features/config/ConfigPage.tsx'),
  (m) => m.ConfigPage,
);
const AnnouncementsPage = lazyPage(
  () => import('@/features/home/AnnouncementsPage.tsx'),
  (m) => m.AnnouncementsPage,
);
const ToolsPage = lazyPage(
  () => import('@/features/home/ToolsPage.tsx'),
  (m) => m.ToolsPage,
);
const SwitchesPage = lazyPage(
  () => import('@/features/switches/SwitchesPage.tsx'),
  (m) => m.SwitchesPage,
);
const ProblemListPage = lazyPage(
  () => import('@/features/problems/pages/ProblemListPage.tsx'),
  (m) => m.ProblemListPage,
);
const ProblemEditorPage = lazyPage(
  () => import('@/features/problems/pages/ProblemEditorPage.tsx'),
  (m) => m.ProblemEditorPage,
);
const TrainingListPage = lazyPage(
  () => import('@/features/trainings/pages/TrainingListPage.tsx'),
  (m) => m.TrainingListPage,
);
const TrainingEditPage = lazyPage(
  () => import('@/features/trainings/pages/TrainingEditPage.tsx'),
  (m) => m.TrainingEditPage,
);
const TrainingProblemsPage = lazyPage(
  () => import('@/features/trainings/pages/TrainingProblemsPage.tsx'),
  (m) => m.TrainingProblemsPage,
);
const TrainingCategoryPage = lazyPage(
  () => import('@/features/trainings/pages/TrainingCategoryPage.tsx'),
  (m) => m.TrainingCategoryPage,
);
const TimedWorkListPage = lazyPage(
  () => import('@/features/timed-work/TimedWorkListPage.tsx'),
  (m) => m.TimedWorkListPage,
);
const TimedWorkEditPage = lazyPage(
  () => import('@/features/timed-work/TimedWorkEditPage.tsx'),
  (m) => m.TimedWorkEditPage,
);
const TimedWorkProblemsPage = lazyPage(
  () => import('@/features/timed-work/TimedWorkProblemsPage.tsx'),
  (m) => m.TimedWorkProblemsPage,
);
const ContestListPage = lazyPage(
  () => import('@oj/manage/contests/pages/ContestListPage.tsx'),
  (m) => m.ContestListPage,
);
const ContestEditPage = lazyPage(
  () => import('@oj/manage/contests/pages/ContestEditPage.tsx'),
  (m) => m.ContestEditPage,
);
const ContestProblemsPage = lazyPage(
  () => import('@oj/manage/contests/pages/ContestProblemsPage.tsx'),
  (m) => m.ContestProblemsPage,
);
const ContestAnnouncementsPage = lazyPage(
  () => import('@oj/manage/contests/pages/ContestAnnouncementsPage.tsx'),
  (m) => m.ContestAnnouncementsPage,
);
const ContestSubmissionsPage = lazyPage(
  () => import('@/features/contests/pages/ContestSubmissionsPage.tsx'),
  (m) => m.ContestSubmissionsPage,
);
const DiscussionsPage = lazyPage(
  () => import('@/features/discussions/DiscussionsPage.tsx'),
  (m) => m.DiscussionsPage,
);
const NoticesPage = lazyPage(
  () => import('@/features/notices/NoticesPage.tsx'),
  (m) => m.NoticesPage,
);
const ContestProblemEditorRoute = lazyPage(
  () => import('./routes/contest-problem-editor.tsx'),
  (m) => m.ContestProblemEditorRoute,
);

const LessonListPage = lazyPage(
  () => import('@/features/lessons/pages/LessonListPage.tsx'),
  (m) => m.LessonListPage,
);
const LessonEditPage = lazyPage(
  () => import('@/features/lessons/pages/LessonEditPage.tsx'),
  (m) => m.LessonEditPage,
);
const LessonGroupsPage = lazyPage(
  () => import('@/features/lessons/pages/LessonGroupsPage.tsx'),
  (m) => m.LessonGroupsPage,
);
const TidanAdminPage = lazyPage(
  () => import('@/features/tidan/TidanAdminPage.tsx'),
  (m) => m.TidanAdminPage,
);

/** The admin route table (spec 03 §2.19); unknown admin paths go to the admin login. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A page that fails to render or whose chunk does not arrive shows the shell's error page.
    errorElement: <RouteError />,
    children: [
      { path: paths.login.path, element: <LoginPage /> },
      {
        element: (
          <AdminGuard>
            <AdminShell />
          </AdminGuard>
        ),
        children: [
          { index: true, element: <Navigate to={paths.dashboard.getHref()} replace /> },
          { path: paths.dashboard.path, element: <DashboardPage /> },
          {
            path: paths.user.path,
            element: (
              <AdminGuard superAdminOnly>
                <UsersPage />
              </AdminGuard>
            ),
          },
          {
            path: paths.auth.path,
            element: (
              <AdminGuard superAdminOnly>
                <RoleAuthPage />
              </AdminGuard>
            ),
          },
          {
            path: paths.announcement.path,
            element: (
              <AdminGuard superAdminOnly>
                <AnnouncementsPage />
              </AdminGuard>
            ),
          },
          {
            path: paths.notice.path,
            element: (
              <AdminGuard superAdminOnly>
                <NoticesPage />
              </AdminGuard>
            ),
          },
          {
            path: paths.tools.path,
            element: (
              <AdminGuard superAdminOnly>
                <ToolsPage />
              </AdminGuard>
            ),
          },
          {
            path: paths.conf.path,
            element: (
              <AdminGuard superAdminOnly>
                <ConfigPage />
              </AdminGuard>
            ),
          },
          {
            path: paths.switch.path,
            element: (
              <AdminGuard superAdminOnly>
                <SwitchesPage />
              </AdminGuard>
            ),
          },
          { path: paths.timedwork.list.path, element: <TimedWorkListPage /> },
          { path: paths.timedwork.create.path, element: <TimedWorkEditPage key="create" /> },
          { path: paths.timedwork.edit.path, element: <TimedWorkEditPage key="edit" /> },
          { path: paths.timedwork.problems.path, element: <TimedWorkProblemsPage /> },
          { path: paths.problem.list.path, element: <ProblemListPage /> },
          { path: paths.problem.create.path, element: <ProblemEditorPage key="create" /> },
          { path: paths.problem.edit.path, element: <ProblemEditorPage key="edit" /> },
          { path: paths.problem.tag.path, element: <TagsPage /> },
          { path: paths.problem.groupApply.path, element: <GroupProblemApplyPage /> },
          { path: paths.problem.batch.path, element: <BatchOperationPage /> },
          { path: paths.problem.import.path, element: <ProblemImportPage /> },
          { path: paths.problem.export.path, element: <ProblemExportPage /> },
          { path: paths.lesson.list.path, element: <LessonListPage /> },
          { path: paths.lesson.create.path, element: <LessonEditPage key="create" /> },
          { path: paths.lesson.edit.path, element: <LessonEditPage key="edit" /> },
          { path: paths.lesson.groups.path, element: <LessonGroupsPage /> },
          { path: paths.tidan.path, element: <TidanAdminPage /> },
          { path: paths.training.list.path, element: <TrainingListPage /> },
          { path: paths.training.create.path, element: <TrainingEditPage key="create" /> },
          { path: paths.training.edit.path, element: <TrainingEditPage key="edit" /> },
          { path: paths.training.problems.path, element: <TrainingProblemsPage /> },
          { path: paths.training.category.path, element: <TrainingCategoryPage /> },
          { path: paths.contest.list.path, element: <ContestListPage /> },
          { path: paths.contest.create.path, element: <ContestEditPage key="create" /> },
          { path: paths.contest.edit.path, element: <ContestEditPage key="edit" /> },
          { path: paths.contest.announcement.path, element: <ContestAnnouncementsPage /> },
          { path: paths.contest.problems.path, element: <ContestProblemsPage /> },
          { path: paths.contest.submissions.path, element: <ContestSubmissionsPage /> },
          { path: paths.contest.problemCreate.path, element: <ContestProblemEditorRoute key="create" /> },
          { path: paths.contest.problemEdit.path, element: <ContestProblemEditorRoute key="edit" /> },
          { path: paths.discussion.path, element: <DiscussionsPage /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.login.getHref()} replace /> },
    ],
  },
];

/** Creates the browser router under /admin. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: ADMIN_BASENAME });
}
